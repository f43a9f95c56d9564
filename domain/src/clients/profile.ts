import { studioConstants } from '../constants.ts';
import type { ClientNote, Profile } from '../schemas/clients.ts';

/**
 * Adds a typed entry to allergies or favourite colours: blank and duplicate entries (ignoring
 * case and surrounding spaces) are ignored (spec §2).
 */
export function addListEntry(list: readonly string[], entry: string): string[] {
  const clean = entry.trim();
  if (!clean) return [...list];
  const key = clean.toLocaleLowerCase();
  if (list.some((item) => item.trim().toLocaleLowerCase() === key)) return [...list];
  return [...list, clean];
}

/** The Clients list search: full name, email or phone contains the query (case-insensitive). */
export function matchesClientSearch(
  profile: Pick<Profile, 'full_name' | 'email' | 'phone'>,
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [profile.full_name, profile.email, profile.phone].some((field) =>
    (field ?? '').toLocaleLowerCase().includes(q),
  );
}

/** Notes tab order: pinned first, then newest (spec §2). */
export function sortClientNotes<N extends Pick<ClientNote, 'is_pinned' | 'created_at'>>(
  notes: readonly N[],
): N[] {
  return [...notes].sort(
    (a, b) => Number(b.is_pinned) - Number(a.is_pinned) || b.created_at.getTime() - a.created_at.getTime(),
  );
}

/** A note is saved only when it has text (spec §5). */
export function isSavableNote(text: string): boolean {
  return text.trim().length > 0;
}

/** The client dashboard's 'My Appointments': the 5 most recent by scheduled time, newest first. */
export const recentBookingsLimit = studioConstants.recentBookings;
export function recentBookings<B extends { scheduled_at: Date }>(
  bookings: readonly B[],
  limit: number = recentBookingsLimit,
): B[] {
  return [...bookings]
    .sort((a, b) => b.scheduled_at.getTime() - a.scheduled_at.getTime())
    .slice(0, Math.max(0, limit));
}

/** Bookings list 'Client' column: the full name, falling back to the e-mail. */
export function bookingClientLabel(booking: {
  client_name: string | null;
  client_email: string | null;
}): string {
  return booking.client_name?.trim() || booking.client_email?.trim() || '';
}
