// The client's My Dashboard follows her documents live (issue 12), moved from
// tests/e2e/client-dashboard-live.test.ts: a booking staff make shows without a new render; its
// completion's points, tier and visits show once loyalty_points changes; a cancellation shows as
// such. Here the test writes what staff and the functions would write (the booking, then the
// loyalty_points document the onBookingWrittenLoyalty trigger derives: functions/test/firestore/
// loyalty.test.ts and tests/functions/functions.test.ts test that derivation), and the client reads
// them from our Firestore emulator under the project's rules, as herself.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { people, renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, seedDoc } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';

const uid = people.client.uid;

beforeAll(() =>
  seed({
    [`user_roles/${uid}`]: { user_id: uid, role: 'client' },
    // 100 points short of Silver (2,500 by default), three visits so far.
    [`loyalty_points/${uid}`]: { user_id: uid, points: 2_400, tier: 'standard', lifetime_bookings: 3 },
  }),
);

const booking = (scheduledAt: Date, status: string) => ({
  client_id: uid,
  service_id: 'svc-gel-manicure',
  scheduled_at: scheduledAt,
  duration_minutes: 60,
  total_price: 10,
  status,
  service_name: 'Gel Manicure',
  client_name: 'Screens Client',
  client_email: people.client.email,
});

/** Each listed appointment of a region as its parts' texts, joined by spaces. */
const lines = (region: string) =>
  [...(screen.queryByRole('region', { name: region })?.querySelectorAll('li') ?? [])].map((li) =>
    [...li.children].map((part) => part.textContent).join(' '),
  );

/** A stat card's texts: its label, figure and detail. */
const card = (label: string) =>
  [...(screen.getByRole('heading', { name: label }).parentElement?.children ?? [])].map((c) => c.textContent);

describe("the client's My Dashboard, live", () => {
  viewerTimeZone('America/New_York');

  it('shows a new booking, its completion (points, tier, visits) and a cancellation without a new render', async () => {
    await renderStaffScreen('/dashboard', { as: 'client' });
    const heading = await screen.findByRole('heading', { name: 'My Appointments' });
    await waitFor(() => expect(card('Loyalty Points')).toEqual(['Loyalty Points', '2,400', 'Standard tier']));

    // Tuesday 4 May 2034, 10:00 in New York.
    await seedDoc('bookings/screens-live-visit', booking(new Date('2034-05-04T14:00:00Z'), 'confirmed'));
    await waitFor(() =>
      expect(lines('Upcoming appointments')).toContainEqual(
        expect.stringMatching(/^Gel Manicure May 4, 2034 at 10:00 AM \$10\.00 Confirmed/),
      ),
    );

    // Completed: the loyalty function recomputes her points from her bookings ($10 × 10 points).
    await seed({
      'bookings/screens-live-visit': booking(new Date('2034-05-04T14:00:00Z'), 'completed'),
      [`loyalty_points/${uid}`]: { user_id: uid, points: 2_500, tier: 'silver', lifetime_bookings: 4 },
    });
    await waitFor(() => expect(card('Loyalty Points')).toEqual(['Loyalty Points', '2,500', 'Silver tier']));
    expect(card('Total Visits')).toEqual(['Total Visits', '4', 'Lifetime bookings']);

    await seedDoc('bookings/screens-live-cancelled', booking(new Date('2034-05-11T14:00:00Z'), 'cancelled'));
    await waitFor(() =>
      expect(lines('Past appointments')).toContainEqual(
        expect.stringMatching(/^Gel Manicure May 11, 2034 at 10:00 AM \$10\.00 Cancelled/),
      ),
    );
    expect(lines('Upcoming appointments').join(' ')).not.toContain('May 11');
    // The same heading element: the dashboard was updated in place, never drawn anew.
    expect(heading.isConnected).toBe(true);
  });
});
