import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import {
  deliveredThrough,
  oddBooking,
  offlineDb,
  type StoredBooking,
  storedBooking,
} from '../../../testing/stored-bookings.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import { myPastBookingsQuery, myUpcomingBookingsQuery } from '../api/get-my-bookings.ts';
import { MyAppointments } from '../components/my-appointments.tsx';

const since = new Date('2026-11-20T00:00:00Z');

/** Her appointments card from what her two listeners hold, as useMyBookings and the route pass it. */
function appointments(stored: { upcoming: StoredBooking[]; past: StoredBooking[] }) {
  const upcoming = deliveredThrough(myUpcomingBookingsQuery(offlineDb, 'uid-ana', since), stored.upcoming);
  const past = deliveredThrough(myPastBookingsQuery(offlineDb, 'uid-ana', since), stored.past);
  return textOf(
    renderMarkup(
      <MyAppointments
        upcoming={upcoming.documents}
        past={past.documents}
        unreadable={upcoming.leftOut.length + past.leftOut.length}
        timeZone="America/New_York"
        studio={{ name: 'Nail Studio', address: [] }}
        clientId="uid-ana"
        now={since}
        policy={{ windowHours: 24, instagram: 'polished.nails', email: 'hello@studio.test' }}
        deposits={{ deposit_due_hours: 24, deposit_instructions: '' }}
        onCancel={() => {}}
      />,
    ),
  );
}

describe("the client's dashboard with a booking whose stored data is odd", () => {
  viewerTimeZone('America/New_York');

  it('lists her other appointments and says how many could not be shown', () => {
    const text = appointments({
      upcoming: [storedBooking(), oddBooking('b-odd')],
      past: [oddBooking('b-old')],
    });
    expect(text).toContain('Upcoming Gel Manicure');
    expect(text).toContain('2 appointments could not be shown; the studio can see them.');
  });

  it('says one could not be shown rather than that she has none', () => {
    const text = appointments({ upcoming: [oddBooking('b-odd')], past: [] });
    expect(text).not.toContain('No bookings yet');
    expect(text).toContain('One appointment could not be shown; the studio can see it.');
  });
});
