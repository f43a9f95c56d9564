import type { ChangeLoyaltyRuleRequest, LoyaltyChangePreview, LoyaltyRuleValue } from '@studio/domain';
import { useEffect, useState } from 'react';
import { callFunction } from '../../../lib/firebase/index.ts';
import type { DataResult } from '../../../utils/combined-status.ts';

/** Calls one of the loyalty functions (functions/src/loyalty/): only the owner may. */
async function call<In, Out>(name: string, input: In): Promise<Out> {
  return callFunction<In, Out>(name, input);
}

/** A dry run: how many clients' tier each choice would change. */
export function previewLoyaltyChange(change: LoyaltyRuleValue): Promise<LoyaltyChangePreview> {
  return call('previewLoyaltyChange', change);
}

const counting: DataResult<LoyaltyChangePreview | null> = { status: 'loading', data: null, error: undefined };

/**
 * The dry run of a change, asked again when the change does. A failure is only a count the
 * dialog cannot show (the owner may still choose), so it is logged, not thrown.
 */
export function useLoyaltyChangePreview(change: LoyaltyRuleValue): DataResult<LoyaltyChangePreview | null> {
  const [preview, setPreview] = useState(counting);
  useEffect(() => {
    let current = true;
    setPreview(counting);
    previewLoyaltyChange(change)
      .then((data) => current && setPreview({ status: 'success', data, error: undefined }))
      .catch((error: unknown) => {
        console.warn('Loyalty change preview failed', error);
        const failure = error instanceof Error ? error : new Error(String(error));
        if (current) setPreview({ status: 'error', data: null, error: failure });
      });
    return () => {
      current = false;
    };
  }, [change]);
  return preview;
}

/** Saves the rate or the thresholds with the owner's choice of past bookings or from now on. */
export function changeLoyaltyRule(input: ChangeLoyaltyRuleRequest): Promise<{ key: string; scope: string }> {
  return call('changeLoyaltyRule', input);
}
