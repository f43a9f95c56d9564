// A time held for a visitor while she signs in (issue 32). Choosing a free start on /book holds
// it for booking_hold_minutes: the holdTime callable writes booking_holds/{id} in a transaction
// that checks the time is free, one hold per visitor. Availability ignores an expired hold at
// once (free-time.ts isHoldLive); a scheduled function deletes it later.
import { z } from 'zod';
import type { DayHold } from '../availability/free-time.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { maxVisitServices } from '../schemas/bookings.ts';
import { documentIdSchema } from '../schemas/fields.ts';

/**
 * The visitor token her browser makes before she has an account (random, kept in its session
 * storage): it names her hold and proves it is hers when she confirms. Letters, digits, - and _.
 */
export const visitorTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The visitor token is not one this site made; reload the page.');

export const visitServiceIdsSchema = z
  .array(documentIdSchema)
  .min(1, 'Choose a service')
  .max(maxVisitServices, `Choose at most ${maxVisitServices} services`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each service may be chosen once');

/** booking_holds/{id}: written and deleted by the functions only; staff read them ("Held"). */
export const bookingHoldSchema = z.object({
  /** Her uid once she is signed in, or her visitor token before. */
  holder: z.string().min(1).max(128),
  staff_id: documentIdSchema,
  service_ids: visitServiceIdsSchema,
  start: firestoreDateSchema,
  /** The end of the visit's time, its clean-up included. */
  end: firestoreDateSchema,
  expires_at: firestoreDateSchema,
  created_at: firestoreDateSchema,
});
export type BookingHold = z.output<typeof bookingHoldSchema>;

/** When a hold made now lapses. */
export function holdExpiry(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + Math.max(1, Math.trunc(holdMinutes)) * 60_000);
}

/** A stored hold as the availability module reads it. */
export function dayHoldOf(id: string, hold: BookingHold): DayHold {
  return {
    id,
    holder: hold.holder,
    staff_id: hold.staff_id,
    start: hold.start,
    end: hold.end,
    expires_at: hold.expires_at,
  };
}

/** The minutes left on a hold, rounded up, for "Held for you for 9 more minutes". */
export function holdMinutesLeft(hold: Pick<DayHold, 'expires_at'>, now: Date): number {
  return Math.max(0, Math.ceil((hold.expires_at.getTime() - now.getTime()) / 60_000));
}
