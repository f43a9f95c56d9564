import type { CancelOwnBookingInput } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * Cancels her own appointment through the cancelOwnBooking function, which checks the
 * cancellation window in a transaction (the rules let no browser write a booking).
 */
export async function cancelOwnBooking(input: CancelOwnBookingInput): Promise<void> {
  await callFunction<CancelOwnBookingInput, { bookingId: string }>('cancelOwnBooking', input);
}
