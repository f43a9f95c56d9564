// Whether a booking a client makes online waits for the studio's Accept (issue 32). The
// bookFreeTime callable asks this inside its transaction, with her bookings read there, so the
// answer and the stored status never disagree.
import type { BookingStatus } from '../enums/statuses.ts';
import type { Booking } from '../schemas/bookings.ts';
import type { SettingsValues } from '../settings/registry.ts';

/**
 * The statuses that show the studio has taken a booking of hers: one it scheduled (online or at
 * the desk), one that happened, or one she missed. A pending one is not taken yet, and a
 * cancelled one proves nothing: it may be a Decline.
 */
export const takenBookingStatuses = [
  'scheduled',
  'confirmed',
  'completed',
  'no_show',
] as const satisfies readonly BookingStatus[];

/**
 * A new client, for booking_requires_approval_for_new_clients: the studio has never taken a
 * booking of hers. Her first online booking is one, and so is every later one while those wait
 * or are declined. A regular whose visits staff always booked for her is no new client: the
 * studio knows her.
 */
export function isNewClient(herBookings: readonly { status: BookingStatus }[]): boolean {
  return !herBookings.some((b) => (takenBookingStatuses as readonly BookingStatus[]).includes(b.status));
}

export type ApprovalSettings = Pick<
  SettingsValues,
  'booking_requires_approval' | 'booking_requires_approval_for_new_clients'
>;

/**
 * The status an online booking is stored with: pending (it holds its time and waits for a
 * staff member's Accept or Decline) when every online booking needs approval, or when new
 * clients' do and she is one; scheduled otherwise.
 */
export function onlineBookingStatus(
  settings: ApprovalSettings,
  herBookings: readonly { status: BookingStatus }[],
): 'pending' | 'scheduled' {
  if (settings.booking_requires_approval) return 'pending';
  if (settings.booking_requires_approval_for_new_clients && isNewClient(herBookings)) return 'pending';
  return 'scheduled';
}

/** What her dashboard says of a booking's approval: it waits, or why the studio declined it. */
export function approvalNote(
  booking: Pick<Booking, 'status' | 'declined' | 'cancellation_reason'>,
): string | null {
  if (booking.status === 'pending') return 'Waiting for the studio to accept';
  if (booking.status === 'cancelled' && booking.declined)
    return booking.cancellation_reason
      ? `Declined by the studio: ${booking.cancellation_reason}`
      : 'Declined by the studio';
  return null;
}
