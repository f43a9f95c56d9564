// How the self-booking callables refuse a time (issue 32): failed-precondition with the reason in
// plain words and the day's fresh free starts, so /book offers them at once instead of a dead end.
import type { FreeTimeRefusal } from '@studio/domain';
import { HttpsError } from 'firebase-functions/v2/https';

export function refuseTime(message: string, starts: string[]): never {
  const details: FreeTimeRefusal = { reason: 'just_taken', starts };
  throw new HttpsError('failed-precondition', message, details);
}
