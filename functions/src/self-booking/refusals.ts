// How the self-booking callables refuse a time (issue 32): failed-precondition with the reason in
// plain words, the domain's reason (just_taken when another booking or hold took it; outside
// hours, inside the lead time, … otherwise) and the day's fresh free starts, so /book offers them
// at once instead of a dead end.
import type { FreeTimeRefusal, FreeTimeRefusalReason } from '@studio/domain';
import { HttpsError } from 'firebase-functions/v2/https';

export function refuseTime(
  refusal: { reason: FreeTimeRefusalReason; message: string },
  starts: string[],
): never {
  const details: FreeTimeRefusal = { reason: refusal.reason, starts };
  throw new HttpsError('failed-precondition', refusal.message, details);
}
