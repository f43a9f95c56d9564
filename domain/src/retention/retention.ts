// Data retention (setting data_retention_months, issue 16): what an old record is, and what
// happens to it. The functions find and act; the owner sees the same counts first in Settings.
import { subMonths } from 'date-fns/subMonths';
import { collections } from '../firestore/collections.ts';

/** Records dated before this are past retention. */
export function retentionCutoff(now: Date, months: number): Date {
  return subMonths(now, months);
}

/**
 * A booking is anonymised, not deleted: loyalty points, tiers and client statistics are derived
 * from completed bookings, so deleting old ones would silently take points away. What goes is
 * the free text staff wrote about the visit (notes, a cancellation reason); the client link,
 * service, time, status and price stay. The client's name and e-mail on the booking are copies of
 * her profile (kept by a function), which is her own record and is not touched here.
 */
export const bookingPersonalFields = ['notes', 'cancellation_reason'] as const;

/** True when a booking still holds text that retention would clear. */
export function holdsPersonalText(data: Record<string, unknown>): boolean {
  return bookingPersonalFields.some((field) => typeof data[field] === 'string' && data[field] !== '');
}

/**
 * The extension collections of sent messages (Trigger Email `mail`, Twilio SMS `messages`):
 * a message past retention is deleted, dated by the created_at our writer (queueClientMessage)
 * stamps, not by the extension's delivery time, which one never processed (no SMS extension
 * installed, say) lacks.
 */
export const messageCollections = [collections.mail, collections.messages] as const;

/** What a retention run deletes or anonymises. */
export interface RetentionCounts {
  cutoff: string;
  months: number;
  bookingsAnonymised: number;
  interestsDeleted: number;
  messagesDeleted: number;
}
