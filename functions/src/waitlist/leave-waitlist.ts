// leaveWaitlist (issue 31): a client leaves a day's waitlist (Leave on her dashboard), or the
// owner removes an entry. joinWaitlist writes entries and the rules refuse every browser write of
// them; who may remove one is domain waitlistLeaveProblem. Cost: one read, one delete.
import {
  collections,
  type LeaveWaitlistInput,
  leaveWaitlistRequestSchema,
  waitlistLeaveProblem,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { roleOf } from '../shared/roles.ts';

export async function leaveWaitlistFor(
  firestore: Firestore,
  caller: { uid: string; isOwner: boolean },
  input: LeaveWaitlistInput,
): Promise<{ entryId: string }> {
  const ref = firestore.collection(collections.waitlistEntries).doc(input.entryId);
  return firestore.runTransaction(async (tx) => {
    const entry = await tx.get(ref);
    if (!entry.exists) throw new HttpsError('not-found', 'That waitlist entry no longer exists.');
    const problem = waitlistLeaveProblem({
      callerUid: caller.uid,
      callerIsOwner: caller.isOwner,
      entryClientId: String(entry.get('client_id')),
    });
    if (problem) throw new HttpsError('permission-denied', problem);
    tx.delete(ref);
    return { entryId: ref.id };
  });
}

export const leaveWaitlist = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to leave a waitlist.');
  const input = decodeRequest(leaveWaitlistRequestSchema, request.data);
  return leaveWaitlistFor(db, { uid: request.auth.uid, isOwner: roleOf(request.auth) === 'owner' }, input);
});
