// A booking made, moved, cancelled, completed, repriced, reassigned or deleted re-derives its
// report day (both days when it moved): report_days stays what the bookings say (report-days.ts).
// A write that changes nothing a report reads (notes, copied names, live-day stamps) stops there.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { rederiveDaysOfWrite, watchedBookings } from './report-days.ts';

export const onBookingWrittenReportDays = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  (event) => rederiveDaysOfWrite(db, event.data?.before.data(), event.data?.after.data(), watchedBookings),
);
