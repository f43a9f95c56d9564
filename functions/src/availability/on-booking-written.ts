// A booking made, moved, cancelled, reopened or deleted republishes the wizard's booked times
// (public_availability/booked_times). A change of anything else (notes, names) changes nothing.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { keptFields, retriedTrigger } from '../shared/triggers.ts';
import { publishBookedTimes } from './publish-booked-times.ts';

// staff_id too: the times published are those when every member is booked (several chairs).
const timeKeys = ['scheduled_at', 'end_at', 'duration_minutes', 'status', 'staff_id'] as const;

export const onBookingWrittenBookedTimes = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  async (event) => {
    if (keptFields(event.data?.before.data(), event.data?.after.data(), timeKeys)) return;
    await publishBookedTimes(db);
  },
);
