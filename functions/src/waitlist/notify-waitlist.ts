// Tells the clients waiting for a day that a cancelled booking freed time in their window: in the
// order they joined, each with a link to the booking wizard prefilled with the freed time (or, when
// the studio takes online bookings, to /book with her services, the member, the day and the start
// chosen, issue 32). The message goes through the one client-message writer
// (notifications/queue-client-message.ts), which picks e-mail or SMS, sends only to confirmed
// addresses and holds each client to the daily message limit. Each message's id names the entry and the booking, so a retried event never
// tells anyone twice.
// The day's entries are read in pages of `waitlistPageSize` (by document id: an equality with the
// id order needs no composite index), keeping only those whose window fits; a client has one
// entry per day, so a day's list is at most one per client. The fitting ones are told a few at a
// time, so a long list stays within the function's timeout.
// Cost: the waitlist entries of the freed days, the settings, and per entry told her account,
// profile, quota and settings (the writer's reads) and three writes.

import { TZDate } from '@date-fns/tz/date';
import {
  type BookingMode,
  collections,
  type FreedVisitService,
  type Interval,
  serviceSchema,
  type TimeZone,
  type WaitlistEntry,
  waitlistEntrySchema,
  waitlistInJoinOrder,
  waitlistOfferPath,
  waitlistOfferServiceIds,
  waitlistOfferStart,
  waitlistWindowFits,
} from '@studio/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { ClientAccountLookup } from '../notifications/client-accounts.ts';
import { queueClientMessage } from '../notifications/queue-client-message.ts';
import { decodeDocument } from '../shared/decode.ts';

type Entry = WaitlistEntry & { id: string };

/** The studio's calendar days an interval touches (a booking past midnight frees two days). */
function studioDays(interval: Interval, timeZone: TimeZone): string[] {
  const day = (date: Date) => {
    const local = new TZDate(date.getTime(), timeZone);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  };
  return [...new Set([day(interval.start), day(new Date(interval.end.getTime() - 1))])];
}

/** How many entries one read fetches, and how many clients are told at once. */
export const waitlistPageSize = 100;
const toldAtOnce = 10;

/** The day's entries whose window fits the freed time, read page by page. */
async function fittingOn(db: Firestore, day: string, freed: FreedTime): Promise<Entry[]> {
  const fitting: Entry[] = [];
  let after: string | null = null;
  for (;;) {
    let page = db
      .collection(collections.waitlistEntries)
      .where('date', '==', day)
      .orderBy(FieldPath.documentId())
      .limit(waitlistPageSize);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) {
      // One odd entry is skipped and named, never the others.
      const entry = decodeDocument(waitlistEntrySchema, doc.data(), `Waitlist entry ${doc.id}`);
      if (entry && waitlistWindowFits(entry, freed.interval, freed.timeZone))
        fitting.push({ ...entry, id: doc.id });
    }
    if (snapshot.size < waitlistPageSize) return fitting;
    after = snapshot.docs[snapshot.docs.length - 1]?.id ?? null;
  }
}

export interface FreedTime {
  bookingId: string;
  interval: Interval;
  timeZone: TimeZone;
  siteUrl: string;
  /** The studio's booking_mode: online booking sends the offer to /book (absent: request). */
  bookingMode?: BookingMode;
  /** Her account's confirmed contacts (Firebase Auth unless a test says). */
  accounts?: ClientAccountLookup;
  /**
   * The freed visit's services (readFreedServices) and its member: /book's offer preselects those
   * of her category and the member (issue 32), so claiming the time takes one Confirm.
   */
  services?: readonly FreedVisitService[];
  staffId?: string | null;
}

/** The freed visit's services as the catalogue files them; one no longer in it is left out. */
export async function readFreedServices(
  db: Firestore,
  serviceIds: readonly string[],
): Promise<FreedVisitService[]> {
  if (serviceIds.length === 0) return [];
  const docs = await db.getAll(...serviceIds.map((id) => db.collection(collections.services).doc(id)));
  return docs.flatMap((doc) => {
    const service = doc.exists ? decodeDocument(serviceSchema, doc.data(), `Service ${doc.id}`) : null;
    return service
      ? [
          {
            id: doc.id,
            name: service.name,
            parent_category: service.parent_category,
            subcategory: service.subcategory,
          },
        ]
      : [];
  });
}

/** Tells every fitting entry, in join order; answers the entry ids told. */
export async function notifyWaitlist(db: Firestore, freed: FreedTime, now = new Date()): Promise<string[]> {
  if (freed.interval.end.getTime() <= now.getTime()) return [];
  const days = studioDays(freed.interval, freed.timeZone);
  const fitting = waitlistInJoinOrder(
    (await Promise.all(days.map((day) => fittingOn(db, day, freed)))).flat(),
  );
  const told: string[] = [];
  for (let first = 0; first < fitting.length; first += toldAtOnce) {
    const group = fitting.slice(first, first + toldAtOnce);
    const answers = await Promise.all(group.map((entry, i) => tell(db, entry, freed, now, first + i)));
    told.push(...group.filter((_, i) => answers[i]).map((entry) => entry.id));
  }
  return told;
}

/** One client told; false when the writer skipped her (no confirmed contact, today's limit). */
async function tell(
  db: Firestore,
  entry: Entry,
  freed: FreedTime,
  now: Date,
  place: number,
): Promise<boolean> {
  // She cannot start in the past: an offer starts now at the earliest.
  const start = new Date(
    Math.max(waitlistOfferStart(entry, freed.interval, freed.timeZone).getTime(), now.getTime()),
  );
  const offer = {
    serviceIds: waitlistOfferServiceIds(entry.category, freed.services ?? []),
    staffId: freed.staffId ?? null,
  };
  const path = waitlistOfferPath(
    entry.category,
    start,
    freed.timeZone,
    freed.bookingMode ?? 'request',
    offer,
  );
  const link = `${freed.siteUrl}${path}`;
  // Each message is stamped one millisecond after the one before, so the outbox shows the join order.
  const queued = await queueClientMessage(
    db,
    entry.client_id,
    { kind: 'waitlist_slot_freed', startsAt: start, link },
    {
      id: `waitlist-${entry.id}-${freed.bookingId}`,
      bookingId: freed.bookingId,
      now: new Date(now.getTime() + place),
      ...(freed.accounts ? { accounts: freed.accounts } : {}),
    },
  );
  if (queued.status === 'skipped') return false;
  await db
    .collection(collections.waitlistEntries)
    .doc(entry.id)
    .update({ notified_at: FieldValue.serverTimestamp(), offered_start: start })
    .catch((error: unknown) => logger.warn(`Waitlist entry ${entry.id} left before it was marked`, error));
  return true;
}
