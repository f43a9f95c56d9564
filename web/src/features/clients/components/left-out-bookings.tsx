import { InvalidDocumentsNotice } from '../../../components/invalid-documents-notice.tsx';
import type { LeftOutDocument } from '../../../hooks/use-checked-collection.ts';

/**
 * A client's bookings that could not be shown, named as the staff Bookings list names them, so
 * one odd booking never hides her statistics or her other bookings (issue 30).
 */
export function LeftOutBookings({ documents }: { documents: readonly LeftOutDocument[] }) {
  return (
    <InvalidDocumentsNotice collection="bookings" noun={['booking', 'bookings']} documents={documents} />
  );
}
