import { bookingClientLabel, formatBookingPrice, formatStudioDate, type TimeZone } from '@studio/domain';
import { type Column, ColumnTable } from '../../../components/data-table.tsx';
import { BookingStatusBadge } from '../../../components/status-badge.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { studioTime } from '../../../utils/studio-zone.ts';
import { OpenButton } from './open-button.tsx';

/**
 * Service, status, client (name, else e-mail), date, time (the studio's, its zone named when the
 * viewer's clock differs) and price with cents (spec §2). The
 * service is a button too, so a keyboard opens the row as a click does.
 */
export function BookingsTable(props: {
  bookings: readonly Doc<'bookings'>[];
  timeZone: TimeZone;
  onOpen?: (booking: Doc<'bookings'>) => void;
}) {
  const { onOpen } = props;
  const columns: Column<Doc<'bookings'>>[] = [
    {
      label: 'Service',
      cell: (booking) =>
        onOpen ? (
          <OpenButton
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(booking);
            }}
          >
            {booking.service_name ?? '—'}
          </OpenButton>
        ) : (
          (booking.service_name ?? '—')
        ),
    },
    { label: 'Status', cell: (booking) => <BookingStatusBadge status={booking.status} /> },
    { label: 'Client', cell: (booking) => bookingClientLabel(booking) || '—' },
    { label: 'Date', cell: (booking) => formatStudioDate(booking.scheduled_at, props.timeZone) },
    { label: 'Time', cell: (booking) => studioTime(booking.scheduled_at, props.timeZone) },
    { label: 'Price', cell: (booking) => formatBookingPrice(booking.total_price) },
  ];
  return <ColumnTable label="Bookings" columns={columns} rows={props.bookings} onRowClick={onOpen} />;
}
