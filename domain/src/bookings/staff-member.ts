/**
 * The uid of the staff member a booking belongs to (issue 31). Bookings stored before staff_id
 * existed were all the owner's (the studio had one chair), so a missing one reads as hers.
 */
export function bookingStaffId(booking: { staff_id?: string | null }, ownerUid: string): string {
  return booking.staff_id ?? ownerUid;
}
