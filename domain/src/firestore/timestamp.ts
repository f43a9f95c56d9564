import { z } from 'zod';

/**
 * What both firebase/firestore and firebase-admin Timestamps have in common. The domain never
 * imports either SDK; it only needs to turn a stored Timestamp into a Date.
 */
export interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  );
}

/**
 * A point in time as stored (a Timestamp) or as the app holds it (a Date); always a valid Date
 * after parsing. Demo data and forms hand in Dates, snapshots hand in Timestamps.
 */
export const firestoreDateSchema = z
  .union([z.date(), z.custom<TimestampLike>(isTimestampLike, { message: 'Expected a Timestamp or Date' })])
  .transform((value) => (value instanceof Date ? value : value.toDate()))
  .pipe(z.date({ message: 'Invalid date' }));
