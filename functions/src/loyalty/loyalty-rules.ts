// The loyalty settings documents as the loyalty derivation reads them, and what a change of one
// would make of them: shared by the preview (a dry run) and the change itself, so the count the
// owner is shown is the one the loyalty function then produces.
import {
  collections,
  earlierAfterChange,
  type LoyaltyChangePreview,
  type LoyaltyChangeScope,
  type LoyaltyHistory,
  type LoyaltyRuleKey,
  type LoyaltyRuleValue,
  loyaltyChangeScopes,
  loyaltyHistoryFrom,
  loyaltyRuleKeys,
  resolveSettings,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { loyaltyWrite } from './derive.ts';

export interface LoyaltyRuleDoc {
  key: LoyaltyRuleKey;
  data: Record<string, unknown> | undefined;
}

export interface LoyaltyRules {
  entries: { key: string; value: unknown }[];
  history: LoyaltyHistory;
}

/** Settings entries and history from the two documents (an absent one means its default). */
export function loyaltyRulesFrom(docs: readonly LoyaltyRuleDoc[]): LoyaltyRules {
  const entries = docs.flatMap((doc) => (doc.data ? [{ key: doc.key, value: doc.data.value }] : []));
  return { entries, history: loyaltyHistoryFrom(docs) };
}

/** The documents after `change` with `scope`: the new value, and the earlier values it keeps. */
export function docsAfterChange(
  docs: readonly LoyaltyRuleDoc[],
  change: LoyaltyRuleValue,
  scope: LoyaltyChangeScope,
  now: Date,
): LoyaltyRuleDoc[] {
  const current = resolveSettings(loyaltyRulesFrom(docs).entries)[change.key];
  return docs.map((doc) =>
    doc.key === change.key
      ? {
          key: doc.key,
          data: { value: change.value, earlier: earlierAfterChange(doc.data, current, scope, now) },
        }
      : doc,
  );
}

export async function readLoyaltyRuleDocs(db: Firestore): Promise<LoyaltyRuleDoc[]> {
  const snapshots = await Promise.all(
    loyaltyRuleKeys.map((key) => db.collection(collections.settingsPublic).doc(key).get()),
  );
  return loyaltyRuleKeys.map((key, index) => ({ key, data: snapshots[index]?.data() }));
}

type BookingsByClient = Map<string, { id: string; data: unknown }[]>;

/** Every client with loyalty (a loyalty_points document) and her bookings. Cost: O(all bookings). */
async function bookingsByClient(db: Firestore): Promise<BookingsByClient> {
  const [clients, bookings] = await Promise.all([
    db.collection(collections.loyaltyPoints).select().get(),
    db.collection(collections.bookings).get(),
  ]);
  const byClient: BookingsByClient = new Map(clients.docs.map((doc) => [doc.id, []]));
  for (const booking of bookings.docs)
    byClient.get(String(booking.get('client_id')))?.push({ id: booking.id, data: booking.data() });
  return byClient;
}

/** How many clients' tier each choice would change, derived exactly as the loyalty function will. */
export async function previewLoyaltyChangeFor(
  db: Firestore,
  change: LoyaltyRuleValue,
  now: Date,
): Promise<LoyaltyChangePreview> {
  const [docs, byClient] = await Promise.all([readLoyaltyRuleDocs(db), bookingsByClient(db)]);
  const tierWith = (rules: LoyaltyRules, id: string, bookings: { id: string; data: unknown }[]) =>
    loyaltyWrite(id, bookings, rules.entries, rules.history).loyalty.tier;
  const current = loyaltyRulesFrom(docs);
  const tierChanges = { past_bookings: 0, from_now_on: 0 };
  for (const scope of loyaltyChangeScopes) {
    const after = loyaltyRulesFrom(docsAfterChange(docs, change, scope, now));
    for (const [id, bookings] of byClient)
      if (tierWith(after, id, bookings) !== tierWith(current, id, bookings)) tierChanges[scope] += 1;
  }
  return { clients: byClient.size, tierChanges };
}
