import { z } from 'zod';
import { bookingEnd } from '../bookings/duration.ts';
import { holdsSlot } from '../bookings/status.ts';
import { firstNameOf } from '../clients/client-name.ts';
import type { Role } from '../enums/roles.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import type { Booking } from '../schemas/bookings.ts';
import type { CalendarAppointment } from './ics.ts';

/**
 * calendar_feeds/{uid}: a staff member's private calendar feed. Only the SHA-256 of the secret
 * token is stored (hex), so a leaked database copy cannot subscribe; the token itself is shown
 * once, when it is made. Written only by the manageCalendarFeed callable; deleting it revokes.
 */
export const calendarFeedSchema = z.object({
  token_hash: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: firestoreDateSchema,
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

/** manageCalendarFeed's input: make a new token (replacing any old one) or revoke it. */
export const manageCalendarFeedRequestSchema = z.object({ action: z.enum(['create', 'revoke']) });
export type ManageCalendarFeedRequest = z.input<typeof manageCalendarFeedRequestSchema>;

const roleRank: Record<Role, number> = { client: 0, assistant: 1, owner: 2 };

/**
 * Whether a role change deletes the member's calendar feed: any demotion (owner to assistant,
 * staff to client). Her old address then dies for good; promoted again, she makes a new one. The
 * feed function also answers 404 while she may not manage bookings, but only deleting the token
 * keeps a copied address dead after a later promotion.
 */
export function roleChangeRevokesFeed(from: Role | null, to: Role): boolean {
  return from !== null && roleRank[to] < roleRank[from];
}

/** A token is 32 random bytes as base64url (43 characters); anything else is not looked up. */
export const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The HTTPS function serving the feeds, and the path of one feed under it. */
export const calendarFeedFunction = 'calendarFeed';
export const calendarFeedPath = (token: string) => `${calendarFeedFunction}/${token}.ics`;

/** The token in a feed request's path ('/{token}.ics' or '/{token}'), null when malformed. */
export function feedTokenOfPath(path: string): string | null {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  const token = last.replace(/\.ics$/, '');
  return calendarFeedTokenPattern.test(token) ? token : null;
}

/** How far back the feed reaches, so today's earlier bookings stay visible in the calendar. */
export const calendarFeedPastDays = 1;
/** At most this many bookings per feed, earliest first (a feed is re-read every hour or so). */
export const calendarFeedLimit = 1000;

/** The UIDs' domain: a booking keeps its event across refreshes (RFC 5545 §3.8.4.7). */
export const calendarEventUidDomain = 'bookings.nail-studio';

/**
 * A booking as a feed event: what a calendar needs, the client's first name and the service in the
 * title, both with the status and the studio's address in the body. Never the booking's notes or
 * her full name: a feed is read by a calendar app (and whoever it syncs to), with no sign-in. Only bookings that hold their time are listed (scheduled,
 * confirmed, and today's completed ones); a cancelled or missed one is null, so it leaves the
 * subscribed calendar at the next refresh.
 */
export function feedAppointmentOf(
  id: string,
  booking: Booking,
  location: string,
): CalendarAppointment | null {
  if (!holdsSlot(booking.status)) return null;
  const client = firstNameOf(booking.client_name) ?? 'Client';
  const service = booking.service_name ?? 'Appointment';
  const description = [`Client: ${client}`, `Service: ${service}`, `Status: ${booking.status}`];
  return {
    uid: `booking-${id}@${calendarEventUidDomain}`,
    title: `${client} · ${service}`,
    start: booking.scheduled_at,
    end: bookingEnd(booking),
    location,
    description: description.join('\n'),
    reminderHours: null,
  };
}
