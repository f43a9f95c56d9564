import { z } from 'zod';
import { type BookingStatus, bookingStatusSchema } from '../enums/statuses.ts';
import { type BookingTimeOverride, maxVisitServices } from '../schemas/bookings.ts';
import { calendarDateSchema, documentIdSchema, timeOfDaySchema } from '../schemas/fields.ts';
import type { AllergyWarning } from './allergy.ts';
import { maxCancellationReasonLength } from './status.ts';

/**
 * The instants a Firestore Timestamp can hold (years 1 to 9999, UTC). A later or earlier one makes
 * the write throw inside the function, which the caller would see as a 500.
 */
export const firestoreEarliestInstant = new Date('0001-01-01T00:00:00.000Z');
export const firestoreLatestInstant = new Date('9999-12-31T23:59:59.999Z');

/**
 * An instant sent to a callable: an ISO 8601 string with its offset (Date.toISOString()), one a
 * Firestore Timestamp can hold ('9999-12-31T23:00:00-05:00' is a valid string but year 10000).
 */
export const instantSchema = z.iso
  .datetime({ offset: true, message: 'Expected a date and time' })
  .transform((value) => new Date(value))
  .refine(
    (date) =>
      !Number.isNaN(date.getTime()) &&
      date.getTime() >= firestoreEarliestInstant.getTime() &&
      date.getTime() <= firestoreLatestInstant.getTime(),
    'Expected a date between the years 1 and 9999',
  );

/** One add-on option picked in the booking form. */
export const addOnChoiceSchema = z.object({
  addOnId: documentIdSchema,
  optionId: z.string().min(1),
});
export type AddOnChoice = z.output<typeof addOnChoiceSchema>;

const notesSchema = z
  .string()
  .max(2000, 'Notes are at most 2000 characters')
  .nullable()
  .default(null)
  .transform((notes) => (notes?.trim() ? notes.trim() : null));

/** Staff chose to book over a conflicting booking or blocked slot (recorded on the booking). */
const overrideConflictSchema = z.boolean().default(false);

/** Staff chose to book into the past or beyond the advance limit (recorded on the booking). */
const overrideTimeLimitSchema = z.boolean().default(false);

/**
 * One service of a visit in createBooking's request (issue 31), with what is chosen with it.
 * The server looks up its price, minutes and clean-up in the catalogue: none is sent.
 */
export const visitServiceRequestSchema = z.object({
  serviceId: documentIdSchema,
  materialIds: z.array(documentIdSchema).max(20).default([]),
  addOnSelections: z.array(addOnChoiceSchema).max(20).default([]),
});
export type VisitServiceRequest = z.input<typeof visitServiceRequestSchema>;

/** createBooking's input. interestId: the lead this booking converts (marked converted with it). */
export const createBookingRequestSchema = z.object({
  clientId: documentIdSchema,
  /** The member doing it (issue 31); absent or null: anyone who does the service and is free. */
  staffId: documentIdSchema.nullable().default(null),
  serviceId: documentIdSchema,
  materialIds: z.array(documentIdSchema).max(20).default([]),
  addOnSelections: z.array(addOnChoiceSchema).max(20).default([]),
  startsAt: instantSchema,
  notes: notesSchema,
  interestId: documentIdSchema.nullable().default(null),
  overrideConflict: overrideConflictSchema,
  overrideTimeLimit: overrideTimeLimitSchema,
  allergyAcknowledged: z.boolean().default(false),
  redeemLoyalty: z.boolean().default(false),
  /**
   * Several services in one visit, in order (issue 31); its first is serviceId, and the
   * top-level materialIds and addOnSelections are then unused. Absent: the one service above.
   */
  services: z.array(visitServiceRequestSchema).min(1).max(maxVisitServices).optional(),
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;
export type CreateBookingInput = z.output<typeof createBookingRequestSchema>;

/**
 * The staff booking form's visit as typed (issue 35): who ('' for anyone), the start's studio
 * date and time as the picker gives them, notes (createBooking's own rule: at most 2000
 * characters, blank is none), the loyalty redemption and the allergy acknowledgement. The form
 * makes createBooking's request from its output.
 */
export const bookingVisitFormSchema = z.object({
  staffId: z.union([z.literal(''), documentIdSchema]).transform((id) => id || null),
  date: calendarDateSchema,
  time: timeOfDaySchema,
  notes: notesSchema,
  redeemLoyalty: z.boolean(),
  allergyAcknowledged: z.boolean(),
});
export type BookingVisitFormValues = z.input<typeof bookingVisitFormSchema>;
export type BookingVisit = z.output<typeof bookingVisitFormSchema>;

export interface CreateBookingResponse {
  bookingId: string;
  /** The member doing it (chosen by the server when the request said anyone). */
  staffId: string;
  /** The authoritative price stored on the booking, in dollars. */
  totalPrice: number;
  conflictOverridden: boolean;
}

/** A change staff make to one existing booking, which may go ahead over a conflict. */
const bookingChangeSchema = z.object({
  bookingId: documentIdSchema,
  overrideConflict: overrideConflictSchema,
});

/** rescheduleBooking's input: the booking keeps its length and price, only its time moves. */
export const rescheduleBookingRequestSchema = bookingChangeSchema.extend({
  startsAt: instantSchema,
  /** Move it to this member too (issue 31); absent or null: it stays with her member. */
  staffId: documentIdSchema.nullable().default(null),
  overrideTimeLimit: overrideTimeLimitSchema,
});
export type RescheduleBookingRequest = z.input<typeof rescheduleBookingRequestSchema>;
export type RescheduleBookingInput = z.output<typeof rescheduleBookingRequestSchema>;

export interface RescheduleBookingResponse {
  bookingId: string;
  staffId: string;
  startsAt: string;
  endsAt: string;
  conflictOverridden: boolean;
}

/**
 * reopenBooking's input: a wrongly completed booking goes back to confirmed, and the owner
 * reinstates a cancelled or no-show one while its time is free (reopenBookingProblem).
 */
export const reopenBookingRequestSchema = bookingChangeSchema;
export type ReopenBookingRequest = z.input<typeof reopenBookingRequestSchema>;
export type ReopenBookingInput = z.output<typeof reopenBookingRequestSchema>;

export interface ReopenBookingResponse {
  bookingId: string;
  status: 'confirmed';
}

/**
 * changeBookingStatus's input (issue 31): staff confirm, complete (before the start only with
 * completedEarly), cancel (with a reason) or mark a no-show; whoever marked a no-show may put it
 * back to the status it had for a short while (staffStatusChangeProblem decides).
 */
export const changeBookingStatusRequestSchema = z.object({
  bookingId: documentIdSchema,
  status: bookingStatusSchema,
  reason: z
    .string()
    .trim()
    .max(maxCancellationReasonLength, 'The reason is too long: at most 500 characters.')
    .optional(),
  completedEarly: z.boolean().default(false),
});
export type ChangeBookingStatusRequest = z.input<typeof changeBookingStatusRequestSchema>;
export type ChangeBookingStatusInput = z.output<typeof changeBookingStatusRequestSchema>;

export interface ChangeBookingStatusResponse {
  bookingId: string;
  status: BookingStatus;
}

/**
 * The `details` of a callable's failed-precondition error, so the form can tell a conflict
 * (offer "Book anyway") from an unacknowledged allergy (show the warning).
 */
export type BookingRefusal =
  | {
      reason: 'conflict';
      conflicts: {
        kind: 'booking' | 'blocked_slot';
        start: string;
        end: string;
        label: string;
        /** A clashing booking's client and service names (issue 29); null for a blocked slot. */
        client?: string | null;
        service?: string | null;
      }[];
    }
  | { reason: 'allergy'; warnings: AllergyWarning[] }
  | { reason: 'time_limit'; override: BookingTimeOverride }
  /** A member who does not do the service (issue 31): no override. */
  | { reason: 'service_not_offered' };
