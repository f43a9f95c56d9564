import { clientStatistics } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { deliveredThrough, oddBooking, offlineDb, storedBooking } from '../../../testing/stored-bookings.ts';
import { clientBookingsQuery } from '../api/get-client-bookings.ts';
import { ClientStatisticsCard } from '../components/client-summary.tsx';
import { LeftOutBookings } from '../components/left-out-bookings.tsx';

describe("a client's statistics with a booking whose stored data is odd", () => {
  it('counts her other bookings and names the odd one', () => {
    const { documents, leftOut } = deliveredThrough(clientBookingsQuery(offlineDb, 'uid-ana'), [
      storedBooking({ id: 'b1', status: 'completed' }),
      storedBooking({ id: 'b2', status: 'completed', total_price: 35 }),
      oddBooking('b-odd'),
    ]);
    // As client-detail-route draws the statistics block.
    const text = textOf(
      renderMarkup(
        <ClientStatisticsCard
          stats={clientStatistics(documents)}
          notice={<LeftOutBookings documents={leftOut} />}
        />,
      ),
    );
    expect(text).toContain('1 booking could not be shown');
    expect(text).toContain('bookings/b-odd');
    expect(text).toContain('Total Spent $100.00');
    expect(text).toContain('Completed Bookings 2');
  });
});
