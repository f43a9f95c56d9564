// The calendar feeds' secret tokens: 32 random bytes, stored only as their SHA-256, so the
// database never holds a working feed address. A token is looked up by its hash.
import { createHash, randomBytes } from 'node:crypto';
import { type CalendarFeed, calendarFeedSchema, collections } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';

export const newFeedToken = () => randomBytes(32).toString('base64url');

export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedsOf = (db: Firestore) => db.collection(collections.calendarFeeds);

/** The staff member whose feed this token opens, null for an unknown or revoked token. */
export async function feedOwnerOf(db: Firestore, token: string): Promise<string | null> {
  const found = await feedsOf(db).where('token_hash', '==', feedTokenHash(token)).limit(1).get();
  const doc = found.docs[0];
  if (!doc) return null;
  const parsed = calendarFeedSchema.safeParse(doc.data());
  return parsed.success ? doc.id : null;
}

export function feedRecord(token: string, now: Date): CalendarFeed {
  return { token_hash: feedTokenHash(token), created_at: now };
}
