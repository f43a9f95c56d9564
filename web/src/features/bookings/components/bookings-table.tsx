import {
  bookingClientLabel,
  formatBookingPrice,
  formatStudioDate,
  formatStudioTime,
  type TimeZone,
} from '@studio/domain';
import { type Column, ColumnTable } from '../../../components/data-table.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** Service, status, client (name, else e-mail), date, time and price with cents (spec §2). */
export function BookingsTable(props: { bookings: readonly Doc<'bookings'>[]; timeZone: TimeZone }) {
  const columns: Column<Doc<'bookings'>>[] = [
    { label: 'Service', cell: (booking) => booking.service_name ?? '—' },
    { label: 'Status', cell: (booking) => <BookingStatusBadge status={booking.status} /> },
    { label: 'Client', cell: (booking) => bookingClientLabel(booking) || '—' },
    { label: 'Date', cell: (booking) => formatStudioDate(booking.scheduled_at, props.timeZone) },
    { label: 'Time', cell: (booking) => formatStudioTime(booking.scheduled_at, props.timeZone) },
    { label: 'Price', cell: (booking) => formatBookingPrice(booking.total_price) },
  ];
  return <ColumnTable label="Bookings" columns={columns} rows={props.bookings} />;
}
