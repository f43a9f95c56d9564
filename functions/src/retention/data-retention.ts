// Data retention: finds the records older than data_retention_months and deletes or anonymises
// them (domain/src/retention/retention.ts says which and why). One finder for both the owner's
// dry run (counts only) and the nightly run, so what she is shown is what happens.
import {
  bookingPersonalFields,
  collections,
  holdsPersonalText,
  messageCollections,
  type RetentionCounts,
  retentionCutoff,
} from '@studio/domain';
import { type DocumentReference, FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { readSettings } from '../shared/settings.ts';

const pageSize = 500;

/** Every document of `query` (ordered by `field`), read in pages so a big backlog stays bounded. */
async function olderThan(
  db: Firestore,
  collection: string,
  field: string,
  cutoff: Date,
  keep: (data: Record<string, unknown>) => boolean = () => true,
): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [];
  let query: Query = db
    .collection(collection)
    .where(field, '<', cutoff)
    .orderBy(field)
    .orderBy(FieldPath.documentId())
    .limit(pageSize);
  for (;;) {
    const page = await query.get();
    for (const doc of page.docs) if (keep(doc.data())) refs.push(doc.ref);
    const last = page.docs.at(-1);
    if (page.size < pageSize || !last) return refs;
    query = query.startAfter(last.get(field), last.id);
  }
}

export interface RetentionPlan {
  counts: RetentionCounts;
  bookings: DocumentReference[];
  deletions: DocumentReference[];
}

export async function planRetention(db: Firestore, now: Date): Promise<RetentionPlan> {
  const months = (await readSettings(db)).data_retention_months;
  const cutoff = retentionCutoff(now, months);
  const [bookings, interests, ...messages] = await Promise.all([
    olderThan(db, collections.bookings, 'scheduled_at', cutoff, holdsPersonalText),
    olderThan(db, collections.bookingInterests, 'created_at', cutoff),
    ...messageCollections.map((c) => olderThan(db, c, 'created_at', cutoff)),
  ]);
  const sent = messages.flat();
  return {
    counts: {
      cutoff: cutoff.toISOString(),
      months,
      bookingsAnonymised: bookings.length,
      interestsDeleted: interests.length,
      messagesDeleted: sent.length,
    },
    bookings,
    deletions: [...interests, ...sent],
  };
}

/** Carries a plan out with a bulk writer (retried per document); answers its counts. */
export async function applyRetention(db: Firestore, plan: RetentionPlan): Promise<RetentionCounts> {
  const writer = db.bulkWriter();
  const cleared = Object.fromEntries(bookingPersonalFields.map((field) => [field, null]));
  for (const ref of plan.bookings) void writer.update(ref, cleared);
  for (const ref of plan.deletions) void writer.delete(ref);
  await writer.close();
  return plan.counts;
}
