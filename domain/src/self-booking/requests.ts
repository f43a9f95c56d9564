// What the self-booking callables take (issue 32): a visitor's free times, her hold, its release,
// and bookFreeTime. The services of the visit are ids only: every price and minute is the
// server's, read from the catalogue.
import { z } from 'zod';
import { addOnChoiceSchema, instantSchema, visitServiceRequestSchema } from '../bookings/requests.ts';
import { maxVisitServices } from '../schemas/bookings.ts';
import { calendarDateSchema, documentIdSchema } from '../schemas/fields.ts';
import { visitorTokenSchema, visitServiceIdsSchema } from './holds.ts';

/**
 * The visit she is choosing: its services, the first one's materials and add-ons, what she chose
 * with each service after it, a member or anyone.
 */
const visitChoiceSchema = z.object({
  serviceIds: visitServiceIdsSchema,
  materialIds: z.array(documentIdSchema).max(20).default([]),
  addOnSelections: z.array(addOnChoiceSchema).max(20).default([]),
  /**
   * The materials and add-ons of the services after the first, each naming its service (one of
   * serviceIds after the first). A service without an entry comes with none: then a required
   * add-on of it is missing and the visit is refused.
   */
  moreServices: z
    .array(visitServiceRequestSchema)
    .max(maxVisitServices - 1)
    .default([]),
  /** null: anyone who does every service and is free. */
  staffId: documentIdSchema.nullable().default(null),
});
export type VisitChoice = z.output<typeof visitChoiceSchema>;

/** listFreeTimes: one day's free starts for the visit; her own hold does not hide its time. */
export const listFreeTimesRequestSchema = visitChoiceSchema.extend({
  date: calendarDateSchema,
  visitorToken: visitorTokenSchema.optional(),
});
export type ListFreeTimesRequest = z.input<typeof listFreeTimesRequestSchema>;
export type ListFreeTimesInput = z.output<typeof listFreeTimesRequestSchema>;
export interface ListFreeTimesResponse {
  date: string;
  /** ISO instants, earliest first: times only, never whose or what the other visits are. */
  starts: string[];
}

/** listBookableMembers takes nothing. */
export const listBookableMembersRequestSchema = z.object({}).strict();

/** listBookableMembers: who a client may pick, by display name only. */
export interface BookableMember {
  id: string;
  displayName: string;
  /** Empty: she does every service. */
  serviceIds: string[];
}
export interface ListBookableMembersResponse {
  members: BookableMember[];
}

/** holdTime: hold this start while she signs in; a new hold replaces her old one. */
export const holdTimeRequestSchema = visitChoiceSchema.extend({
  visitorToken: visitorTokenSchema,
  startsAt: instantSchema,
});
export type HoldTimeRequest = z.input<typeof holdTimeRequestSchema>;
export type HoldTimeInput = z.output<typeof holdTimeRequestSchema>;
export interface HoldTimeResponse {
  holdId: string;
  staffId: string;
  startsAt: string;
  expiresAt: string;
}

/** releaseHold: she changed her mind; her hold goes. */
export const releaseHoldRequestSchema = z.object({ visitorToken: visitorTokenSchema });
export type ReleaseHoldRequest = z.input<typeof releaseHoldRequestSchema>;

/** bookFreeTime: the signed-in client books the time (her hold's, or a time still free). */
export const bookFreeTimeRequestSchema = visitChoiceSchema.extend({
  startsAt: instantSchema,
  visitorToken: visitorTokenSchema.optional(),
  notes: z
    .string()
    .max(2000, 'Notes are at most 2000 characters')
    .nullable()
    .default(null)
    .transform((notes) => (notes?.trim() ? notes.trim() : null)),
  redeemPoints: z.boolean().default(false),
});
export type BookFreeTimeRequest = z.input<typeof bookFreeTimeRequestSchema>;
export type BookFreeTimeInput = z.output<typeof bookFreeTimeRequestSchema>;
export interface BookFreeTimeResponse {
  bookingId: string;
  staffId: string;
  /** pending: it waits for the studio's Accept (issue 32), holding its time meanwhile. */
  status: 'scheduled' | 'pending';
  startsAt: string;
  totalPrice: number;
}

/**
 * Why /book's chosen time was refused (issue 32). `just_taken`: another booking or another
 * visitor's live hold took it between her choosing and holding or confirming it; the others are
 * the free-time module's reasons (outside the member's hours, inside the lead time, …), and
 * `nobody_free` answers "anyone" when no member can take it for another reason.
 */
export const freeTimeRefusalReasons = [
  'just_taken',
  'unknown_member',
  'not_bookable',
  'service_not_offered',
  'inside_lead_time',
  'beyond_advance_limit',
  'outside_hours',
  'not_free',
  'nobody_free',
] as const;
export type FreeTimeRefusalReason = (typeof freeTimeRefusalReasons)[number];

/**
 * A refused time's `details`: the reason in the domain's words, and the day's fresh free starts
 * (ISO instants) so the page offers them at once instead of a dead end.
 */
export const freeTimeRefusalSchema = z.object({
  reason: z.enum(freeTimeRefusalReasons),
  starts: z.array(z.string()),
});
export type FreeTimeRefusal = z.output<typeof freeTimeRefusalSchema>;

/** A callable error's details read as a refused time, or null when they are something else. */
export function freeTimeRefusalOf(error: unknown): FreeTimeRefusal | null {
  const details = (error as { details?: unknown } | null)?.details;
  const parsed = freeTimeRefusalSchema.safeParse(details);
  return parsed.success ? parsed.data : null;
}
