// previewLoyaltyChange: before the owner changes the loyalty rate or the tier thresholds, how
// many clients would change tier if it applied to past bookings, and how many only from now on.
// A dry run: it writes nothing.
import { loyaltyRuleValueSchema } from '@studio/domain';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireOwner } from '../shared/roles.ts';
import { previewLoyaltyChangeFor } from './loyalty-rules.ts';

export const previewLoyaltyChange = onCall(async (request) => {
  requireOwner(request.auth);
  const change = decodeRequest(loyaltyRuleValueSchema, request.data);
  return previewLoyaltyChangeFor(db, change, new Date());
});
