import type { ManageCalendarFeedRequest } from '@studio/domain';
import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { callFunction, functionUrl } from '../../../lib/firebase/index.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** calendar_feeds/{uid}: whether her feed is on, and since when (the token itself is never stored). */
export function myCalendarFeedRef(db: Firestore, uid: string) {
  return doc(collectionRef(db, 'calendarFeeds'), uid);
}

/** Her feed, live: data undefined while she has none. */
export function useMyCalendarFeed(uid: string) {
  const db = useFirestore();
  return useFirestoreDocData(myCalendarFeedRef(db, uid));
}

type Answer = { token: string; path: string } | { revoked: true };

async function manageCalendarFeed(input: ManageCalendarFeedRequest): Promise<Answer> {
  return callFunction<ManageCalendarFeedRequest, Answer>('manageCalendarFeed', input);
}

/** Makes a new feed address (the old one stops working) and answers it: shown once, never stored. */
export async function makeCalendarFeed(): Promise<string> {
  const answer = await manageCalendarFeed({ action: 'create' });
  if (!('path' in answer)) throw new Error('The server did not answer a feed address.');
  return functionUrl(answer.path);
}

export async function revokeCalendarFeed(): Promise<void> {
  await manageCalendarFeed({ action: 'revoke' });
}
