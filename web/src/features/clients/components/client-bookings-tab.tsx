import type { TimeZone } from '@studio/domain';
import { EmptyState } from '../../../components/empty-state.tsx';
import { BookingList } from '../../../entities/booking/components/booking-list.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** The client's booking history, newest first. */
export function ClientBookingsTab(props: { bookings: readonly Doc<'bookings'>[]; timeZone: TimeZone }) {
  if (props.bookings.length === 0) return <EmptyState title="No bookings yet" />;
  return <BookingList bookings={props.bookings} timeZone={props.timeZone} dateTimeJoin="·" />;
}
