// changeLoyaltyRule: the owner changes the loyalty rate or the tier thresholds, saying whether it
// applies to past bookings or only from now on. The choice and the earlier value it keeps are
// written with the setting in one transaction (browsers may not write these two settings); the
// settings trigger then re-derives every client's loyalty from them.
import {
  type ChangeLoyaltyRuleInput,
  changeLoyaltyRuleRequestSchema,
  collections,
  settingsRegistry,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireOwner } from '../shared/roles.ts';
import { docsAfterChange } from './loyalty-rules.ts';

export async function changeLoyaltyRuleFor(
  firestore: Firestore,
  ownerUid: string,
  input: ChangeLoyaltyRuleInput,
  now: Date,
): Promise<{ key: string; scope: string }> {
  const ref = firestore.collection(collections.settingsPublic).doc(input.key);
  await firestore.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const [after] = docsAfterChange([{ key: input.key, data: stored }], input, input.scope, now);
    tx.set(ref, {
      key: input.key,
      value: input.value,
      category: settingsRegistry[input.key].tab,
      updated_by: ownerUid,
      updated_at: now,
      scope: input.scope,
      earlier: after?.data?.earlier ?? [],
    });
  });
  return { key: input.key, scope: input.scope };
}

export const changeLoyaltyRule = onCall(async (request) => {
  const owner = requireOwner(request.auth);
  const input = decodeRequest(changeLoyaltyRuleRequestSchema, request.data);
  return changeLoyaltyRuleFor(db, owner.uid, input, new Date());
});
