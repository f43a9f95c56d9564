import { z } from 'zod';
import { preferredTimeSlots } from '../catalog/time-slots.ts';
import { bookingInterestCategorySchema } from '../enums/catalog.ts';
import type { BookingInterest } from '../schemas/bookings.ts';
import { calendarDateSchema, documentIdSchema, instagramUsernamePattern } from '../schemas/fields.ts';

export const bookingInterestMessages = {
  submitted: 'Interest submitted!',
  submittedDescription: "We'll reach out to you on Instagram soon to discuss details.",
  submitFailed: 'Error submitting interest',
  updated: 'Interest updated',
  updatedDescription: 'Status has been updated successfully.',
  updateFailed: 'Error updating interest',
  mustSignIn: 'Must be logged in to submit booking interest',
} as const;

/** The most a client may write in her notes (the wizard's text box holds as much). */
export const maxInterestNotesLength = 1000;

export const interestNotesSchema = z
  .string()
  .trim()
  .max(maxInterestNotesLength, `Notes are at most ${maxInterestNotesLength} characters.`)
  .optional()
  .transform((text) => (text ? text : null));

/** An Instagram handle as typed, without the leading @ people often add. */
export const interestInstagramHandleSchema = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text ? text.replace(/^@+/, '') || null : null))
  .refine(
    (handle) => handle === null || instagramUsernamePattern.test(handle),
    'An Instagram username has only letters, digits, dots and underscores, at most 30.',
  );

/**
 * The wizard's fields (spec §5): category, date and time required; handle and notes optional;
 * the service she came from (`/booking?service=`), if any.
 */
export const bookingInterestFormSchema = z.object({
  category: bookingInterestCategorySchema,
  service_id: documentIdSchema.nullish().transform((id) => id ?? null),
  preferred_date: calendarDateSchema,
  preferred_time: z.enum(preferredTimeSlots),
  instagram_handle: interestInstagramHandleSchema,
  client_notes: interestNotesSchema,
});
export type BookingInterestForm = z.input<typeof bookingInterestFormSchema>;

/**
 * The document the submitBookingInterest callable creates for a client: status new, never
 * contacted; the profile copies stay null for the function to fill; booking_id is written only by
 * the createBooking callable that converts it.
 */
export function newBookingInterest(
  form: BookingInterestForm,
  clientId: string,
  now: Date,
): Omit<BookingInterest, 'booking_id'> {
  const fields = bookingInterestFormSchema.parse(form);
  return {
    ...fields,
    client_id: clientId,
    status: 'new',
    contacted_at: null,
    created_at: now,
    client_name: null,
    client_email: null,
    client_phone: null,
  };
}

/** Instagram profile link for the staff table; null shows 'Not provided'. */
export function instagramProfileUrl(handle: string | null | undefined): string | null {
  const clean = (handle ?? '').trim().replace(/^@+/, '');
  return clean ? `https://instagram.com/${encodeURIComponent(clean)}` : null;
}
