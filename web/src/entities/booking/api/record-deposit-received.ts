import type { RecordDepositReceivedRequest } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * Through the recordDepositReceived callable (issue 32): the server checks, in a transaction, that
 * the deposit is still due (domain depositReceiptProblem) and records who and when.
 */
export function recordDepositReceived(input: RecordDepositReceivedRequest): Promise<{ bookingId: string }> {
  return callFunction<RecordDepositReceivedRequest, { bookingId: string }>('recordDepositReceived', input);
}
