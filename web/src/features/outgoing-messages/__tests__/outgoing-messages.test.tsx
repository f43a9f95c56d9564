import { bookingSchema, mailDocumentSchema, smsDocumentSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import { outgoingRows } from '../api/get-outgoing-messages.ts';
import { OutgoingMessagesTable } from '../components/outgoing-messages-table.tsx';
import { QueuedRemindersTable } from '../components/queued-reminders.tsx';

const mail = {
  id: 'm1',
  ...mailDocumentSchema.parse({
    to: 'ana@studio.test',
    message: {
      subject: 'Reminder: your Gel Manicure on Nov 26, 2026',
      text: 'Hi Ana,\n\nA reminder that your Gel Manicure is on Thursday.',
      html: '<p>…</p>',
    },
    route_note: 'She chose text, but the studio has no text channel set up: sent by e-mail.',
    client_id: 'uid-ana',
    kind: 'booking_reminder',
    created_at: new Date('2026-11-25T19:00:00Z'),
  }),
};
const sms = {
  id: 's1',
  ...smsDocumentSchema.parse({
    to: '+15551234567',
    body: 'Studio: your Pedicure is booked',
    client_id: 'uid-bea',
    kind: 'booking_confirmed',
    created_at: new Date('2026-11-25T20:00:00Z'),
    delivery: { state: 'ERROR', error: 'Invalid phone number' },
  }),
};

describe('Messages', () => {
  viewerTimeZone('America/New_York');

  it('lists e-mail and SMS newest first with their state, queued before an extension writes one', () => {
    const rows = outgoingRows([mail], [sms]);
    expect(rows.map((r) => r.id)).toEqual(['messages/s1', 'mail/m1']);
    const text = textOf(renderMarkup(<OutgoingMessagesTable rows={rows} timeZone="America/New_York" />));
    expect(text).toContain(
      'Nov 25, 2026 3:00 PM Booking confirmed SMS +15551234567 Studio: your Pedicure is booked error Invalid phone number',
    );
    expect(text).toContain(
      'Nov 25, 2026 2:00 PM Reminder E-mail She chose text, but the studio has no text channel set up: sent by e-mail. ana@studio.test Reminder: your Gel Manicure on Nov 26, 2026',
    );
  });

  it('opens an e-mail to what was sent', () => {
    const markup = renderMarkup(
      <OutgoingMessagesTable rows={outgoingRows([mail], [])} timeZone="America/New_York" />,
    );
    expect(markup).toContain('<summary>Reminder: your Gel Manicure on Nov 26, 2026</summary>');
    expect(textOf(markup)).toContain('A reminder that your Gel Manicure is on Thursday. queued');
  });
});

describe('Messages seen from another zone', () => {
  viewerTimeZone('Europe/London');

  it("date each message on the studio's clock, its zone named", () => {
    const text = textOf(
      renderMarkup(<OutgoingMessagesTable rows={outgoingRows([mail], [])} timeZone="America/New_York" />),
    );
    expect(text).toContain('Nov 25, 2026 2:00 PM EST Reminder');
  });
});

describe('Queued reminders', () => {
  viewerTimeZone('America/New_York');

  it('lists each with its due time, client and appointment', () => {
    const booking = {
      id: 'b1',
      ...bookingSchema.parse({
        client_id: 'uid-ana',
        client_name: 'Ana Lima',
        service_id: 'gel',
        service_name: 'Gel Manicure',
        scheduled_at: new Date('2026-11-27T15:00:00Z'),
        duration_minutes: 60,
        total_price: 45,
        status: 'confirmed',
      }),
    };
    const text = textOf(
      renderMarkup(
        <QueuedRemindersTable
          reminders={[{ booking, dueAt: new Date('2026-11-26T15:00:00Z') }]}
          timeZone="America/New_York"
        />,
      ),
    );
    expect(text).toContain('Nov 26, 2026 10:00 AM Ana Lima Gel Manicure, Nov 27, 2026 10:00 AM');
  });
});
