import { describeConflicts, type TimeZone } from '@studio/domain';
import { bookingRefusalOf } from '../api/booking-callables.ts';

/**
 * The words of a callable's conflict refusal, naming the clashing booking (domain
 * describeConflicts) on the studio's clock; null when the error is not a conflict.
 */
export function conflictMessageOf(error: unknown, timeZone: TimeZone): string | null {
  const refusal = bookingRefusalOf(error);
  if (refusal?.reason !== 'conflict') return null;
  return describeConflicts(refusal.conflicts, timeZone);
}
