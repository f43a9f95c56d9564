// What a client sends to submit or withdraw a booking interest, and the one decision on a
// submission (issue 31): the submitBookingInterest callable runs it inside its transaction, with
// her open interests counted there, so the limit holds however many she sends at once. The
// wizard shows the same messages.
import { z } from 'zod';
import { preferredTimeSlots } from '../catalog/time-slots.ts';
import { bookingInterestCategorySchema } from '../enums/catalog.ts';
import { calendarDateSchema, documentIdSchema } from '../schemas/fields.ts';
import type { SettingsValues } from '../settings/registry.ts';
import { type InterestDateRange, interestDateRange, isInInterestDateRange } from './dates.ts';
import { type BookingInterestForm, interestInstagramHandleSchema, interestNotesSchema } from './form.ts';
import {
  interestIntervalMessage,
  mayCreateInterestAt,
  mayOpenAnotherInterest,
  openInterestsLimitMessage,
} from './open-interests.ts';

/** submitBookingInterest's input: the wizard's fields, validated as the wizard validates them. */
export const submitBookingInterestRequestSchema = z.strictObject({
  category: bookingInterestCategorySchema,
  serviceId: documentIdSchema.nullish().transform((id) => id ?? null),
  preferredDate: calendarDateSchema,
  preferredTime: z.enum(preferredTimeSlots, {
    message: 'Choose one of the hourly times from 09:00 to 17:00.',
  }),
  clientNotes: interestNotesSchema,
  instagramHandle: interestInstagramHandleSchema,
});
export type SubmitBookingInterestRequest = z.input<typeof submitBookingInterestRequestSchema>;
export type SubmitBookingInterestInput = z.output<typeof submitBookingInterestRequestSchema>;

export interface SubmitBookingInterestResponse {
  interestId: string;
}

/** The wizard's form as the callable's request (the form keeps the document's field names). */
export function submitBookingInterestRequest(form: BookingInterestForm): SubmitBookingInterestRequest {
  return {
    category: form.category,
    serviceId: form.service_id ?? null,
    preferredDate: form.preferred_date,
    preferredTime: form.preferred_time,
    clientNotes: form.client_notes ?? undefined,
    instagramHandle: form.instagram_handle ?? undefined,
  };
}

/** The callable's decoded input as the form newBookingInterest builds the document from. */
export function bookingInterestFormOf(input: SubmitBookingInterestInput): BookingInterestForm {
  return {
    category: input.category,
    service_id: input.serviceId,
    preferred_date: input.preferredDate,
    preferred_time: input.preferredTime,
    client_notes: input.clientNotes ?? undefined,
    instagram_handle: input.instagramHandle ?? undefined,
  };
}

/** withdrawBookingInterest's input: her interest, which she takes back while it is still new. */
export const withdrawBookingInterestRequestSchema = z.strictObject({ interestId: documentIdSchema });
export type WithdrawBookingInterestInput = z.output<typeof withdrawBookingInterestRequestSchema>;

/** What the wizard tells a client who picked a date she may not ask for. */
export function interestDateRangeMessage(range: InterestDateRange): string {
  return `Choose a date from ${range.first} to ${range.last}.`;
}

export interface BookingInterestFacts {
  /** Her interests still waiting for a reply (status new). */
  openCount: number;
  /** When she last submitted one (her quota document), if ever. */
  lastInterestAt: Date | null;
  now: Date;
  settings: Pick<
    SettingsValues,
    | 'booking_max_open_interests'
    | 'booking_interest_min_interval_seconds'
    | 'scheduling_timezone'
    | 'booking_settings'
  >;
  preferredDate: string;
  /** Whether the service she named is on the menu; null when she named none. */
  serviceActive: boolean | null;
}

/** Why this submission is refused, in the words the wizard shows, or null when it may go ahead. */
export function bookingInterestProblem(facts: BookingInterestFacts): string | null {
  const { settings } = facts;
  if (!mayOpenAnotherInterest(facts.openCount, settings.booking_max_open_interests))
    return openInterestsLimitMessage(settings.booking_max_open_interests);
  if (
    !mayCreateInterestAt(
      facts.lastInterestAt ?? undefined,
      facts.now,
      settings.booking_interest_min_interval_seconds,
    )
  )
    return interestIntervalMessage(settings.booking_interest_min_interval_seconds);
  const range = interestDateRange(
    settings.scheduling_timezone,
    settings.booking_settings.maxAdvanceBookingDays,
    facts.now,
  );
  if (!isInInterestDateRange(facts.preferredDate, range)) return interestDateRangeMessage(range);
  if (facts.serviceActive === false)
    return 'That service is no longer offered. Choose another one, or send the request without a service.';
  return null;
}
