import type { ChangeLoyaltyRuleRequest, LoyaltyChangePreview, LoyaltyRuleValue } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/** Calls one of the loyalty functions (functions/src/loyalty/): only the owner may. */
async function call<In, Out>(name: string, input: In): Promise<Out> {
  return callFunction<In, Out>(name, input);
}

/** A dry run: how many clients' tier each choice would change. */
export function previewLoyaltyChange(change: LoyaltyRuleValue): Promise<LoyaltyChangePreview> {
  return call('previewLoyaltyChange', change);
}

/** Saves the rate or the thresholds with the owner's choice of past bookings or from now on. */
export function changeLoyaltyRule(input: ChangeLoyaltyRuleRequest): Promise<{ key: string; scope: string }> {
  return call('changeLoyaltyRule', input);
}
