import {
  bookingClientLabel,
  formatBookingPrice,
  formatStudioDate,
  formatStudioTime,
  type TimeZone,
} from '@studio/domain';
import { DataTable, TableScroll } from '../../../components/data-table.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** Service, status, client (name, else e-mail), date, time and price with cents (spec §2). */
export function BookingsTable(props: { bookings: readonly Doc<'bookings'>[]; timeZone: TimeZone }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Bookings">
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Status</th>
            <th scope="col">Client</th>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {props.bookings.map((booking) => (
            <tr key={booking.id}>
              <td>{booking.service_name ?? '—'}</td>
              <td>
                <BookingStatusBadge status={booking.status} />
              </td>
              <td>{bookingClientLabel(booking) || '—'}</td>
              <td>{formatStudioDate(booking.scheduled_at, props.timeZone)}</td>
              <td>{formatStudioTime(booking.scheduled_at, props.timeZone)}</td>
              <td>{formatBookingPrice(booking.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
