import { z } from 'zod';
import { bookingInterestCategorySchema } from '../enums/catalog.ts';
import { bookingInterestStatusSchema, bookingStatusSchema } from '../enums/statuses.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { calendarDateSchema, documentIdSchema, moneySchema, timeOfDaySchema } from './fields.ts';

/**
 * Which of the studio's time bounds staff chose to book past, recorded on the booking: a visit
 * recorded after it happened ('past'), one booked further ahead than clients may book, or one
 * outside the member's weekly hours (issue 31: an after-hours visit).
 */
export const bookingTimeOverrideSchema = z.enum(['past', 'beyond_advance_limit', 'outside_hours']);
export type BookingTimeOverride = z.output<typeof bookingTimeOverrideSchema>;

/** One kind of line on a booking's price; the amounts of discounts are negative. */
export const bookingLineItemKinds = [
  'service',
  'material',
  'add_on',
  'rush_fee',
  'after_hours_fee',
  'loyalty_discount',
] as const;
export const bookingLineItemKindSchema = z.enum(bookingLineItemKinds);
export type BookingLineItemKind = z.infer<typeof bookingLineItemKindSchema>;

/** A line of a booking's price as stored, in dollars (the quote computes it in cents). */
export const bookingLineItemSchema = z.object({
  kind: bookingLineItemKindSchema,
  label: z.string(),
  amount: z.number().finite(),
});
export type BookingLineItem = z.output<typeof bookingLineItemSchema>;

/**
 * An add-on option chosen for a booking, copied from the catalogue when booked so a later price
 * change in the catalogue never changes a booking already made.
 */
export const bookingAddOnSelectionSchema = z.object({
  add_on_id: documentIdSchema,
  add_on_name: z.string(),
  option_id: z.string().min(1),
  option_label: z.string(),
  price_modifier: z.number().finite(),
  duration_minutes: z.number().int().min(0).default(0),
});
export type BookingAddOnSelection = z.output<typeof bookingAddOnSelectionSchema>;

/** Most services one visit may hold (issue 31): a long visit is refused by its length anyway. */
export const maxVisitServices = 6;

/**
 * One service of a visit as the booking stores it (issue 31), in the order it is done: what was
 * chosen with it, its minutes with those choices and its clean-up, copied when booked so a later
 * catalogue change never changes a booking already made.
 */
export const bookingServiceSchema = z.object({
  service_id: documentIdSchema,
  service_name: z.string().nullable().default(null),
  material_ids: z.array(documentIdSchema).default([]),
  add_on_selections: z.array(bookingAddOnSelectionSchema).default([]),
  duration_minutes: z.number().int().min(0),
  buffer_minutes: z.number().int().min(0).default(0),
});
export type BookingService = z.output<typeof bookingServiceSchema>;

/**
 * What became of a booking's deposit (issue 32; no card processing: staff record what they were
 * paid). due: asked, not yet paid; received: staff recorded it; kept: the studio keeps it (a
 * no-show, a late cancellation, or any cancellation when deposits are not refundable); refunded:
 * owed back to her (a cancellation in good time, or the studio declined or cancelled); released:
 * never paid, so the scheduled release cancelled the booking and freed its time.
 */
export const depositStatuses = ['due', 'received', 'kept', 'refunded', 'released'] as const;
export const depositStatusSchema = z.enum(depositStatuses);
export type DepositStatus = z.output<typeof depositStatusSchema>;

/** How staff were paid a deposit. */
export const depositMethods = ['cash', 'card', 'bank_transfer', 'payment_app', 'other'] as const;
export const depositMethodSchema = z.enum(depositMethods);
export type DepositMethod = z.output<typeof depositMethodSchema>;

/**
 * A booking's deposit as functions record it (recordDepositReceived, changeBookingStatus, the
 * scheduled release). Absent on a booking nobody has recorded anything for: its deposit is then
 * due when deposit_amount is above 0 (domain depositOf). `amount` is what was asked, or what
 * staff recorded as received; settled_at is when it was kept, refunded or released; due_from is
 * when a reopened booking's unpaid deposit became due again (its deadline counts from then).
 */
export const bookingDepositSchema = z.object({
  status: depositStatusSchema,
  amount: moneySchema,
  method: depositMethodSchema.nullable().default(null),
  received_by: z.string().nullable().default(null),
  received_at: firestoreDateSchema.nullable().default(null),
  settled_at: firestoreDateSchema.nullable().default(null),
  due_from: firestoreDateSchema.nullable().default(null),
});
export type BookingDeposit = z.output<typeof bookingDepositSchema>;

/**
 * bookings/{id}. service_name, client_name and client_email are copies (the spec's joins),
 * kept in step by a function; they may lag a rename, never the booking itself.
 * The fields after client_email are ours (issue 12): written by the createBooking callable and
 * the staff status changes. Each has a default so bookings written before them (the demo data,
 * older documents) still read; end_at null means "scheduled_at plus the duration" (bookingEnd).
 */
export const bookingSchema = z.object({
  client_id: documentIdSchema,
  /**
   * The uid of the staff member doing it (issue 31). Optional while bookings stored before it
   * exist: read it through bookingStaffId, which takes a missing one as the owner's.
   */
  staff_id: documentIdSchema.optional(),
  service_id: documentIdSchema,
  scheduled_at: firestoreDateSchema,
  total_price: moneySchema,
  status: bookingStatusSchema,
  service_name: z.string().nullable().default(null),
  client_name: z.string().nullable().default(null),
  client_email: z.string().nullable().default(null),
  end_at: firestoreDateSchema.nullable().default(null),
  duration_minutes: z.number().int().min(0).nullable().default(null),
  /**
   * The clean-up after end_at, held for her member too (issue 31): the last service's
   * buffer_minutes when booked. Null on older bookings: the service's current buffer is used.
   */
  buffer_minutes: z.number().int().min(0).nullable().default(null),
  material_ids: z.array(documentIdSchema).default([]),
  add_on_selections: z.array(bookingAddOnSelectionSchema).default([]),
  /**
   * The visit's services in order (issue 31); service_id, material_ids and add_on_selections
   * repeat the first. Empty on bookings stored before visits held several: read it through
   * visitServicesOf, which answers those as their one service.
   */
  services: z.array(bookingServiceSchema).max(maxVisitServices).default([]),
  line_items: z.array(bookingLineItemSchema).default([]),
  tax_amount: moneySchema.default(0),
  deposit_amount: moneySchema.default(0),
  /** What became of the deposit (bookingDepositSchema); null until a function records any. */
  deposit: bookingDepositSchema.nullable().default(null),
  notes: z.string().nullable().default(null),
  interest_id: documentIdSchema.nullable().default(null),
  cancellation_reason: z.string().nullable().default(null),
  conflict_override: z.boolean().default(false),
  allergy_acknowledged: z.boolean().default(false),
  loyalty_points_redeemed: z.number().int().min(0).default(0),
  /** Completed before its start, which staff confirmed (issue 29; the rules require it then). */
  completed_early: z.boolean().default(false),
  /** Set when staff booked or moved it outside the time bounds (domain bookingTimeProblem). */
  time_override: bookingTimeOverrideSchema.nullable().default(null),
  /** When its time was last set (created or rescheduled): a back-dated one completes later. */
  time_set_at: firestoreDateSchema.nullable().default(null),
  status_changed_by: z.string().nullable().default(null),
  status_changed_at: firestoreDateSchema.nullable().default(null),
  created_by: z.string().nullable().default(null),
  created_at: firestoreDateSchema.nullable().default(null),
  /**
   * The live day (issue 34), written only by functions: when she said she was here (checkIn),
   * when the visit started (markVisitStarted) and finished (changeBookingStatus' Complete); her
   * member's delay as it applies to her, the start she may now expect (null: on time), and when
   * she was last told of a delay (at most one message per 30 minutes).
   */
  checked_in_at: firestoreDateSchema.nullable().default(null),
  started_at: firestoreDateSchema.nullable().default(null),
  finished_at: firestoreDateSchema.nullable().default(null),
  delay_minutes: z.number().int().min(0).default(0),
  expected_start: firestoreDateSchema.nullable().default(null),
  late_notice_at: firestoreDateSchema.nullable().default(null),
  /** How it was made (issue 32): online by the client herself (bookFreeTime); absent: by staff. */
  source: z.enum(['staff', 'online']).optional(),
  /**
   * Staff declined it while it waited for approval (issue 32): changeBookingStatus sets it with
   * the cancellation, whose reason she reads on her dashboard. Absent on every other booking.
   */
  declined: z.boolean().optional(),
});
export type Booking = z.output<typeof bookingSchema>;

/** booking_days/{yyyy-MM-dd}: the lock document of a UTC day (collections.bookingDays). */
export const bookingDaySchema = z.object({
  last_booking_id: documentIdSchema,
  updated_at: firestoreDateSchema,
});
export type BookingDay = z.output<typeof bookingDaySchema>;

/** availability_blocks/{id}: a weekly opening window, day 0 Sunday to 6 Saturday. */
export const availabilityBlockSchema = z.object({
  day_of_week: z.number().int().min(0).max(6),
  start_time: timeOfDaySchema,
  end_time: timeOfDaySchema,
  is_active: z.boolean(),
});
export type AvailabilityBlock = z.output<typeof availabilityBlockSchema>;

/**
 * A weekly window as staff add it (it is saved active): it must end after it starts, as a staff
 * member's weekly hours must. A reversed window opens nothing (a window never runs past
 * midnight), so saving one would only look like the studio was open.
 */
export const newAvailabilityBlockSchema = availabilityBlockSchema
  .omit({ is_active: true })
  .refine((window) => window.start_time < window.end_time, {
    message: 'The end time must be after the start time',
    path: ['end_time'],
  });
export type NewAvailabilityBlock = z.output<typeof newAvailabilityBlockSchema>;

/** blocked_time_slots/{id}: no ordering check between start and end (spec §5). */
export const blockedTimeSlotSchema = z.object({
  start_datetime: firestoreDateSchema,
  end_datetime: firestoreDateSchema,
  reason: z.string().nullable().default(null),
});
export type BlockedTimeSlot = z.output<typeof blockedTimeSlotSchema>;

/**
 * A blocked time as staff add it: it must end after it starts. A reversed range blocks nothing
 * (no instant lies inside it), so saving one would only look like the studio was closed. Kept
 * apart from the stored shape above, which still reads older reversed documents.
 */
export const newBlockedTimeSlotSchema = blockedTimeSlotSchema.refine(
  (slot) => slot.end_datetime.getTime() > slot.start_datetime.getTime(),
  { message: 'The end time must be after the start time', path: ['end_datetime'] },
);

/** Cap on the slots published, earliest first: far below the 1 MiB document limit. */
export const maxPublicBlockedTimes = 500;

/** One entry of public_availability/blocked_dates: when the studio is blocked, never why. */
export const publicBlockedTimeSchema = z.object({
  start_datetime: firestoreDateSchema,
  end_datetime: firestoreDateSchema,
});
export type PublicBlockedTime = z.output<typeof publicBlockedTimeSchema>;

/**
 * public_availability/blocked_dates, the collection's one document: the upcoming blocked slots
 * without their reasons, published by a function whenever blocked_time_slots change, so the
 * booking wizard can grey out blocked times. Signed-in users read it; no browser writes it.
 */
export const publicBlockedDatesSchema = z.object({
  slots: z.array(publicBlockedTimeSchema).max(maxPublicBlockedTimes),
  updated_at: firestoreDateSchema,
});
export type PublicBlockedDates = z.output<typeof publicBlockedDatesSchema>;

/**
 * booking_interests/{id}: a lead. The client writes category, date, time, notes, handle, its own
 * client_id, status 'new' and created_at, and service_id when she came from a service's Book
 * (`/booking?service=`; category is then that service's); client_name/email/phone are copied
 * from the profile by a function, so they are null for a moment after creation.
 */
export const bookingInterestSchema = z.object({
  client_id: documentIdSchema,
  category: bookingInterestCategorySchema,
  service_id: documentIdSchema.nullable().default(null),
  preferred_date: calendarDateSchema,
  preferred_time: timeOfDaySchema,
  client_notes: z.string().nullable().default(null),
  instagram_handle: z.string().nullable().default(null),
  status: bookingInterestStatusSchema,
  contacted_at: firestoreDateSchema.nullable().default(null),
  created_at: firestoreDateSchema,
  client_name: z.string().nullable().default(null),
  client_email: z.string().nullable().default(null),
  client_phone: z.string().nullable().default(null),
  /** The booking this interest was converted into (createBooking with interestId). */
  booking_id: documentIdSchema.nullable().default(null),
});
export type BookingInterest = z.output<typeof bookingInterestSchema>;
