// releaseHold: she went back to choose another time or left /book (issue 32); her hold goes at
// once instead of blocking the time until it lapses.
import { collections, type ReleaseHoldRequest, releaseHoldRequestSchema } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';

export async function releaseHoldFor(
  firestore: Firestore,
  input: ReleaseHoldRequest,
): Promise<{ released: number }> {
  const mine = await firestore
    .collection(collections.bookingHolds)
    .where('holder', '==', input.visitorToken)
    .get();
  await Promise.all(mine.docs.map((doc) => doc.ref.delete()));
  return { released: mine.size };
}

export const releaseHold = onCall(async (request) => {
  const input = decodeRequest(releaseHoldRequestSchema, request.data);
  return releaseHoldFor(db, input);
});
