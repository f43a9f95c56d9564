// A booking made, moved, cancelled, completed, repriced, reassigned or deleted re-derives its
// report day (both days when it moved): report_days stays what the bookings say (report-days.ts).
// A write that changes nothing a report reads (notes, copied names, live-day stamps) stops here.
import { bookingSchema, collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { keptFields, retriedTrigger } from '../shared/triggers.ts';
import { rederiveDaysOfWrite } from './report-days.ts';

/** What the day rollup reads from a booking (domain ReportBooking). */
const reportFields = [
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
] as const;

// A document that starts or stops decoding counts under "unknown" or stops counting there, even
// when the fields above stay the same.
const decodes = (data: Record<string, unknown> | undefined) => bookingSchema.safeParse(data).success;

export const onBookingWrittenReportDays = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (keptFields(before, after, reportFields) && decodes(before) === decodes(after)) return;
    await rederiveDaysOfWrite(db, before, after, 'scheduled_at');
  },
);
