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
      <DataTable stacked>
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
              <td data-label="Service">{booking.service_name ?? '—'}</td>
              <td data-label="Status">
                <BookingStatusBadge status={booking.status} />
              </td>
              <td data-label="Client">{bookingClientLabel(booking) || '—'}</td>
              <td data-label="Date">{formatStudioDate(booking.scheduled_at, props.timeZone)}</td>
              <td data-label="Time">{formatStudioTime(booking.scheduled_at, props.timeZone)}</td>
              <td data-label="Price">{formatBookingPrice(booking.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
