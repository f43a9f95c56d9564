// The staff Messages screen, read live through the rules: the e-mails and texts the functions
// queued for the Trigger Email and Twilio SMS extensions, newest first, each 'queued' until the
// extension writes its delivery state back, which the row then shows without a reload. A
// document that does not match its schema is named in a notice; the others still show. (The
// table's own wording: __tests__/outgoing-messages.test.tsx; what the functions queue:
// functions/test/firestore/*.)
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, seedDoc } from '../../../testing/screens/seed.ts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const mail = (subject: string, createdAt: Date) => ({
  to: 'rita@screens.test',
  message: { subject, text: `${subject}.\n\nSee you soon.`, html: '<p>…</p>' },
  route_note: null,
  client_id: 'screens-messages-rita',
  kind: 'booking_confirmed',
  created_at: createdAt,
});

const table = () => screen.getByRole('region', { name: 'Outgoing messages' });
const rowWith = (text: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

describe('the Messages screen', () => {
  it('lists e-mails and texts newest first, follows the delivery state live, and names an odd one', async () => {
    await seed({
      'mail/screens-messages-older': mail('Messages Older confirmation', minutesAgo(30)),
      'messages/screens-messages-text': {
        to: '+15550001111',
        body: 'Messages Text: your Pedicure is booked',
        client_id: 'screens-messages-rita',
        kind: 'booking_confirmed',
        created_at: minutesAgo(10),
      },
      // No subject: the schema refuses it.
      'mail/screens-messages-odd': { ...mail('x', minutesAgo(20)), message: { text: 'no subject' } },
    });
    await renderStaffScreen('/dashboard/messages');
    await screen.findByRole('heading', { name: 'Messages' });
    await waitFor(() => expect(rowWith('Messages Text')).toBeDefined());
    const ours = within(table())
      .getAllByRole('row')
      .map((row) => row.textContent ?? '')
      .filter((text) => text.includes('Messages '));
    expect(ours).toHaveLength(2);
    expect(ours[0]).toContain('SMS');
    expect(ours[0]).toContain('+15550001111');
    expect(ours[0]).toContain('queued');
    expect(ours[1]).toContain('E-mail');
    expect(ours[1]).toContain('Messages Older confirmation');
    await screen.findByText('mail/screens-messages-odd');

    // The extension writes its state back; the row follows, and a new e-mail comes in on top.
    await seedDoc('messages/screens-messages-text', {
      to: '+15550001111',
      body: 'Messages Text: your Pedicure is booked',
      client_id: 'screens-messages-rita',
      kind: 'booking_confirmed',
      created_at: minutesAgo(10),
      delivery: { state: 'ERROR', error: 'Invalid phone number' },
    });
    await waitFor(() => expect(rowWith('Messages Text')?.textContent).toContain('Invalid phone number'));
    await seedDoc('mail/screens-messages-newest', mail('Messages Newest confirmation', minutesAgo(1)));
    await waitFor(() => expect(rowWith('Messages Newest')).toBeDefined());
    const order = within(table())
      .getAllByRole('row')
      .map((row) => row.textContent ?? '')
      .filter((text) => text.includes('Messages '))
      .map((text) => (text.includes('Newest') ? 'newest' : text.includes('Text') ? 'text' : 'older'));
    expect(order).toEqual(['newest', 'text', 'older']);
  });
});
