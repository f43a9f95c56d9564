// Tells the clients waiting for a day that a cancelled booking freed time in their window: in the
// order they joined, each with a link to the booking wizard prefilled with the freed time. The
// message goes through the one client-message writer (notifications/queue-client-message.ts),
// which picks e-mail or SMS by notification_driver. Each message's id names the entry and the
// booking, so a retried event never tells anyone twice.
// Cost: the waitlist entries of the freed days (an equality query per day), the settings, and
// per entry told her profile and settings (the writer's reads) and two writes.

import { TZDate } from '@date-fns/tz/date';
import {
  collections,
  type Interval,
  type TimeZone,
  type WaitlistEntry,
  waitlistEntrySchema,
  waitlistInJoinOrder,
  waitlistInterestPath,
  waitlistOfferStart,
  waitlistWindowFits,
} from '@studio/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
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

async function waitingOn(db: Firestore, days: string[]): Promise<Entry[]> {
  const snapshots = await Promise.all(
    days.map((day) => db.collection(collections.waitlistEntries).where('date', '==', day).get()),
  );
  const entries: Entry[] = [];
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    // One odd entry is skipped and named, never the others.
    const entry = decodeDocument(waitlistEntrySchema, doc.data(), `Waitlist entry ${doc.id}`);
    if (entry) entries.push({ ...entry, id: doc.id });
  }
  return entries;
}

export interface FreedTime {
  bookingId: string;
  interval: Interval;
  timeZone: TimeZone;
  siteUrl: string;
}

/** Tells every fitting entry, one after another in join order; answers the entry ids told. */
export async function notifyWaitlist(db: Firestore, freed: FreedTime, now = new Date()): Promise<string[]> {
  if (freed.interval.end.getTime() <= now.getTime()) return [];
  const entries = await waitingOn(db, studioDays(freed.interval, freed.timeZone));
  const fitting = waitlistInJoinOrder(entries).filter((e) =>
    waitlistWindowFits(e, freed.interval, freed.timeZone),
  );
  const told: string[] = [];
  // Each message is stamped strictly after the one before, so the outbox shows the join order.
  let stamp = now.getTime();
  for (const entry of fitting) {
    stamp = Math.max(stamp + 1, Date.now());
    // She cannot start in the past: an offer starts now at the earliest.
    const start = new Date(
      Math.max(waitlistOfferStart(entry, freed.interval, freed.timeZone).getTime(), now.getTime()),
    );
    const link = `${freed.siteUrl}${waitlistInterestPath(entry.category, start, freed.timeZone)}`;
    const queued = await queueClientMessage(
      db,
      entry.client_id,
      { kind: 'waitlist_slot_freed', startsAt: start, link },
      { id: `waitlist-${entry.id}-${freed.bookingId}`, bookingId: freed.bookingId, now: new Date(stamp) },
    );
    if (queued.status === 'skipped') continue;
    await db
      .collection(collections.waitlistEntries)
      .doc(entry.id)
      .update({ notified_at: FieldValue.serverTimestamp() })
      .catch((error: unknown) => logger.warn(`Waitlist entry ${entry.id} left before it was marked`, error));
    told.push(entry.id);
  }
  return told;
}
