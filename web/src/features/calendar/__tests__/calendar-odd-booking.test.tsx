import { describe, expect, it } from 'vitest';
import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import {
  deliveredThrough,
  oddBooking,
  offlineDb,
  type StoredBooking,
  storedBooking,
} from '../../../testing/stored-bookings.ts';
import { calendarBookingsQuery } from '../api/get-calendar-bookings.ts';

/** The week's bookings as the calendar's listener holds them, and the notice above its grid. */
function week(stored: StoredBooking[]) {
  const query = calendarBookingsQuery(
    offlineDb,
    new Date('2026-11-23T05:00:00Z'),
    new Date('2026-11-30T05:00:00Z'),
  );
  const { documents, leftOut } = deliveredThrough(query, stored);
  const text = textOf(
    renderMarkup(
      <InvalidDocumentsNotice collection="bookings" noun={['booking', 'bookings']} documents={leftOut} />,
    ),
  );
  return { placed: documents.map((booking) => booking.client_name), text };
}

describe('the calendar with a booking whose stored data is odd', () => {
  it('places every other booking and names the odd one with its field at fault', () => {
    const { placed, text } = week([storedBooking(), oddBooking('b-odd')]);
    expect(placed).toEqual(['Ana Lima']);
    expect(text).toContain('1 booking could not be shown');
    expect(text).toContain('bookings/b-odd status:');
  });

  it('shows no notice when every booking is readable', () => {
    expect(week([storedBooking()])).toEqual({ placed: ['Ana Lima'], text: '' });
  });
});
