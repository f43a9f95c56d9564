import { usePublicSettings } from '../../utils/public-settings.tsx';
import { Button } from '../button.tsx';
import { Dialog } from '../dialog.tsx';
import { ErrorBoundary } from '../error-boundary.tsx';
import { useBooking } from './api/get-booking.ts';
import { BookingDetails } from './booking-details.tsx';

function PanelBody({ bookingId }: { bookingId: string }) {
  const { status, booking } = useBooking(bookingId);
  const timeZone = usePublicSettings().settings.scheduling_timezone;
  if (status === 'loading') return <p role="status">Loading...</p>;
  if (!booking) return <p role="alert">This booking no longer exists.</p>;
  return <BookingDetails booking={booking} timeZone={timeZone} />;
}

const failed = <p role="alert">This booking could not be loaded.</p>;

/**
 * The one booking panel of the calendar, the Bookings list and the client record: the booking,
 * live, and what staff can do with it.
 */
export function BookingPanel(props: { bookingId: string | null; onClose: () => void }) {
  return (
    <Dialog open={props.bookingId !== null} onClose={props.onClose} title="Booking">
      {props.bookingId && (
        <ErrorBoundary key={props.bookingId} name="Booking" fallback={failed}>
          <PanelBody bookingId={props.bookingId} />
        </ErrorBoundary>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button variant="ghost" onClick={props.onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
