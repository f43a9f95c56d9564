import { Dialog } from '../../../components/dialog.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { BookingForm, type BookingFormPrefill } from './booking-form.tsx';

const failed = <p role="alert">The booking form could not be loaded. You may not have permission to book.</p>;

/**
 * The booking form in a dialog, the same from the Bookings screen, the calendar, an interest's
 * Convert and a client's Book Appointment. `prefill` null means closed.
 */
export function BookingFormDialog(props: {
  prefill: BookingFormPrefill | null;
  title?: string;
  onClose: () => void;
  onCreated?: (bookingId: string) => void;
}) {
  return (
    <Dialog open={props.prefill !== null} onClose={props.onClose} title={props.title ?? 'New Booking'}>
      {props.prefill && (
        <ErrorBoundary name="Booking form" fallback={failed}>
          <BookingForm
            prefill={props.prefill}
            onCancel={props.onClose}
            onDone={(id) => {
              props.onClose();
              props.onCreated?.(id);
            }}
          />
        </ErrorBoundary>
      )}
    </Dialog>
  );
}
