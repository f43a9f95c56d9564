// A booking made, moved, cancelled, completed, repriced, reassigned or deleted re-derives its
// report day (both days when it moved): report_days stays what the bookings say (report-days.ts).
// A write that changes nothing a report reads (notes, copied names, live-day stamps) stops there.
import { bookingSchema, collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { rederiveDaysOfWrite, type WatchedDocument } from './report-days.ts';

const booking: WatchedDocument = {
  dayField: 'scheduled_at',
  // What the day rollup reads from a booking (domain ReportBooking).
  fields: [
    'client_id',
    'staff_id',
    'service_id',
    'service_name',
    'scheduled_at',
    'end_at',
    'duration_minutes',
    'total_price',
    'deposit_amount',
    'status',
    'status_changed_by',
    'status_changed_at',
  ],
  schema: bookingSchema,
};

export const onBookingWrittenReportDays = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  (event) => rederiveDaysOfWrite(db, event.data?.before.data(), event.data?.after.data(), booking),
);
