// Keeps report_days/{yyyy-MM-dd} (issue 33, item 5): each day is re-derived whole from the
// bookings and orders it holds when this runs (domain reportDayOf), inside a transaction, so a
// replayed, late or out-of-order event writes what the day holds now and never adds twice. A day
// left with nothing is deleted: the reports read a missing day as an empty one.
// Cost per day: its bookings and orders (two queries), one write.
import {
  bookingSchema,
  collections,
  endOfStudioDay,
  isEmptyReportDay,
  orderSchema,
  type ReportDay,
  reportDateOf,
  reportDayOf,
  startOfStudioDay,
  type TimeZone,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { readSetting } from '../shared/settings.ts';
import { keptFields } from '../shared/triggers.ts';
import { readReportSource } from './report-reads.ts';

/** Days re-derived at once by a rebuild: each is a transaction of its own. */
const daysAtOnce = 8;

/** Re-derives one studio day; answers the document written, or null when the day was emptied. */
export async function rederiveReportDay(
  db: Firestore,
  date: string,
  timeZone: TimeZone,
): Promise<ReportDay | null> {
  const ref = db.collection(collections.reportDays).doc(date);
  return db.runTransaction(async (tx) => {
    const start = startOfStudioDay(date, timeZone);
    const end = endOfStudioDay(date, timeZone);
    const source = await readReportSource(db, start, end, (query) => tx.get(query));
    const day = reportDayOf(
      date,
      { ...source, unreadableBookings: source.unreadableStarts.length },
      timeZone,
    );
    if (isEmptyReportDay(day)) {
      tx.delete(ref);
      return null;
    }
    tx.set(ref, day satisfies ReportDay);
    return day;
  });
}

/** Re-derives these days in the studio's zone, a few at a time; answers how many hold something. */
export async function rederiveReportDays(db: Firestore, dates: readonly string[]): Promise<number> {
  const timeZone = await readSetting(db, 'scheduling_timezone');
  let kept = 0;
  for (let i = 0; i < dates.length; i += daysAtOnce) {
    const written = await Promise.all(
      dates.slice(i, i + daysAtOnce).map((date) => rederiveReportDay(db, date, timeZone)),
    );
    kept += written.filter((day) => day !== null).length;
  }
  return kept;
}

/** A stored Timestamp as a Date; null for anything else (such a document has no day). */
function instantOf(value: unknown): Date | null {
  const at = value as { toDate?: () => Date } | null | undefined;
  return typeof at?.toDate === 'function' ? at.toDate() : null;
}

/** What a report trigger watches on its collection's documents. */
export interface WatchedDocument {
  /** The instant that puts the document on a studio day (scheduled_at, created_at). */
  dayField: string;
  /** The fields the day rollup reads: a write that keeps them all changes no day. */
  fields: readonly string[];
  /** The document's schema: one that starts or stops decoding moves in or out of "unknown". */
  schema: z.ZodType;
}

/** Bookings: a booking's day is the studio date of its start. */
export const watchedBookings: WatchedDocument = {
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

/** Shop orders: an order's day is the studio date it was placed. */
export const watchedOrders: WatchedDocument = {
  dayField: 'created_at',
  fields: ['status', 'total_cents', 'created_at'],
  schema: orderSchema,
};

/**
 * A report trigger's work on one write: the studio days of the document before and after it (one
 * day, or two when it moved) re-derived, unless the write kept everything a report reads. A
 * document without a readable instant is on no day (a report's range query would not find it).
 */
export async function rederiveDaysOfWrite(
  db: Firestore,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  watched: WatchedDocument,
): Promise<void> {
  const decodes = (data: Record<string, unknown> | undefined) => watched.schema.safeParse(data).success;
  if (keptFields(before, after, watched.fields) && decodes(before) === decodes(after)) return;
  const instants = [instantOf(before?.[watched.dayField]), instantOf(after?.[watched.dayField])].filter(
    (at) => at !== null,
  );
  if (instants.length === 0) return;
  const timeZone = await readSetting(db, 'scheduling_timezone');
  const dates = new Set(instants.map((at) => reportDateOf(at, timeZone)));
  for (const date of dates) await rederiveReportDay(db, date, timeZone);
}
