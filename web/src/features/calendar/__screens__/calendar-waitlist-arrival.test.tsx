// What staff see on a calendar day besides its bookings, moved from tests/e2e/waitlist.test.ts and
// live-day.test.ts: the day's waitlist in the order the clients joined (the order they are told in
// when a time frees: functions/test/firestore/waitlist.test.ts), named from their profiles, and a
// client's arrival on her card, live, once the checkIn function has recorded it. Our Firestore
// emulator with the project's rules, as the owner.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, seedDoc, storedProfile } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';

// Thursday 20 February 2031, New York winter time (UTC−5).
const day = '2031-02-20';
const at = (time: string) => new Date(`${day}T${time}:00-05:00`);

/** A waiting client: her profile and her entry, joined `minute` minutes after 08:00 that morning. */
const waiting = (uid: string, name: string, minute: number, earliest: string, latest: string) => ({
  [`profiles/${uid}`]: storedProfile({ full_name: name, email: `${uid}@screens.test` }),
  [`waitlist_entries/${uid}_${day}`]: {
    client_id: uid,
    date: day,
    category: 'manicure',
    earliest_time: earliest,
    latest_time: latest,
    created_at: new Date(at('08:00').getTime() + minute * 60_000),
    notified_at: null,
  },
});

const visit = (extra: Record<string, unknown> = {}) => ({
  client_id: 'screens-wla-fay',
  service_id: 'svc-gel-manicure',
  scheduled_at: at('15:00'),
  duration_minutes: 60,
  total_price: 45,
  status: 'confirmed',
  service_name: 'Gel Manicure',
  client_name: 'Fay Arrival',
  client_email: null,
  ...extra,
});

beforeAll(() =>
  seed({
    // Joined Ana, then Bea, then Cleo; their ids sort the other way round.
    ...waiting('screens-wla-z-ana', 'Ana Waiting', 1, '10:00', '13:00'),
    ...waiting('screens-wla-y-bea', 'Bea Waiting', 2, '14:00', '17:00'),
    ...waiting('screens-wla-x-cleo', 'Cleo Waiting', 3, '09:00', '09:00'),
    'bookings/screens-wla-fay': visit(),
  }),
);

describe('a calendar day', () => {
  viewerTimeZone('America/New_York');

  it("lists the day's waitlist in the order the clients joined, with each one's window", async () => {
    await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    const list = await screen.findByRole('region', { name: 'Waitlist for Thursday, February 20, 2031' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Ana Waiting · Manicure · 10:00 AM–1:00 PM',
        'Bea Waiting · Manicure · 2:00 PM–5:00 PM',
        'Cleo Waiting · Manicure · 9:00 AM–9:00 AM',
      ]),
    );
  });

  it('shows on her card that a client arrived, without a reload', async () => {
    await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    const card = await screen.findByRole('button', { name: /^Fay Arrival/ });
    expect(card.textContent).not.toContain('Arrived');
    // What the checkIn function writes when she taps I'm here.
    await seedDoc('bookings/screens-wla-fay', visit({ checked_in_at: at('14:52') }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Fay Arrival/ }).textContent).toContain('Arrived 2:52 PM'),
    );
  });
});
