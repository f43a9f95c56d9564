// A client's e-mail on her profile follows her sign-in e-mail (issue 29 item 4): when she changes
// it (My Account, confirmed through the link Firebase sends), her profile, the clients list, the
// exports and the copies on her bookings and interests take the new address. Only a verified
// sign-in e-mail is copied, so an address nobody confirmed never reaches the studio's records.
import type { ClientAccount } from '../notifications/reach.ts';

/** The address her profile should now hold, or null when it already does (or nothing is verified). */
export function profileEmailUpdate(
  profileEmail: string | null,
  account: ClientAccount | null,
): string | null {
  const email = account?.email?.trim();
  if (!account?.emailVerified || !email) return null;
  return email.toLowerCase() === (profileEmail ?? '').trim().toLowerCase() ? null : email;
}
