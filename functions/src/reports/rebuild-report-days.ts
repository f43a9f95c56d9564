// rebuildReportDays (issue 33, item 5): the owner re-derives the report days of a range of studio
// dates from the bookings and orders as stored: after the studio's time zone changes, after a
// restore, or once for the history written before the rollups existed. At most maxRebuildDays
// per call; a bad range is refused in plain words (invalid-argument).
import { datesOf, rebuildReportDaysRequestSchema } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { type CallerAuth, requireOwner } from '../shared/roles.ts';
import { rederiveReportDays } from './report-days.ts';

export interface RebuildReportDaysResult {
  /** Dates re-derived. */
  days: number;
  /** Of them, those that hold a booking or an order (the others have no document). */
  withActivity: number;
}

/** Exported for the Firestore tests. */
export async function rebuildReportDaysFor(
  firestore: Firestore,
  caller: CallerAuth | undefined,
  data: unknown,
): Promise<RebuildReportDaysResult> {
  requireOwner(caller);
  const request = decodeRequest(rebuildReportDaysRequestSchema, data);
  const dates = datesOf(request);
  const withActivity = await rederiveReportDays(firestore, dates);
  return { days: dates.length, withActivity };
}

export const rebuildReportDays = onCall((request) => rebuildReportDaysFor(db, request.auth, request.data));
