// The Bookings list (issue 12, issue 16 item 6), moved from tests/e2e/calendar.test.ts and
// studio-zone.test.ts: its filters by status, date range and client, each row opening the booking;
// and its times, which name the studio's zone (New York, the default) when the viewer's clock is
// in another one, and carry no label in the studio's own. Our Firestore emulator with the rules.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';

const profile = (name: string, email: string) => storedProfile({ full_name: name, email });

const booking = (client: 'ana' | 'bea', scheduledAt: Date, status: string) => ({
  client_id: `screens-list-${client}`,
  service_id: 'svc-gel-manicure',
  scheduled_at: scheduledAt,
  duration_minutes: 60,
  total_price: 45,
  status,
  service_name: 'Gel Manicure',
  client_name: client === 'ana' ? 'Ana Listed' : 'Bo Listed',
  client_email: `${client}-listed@screens.test`,
});

beforeAll(() =>
  seed({
    'profiles/screens-list-ana': profile('Ana Listed', 'ana-listed@screens.test'),
    'profiles/screens-list-bea': profile('Bo Listed', 'bo-listed@screens.test'),
    // Tuesday 6 April 2032, 11:00 EDT: one cancelled, one scheduled the same day.
    'bookings/screens-list-cancelled': booking('ana', new Date('2032-04-06T15:00:00Z'), 'cancelled'),
    'bookings/screens-list-scheduled': booking('ana', new Date('2032-04-06T17:00:00Z'), 'scheduled'),
    'bookings/screens-list-bea-1': booking('bea', new Date('2032-04-07T14:00:00Z'), 'confirmed'),
    'bookings/screens-list-bea-2': booking('bea', new Date('2032-04-20T14:00:00Z'), 'completed'),
    // Tuesday 9 February 2032, 2:00 PM EST: 20:00 in Paris. No other booking that day.
    'bookings/screens-list-zone': booking('ana', new Date('2032-02-09T19:00:00Z'), 'scheduled'),
  }),
);

// A new filter draws the table anew (it starts again from the first page): found again each time.
const table = () => screen.findByRole('region', { name: 'Bookings' });
const region = () => screen.getByRole('region', { name: 'Bookings' });

/** Each row's cells' texts. */
const rows = () =>
  [...region().querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''),
  );

/** A date field filled as a date picker does: one change (user-event types no date in happy-dom). */
function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The table narrowed to one day, its one row once it shows. */
async function oneDay(day: string) {
  await table();
  fill('From', day);
  fill('To', day);
  await waitFor(() => expect(rows()).toHaveLength(1));
  return region().querySelector('tbody tr') as HTMLElement;
}

describe('the Bookings list', () => {
  viewerTimeZone('America/New_York');

  it('filters by status, date range and client, each row opening the booking', async () => {
    const { user } = await renderStaffScreen('/dashboard/bookings');
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    fill('From', '2032-04-06');
    fill('To', '2032-04-06');
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Gel Manicure', 'Cancelled', 'Ana Listed', 'Apr 6, 2032', '11:00 AM', '$45.00'],
      ]),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await screen.findByRole('heading', { name: 'No bookings match these filters' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(screen.getByLabelText('Client'), 'bo-listed@');
    await user.click(
      await within(await screen.findByRole('list', { name: 'Matching clients' })).findByRole('button', {
        name: /Bo Listed/,
      }),
    );
    await waitFor(() => {
      const clients = [...region().querySelectorAll('tbody td[data-label="Client"]')].map(
        (td) => td.textContent,
      );
      expect(clients).toEqual(['Bo Listed', 'Bo Listed']);
    });
    await user.click(within(region().querySelector('tbody tr') as HTMLElement).getByRole('button'));
    await within(await screen.findByRole('dialog', { name: 'Booking' })).findByText('Bo Listed');
  });

  it("carries no zone label in the studio's own zone", async () => {
    await renderStaffScreen('/dashboard/bookings');
    const row = await oneDay('2032-02-09');
    const text = [...row.querySelectorAll('td')].map((td) => td.textContent).join(' ');
    expect(text).toMatch(/Feb 9, 2032 2:00 PM/);
    expect(text).not.toContain('EST');
  });
});

describe("the Bookings list seen from another zone than the studio's", () => {
  viewerTimeZone('Europe/Paris');

  it('names the studio zone in the table and the booking panel', async () => {
    const { user } = await renderStaffScreen('/dashboard/bookings');
    const row = await oneDay('2032-02-09');
    const text = [...row.querySelectorAll('td')].map((td) => td.textContent).join(' ');
    expect(text).toMatch(/Feb 9, 2032 2:00 PM EST/);
    await user.click(within(row).getByRole('button', { name: 'Gel Manicure' }));
    const panel = await screen.findByRole('dialog', { name: 'Booking' });
    await within(panel).findByText(/^Feb 9, 2032 at 2:00 PM – 3:00 PM EST$/);
  });
});
