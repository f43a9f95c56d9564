import { callFunction } from '../../../lib/firebase/index.ts';

/** Only the owner deletes an interest, through deleteBookingInterest; the inbox offers it for one it cannot show. */
export async function deleteBookingInterest(interestId: string): Promise<void> {
  await callFunction('deleteBookingInterest', { interestId });
}
