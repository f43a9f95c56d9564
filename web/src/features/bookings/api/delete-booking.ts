import { callFunction } from '../../../lib/firebase/index.ts';

/**
 * Only the owner deletes a booking, through deleteBooking (issue 31: browsers no longer write
 * bookings); the list offers it for one it cannot show. The booking triggers then recount her
 * loyalty without it.
 */
export async function deleteBooking(bookingId: string): Promise<void> {
  await callFunction('deleteBooking', { bookingId });
}
