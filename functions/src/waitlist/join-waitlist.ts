// joinWaitlist: a client waits for a time on a full day (issue 15 item 5), through this callable
// only (issue 30 item 1: the rules refuse a browser's create), so that how many days she waits for
// is counted where it cannot be raced: at most waitlist_max_entries_per_client days, one entry per
// day (the day is in the entry's id), on a bookable day, inside its opening hours (domain
// waitlistJoinProblem). Her joins run one after another: each transaction writes her quota
// document on the version it read (shared/client-quota.ts), so two joins racing for her last
// place cannot both commit.
// Cost: the settings and the weekly hours, then in the transaction her quota document, her
// entries (at most the cap) and the day's entry; two writes.
import {
  type AvailabilityBlock,
  availabilityBlockSchema,
  clientQuotaSchema,
  collections,
  interestDateRange,
  openingWindowsOn,
  type WaitlistChoice,
  waitlistChoiceSchema,
  waitlistEntryId,
  waitlistEntrySchema,
  waitlistJoinProblem,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { withQuotaRetries, writeQuota } from '../shared/client-quota.ts';
import { decodeDocument, decodeRequest } from '../shared/decode.ts';
import { roleOf } from '../shared/roles.ts';
import { readSettings } from '../shared/settings.ts';

/** The day's opening windows; a studio that has set no weekly hours is open all day (as the wizard reads it). */
function studioWindowsOn(date: string, weekly: AvailabilityBlock[]) {
  if (!weekly.some((block) => block.is_active)) return [{ start_time: '00:00', end_time: '24:00' }];
  return openingWindowsOn(date, weekly);
}

export async function joinWaitlistFor(
  firestore: Firestore,
  clientId: string,
  choice: WaitlistChoice,
  now: Date,
): Promise<{ entryId: string }> {
  const [settings, blocks] = await Promise.all([
    readSettings(firestore),
    firestore.collection(collections.availabilityBlocks).get(),
  ]);
  const weekly = blocks.docs.flatMap((doc) => {
    const block = decodeDocument(availabilityBlockSchema, doc.data(), `Availability block ${doc.id}`);
    return block ? [block] : [];
  });
  const entries = firestore.collection(collections.waitlistEntries);
  const entryRef = entries.doc(waitlistEntryId(clientId, choice.date));
  const quotaRef = firestore.collection(collections.clientQuotas).doc(clientId);
  const cap = settings.waitlist_max_entries_per_client;
  return withQuotaRetries(() =>
    firestore.runTransaction(async (tx) => {
      // Her quota document first, alone: the first read starts the transaction.
      const quota = await tx.get(quotaRef);
      // One more than the cap is enough to know she is at it; the day's own entry is read by id.
      const [mine, day] = await Promise.all([
        tx.get(entries.where('client_id', '==', clientId).limit(cap + 1)),
        tx.get(entryRef),
      ]);
      const waitingDays = mine.docs.map((doc) => String(doc.get('date')));
      if (day.exists) waitingDays.push(choice.date);
      const problem = waitlistJoinProblem({
        choice,
        waitingDays: [...new Set(waitingDays)],
        maxEntries: cap,
        bookable: interestDateRange(
          settings.scheduling_timezone,
          settings.booking_settings.maxAdvanceBookingDays,
          now,
        ),
        openWindows: studioWindowsOn(choice.date, weekly),
      });
      if (problem) throw new HttpsError('failed-precondition', problem);
      const entry = waitlistEntrySchema.parse({
        client_id: clientId,
        date: choice.date,
        category: choice.category,
        earliest_time: choice.earliestTime,
        latest_time: choice.latestTime,
        created_at: now,
        notified_at: null,
      });
      tx.create(entryRef, entry);
      // A count, not only the time: a write that changes nothing keeps the document's version, and
      // a racing join would not see that it lost.
      const joins = clientQuotaSchema.safeParse(quota.data() ?? {}).data?.waitlist_joins ?? 0;
      writeQuota(tx, quota, { waitlist_joined_at: now, waitlist_joins: joins + 1 });
      return { entryId: entryRef.id };
    }),
  );
}

export const joinWaitlist = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to join a waitlist.');
  if (roleOf(request.auth) !== 'client')
    throw new HttpsError('permission-denied', 'Only clients join a waitlist.');
  const choice = decodeRequest(waitlistChoiceSchema, request.data);
  return joinWaitlistFor(db, request.auth.uid, choice, new Date());
});
