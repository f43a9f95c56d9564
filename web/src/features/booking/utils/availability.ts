// The booking-interest wizard's days and times, answered by the domain's availability module
// (issue 31) so the wizard and the staff form agree: with no weekly hours set the studio is closed,
// as the domain says. Clients may not read the team's schedules, so the wizard sees the studio as
// one chair: the published booked times are the times when every bookable member is booked.

import { isStartFree, type StudioDay } from '@studio/domain/availability/free-time';
import { interestDateRange } from '@studio/domain/booking-interests/dates';
import { preferredTimeSlots } from '@studio/domain/catalog/time-slots';
import { studioInstant } from '@studio/domain/dates/calendar-dates';
import type { TimeZone } from '@studio/domain/enums/settings';

export interface WeeklyBlock {
  day_of_week: number;
  start_time: string;
  end_time: string;
  is_active: boolean;
}

export interface BlockedRange {
  start_datetime: Date;
  end_datetime: Date;
}

export interface AvailabilityContext {
  timeZone: TimeZone;
  now: Date;
  blocks: readonly WeeklyBlock[];
  blocked: readonly BlockedRange[];
  /** When every member is booked (public_availability/booked_times: times only). */
  booked?: readonly BlockedRange[];
  /** The last day a client may ask for (booking_settings.maxAdvanceBookingDays). */
  maxAdvanceDays: number;
  /** How far ahead of a slot she must ask (scheduling_lead_time_hours). */
  leadTimeHours: number;
}

export type SlotState = 'available' | 'past' | 'too-soon' | 'closed' | 'blocked' | 'booked';
/** 'full': no time free, and bookings take some of them; she may join the day's waitlist. */
export type DayState = Exclude<SlotState, 'booked'> | 'too-far' | 'full';

/**
 * The dates she may ask for: the studio's today to maxAdvanceBookingDays ahead, as domain's
 * interestDateRange computes them (submitBookingInterest refuses any other date).
 */
export function bookableDates(ctx: AvailabilityContext) {
  return interestDateRange(ctx.timeZone, ctx.maxAdvanceDays, ctx.now);
}

/** The studio as one chair, keeping its weekly hours. */
const owner = 'owner';

function studioDay(date: string, ctx: AvailabilityContext): StudioDay {
  return {
    date,
    timeZone: ctx.timeZone,
    now: ctx.now,
    ownerUid: owner,
    staff: [{ uid: owner, bookable: true, display_name: 'The studio' }],
    studioHours: ctx.blocks,
    blockedSlots: ctx.blocked,
    // The public booked times carry no member or service: each is a time no member is free.
    bookings: (ctx.booked ?? []).map((b) => ({
      service_id: 'booked',
      status: 'confirmed' as const,
      scheduled_at: b.start_datetime,
      end_at: b.end_datetime,
    })),
    leadTimeHours: ctx.leadTimeHours,
  };
}

/**
 * A preferred time is a moment, not a visit (she picks a category, not a length): the wizard asks
 * whether the studio is open and free in the minute it starts.
 */
const moment = [{ serviceId: 'preferred-time', durationMinutes: 1 }];

export function slotState(date: string, slot: string, ctx: AvailabilityContext): SlotState {
  const start = studioInstant(date, slot, ctx.timeZone);
  const check = isStartFree(studioDay(date, ctx), moment, owner, start);
  if (check.free) return 'available';
  switch (check.reason) {
    case 'inside_lead_time':
      return start.getTime() <= ctx.now.getTime() ? 'past' : 'too-soon';
    case 'not_free':
      return check.conflicts.some((c) => c.kind === 'blocked_slot') ? 'blocked' : 'booked';
    default:
      return 'closed';
  }
}

/**
 * A day is selectable when at least one of the wizard's slots is. Otherwise it says why: past,
 * inside the lead time, beyond the booking horizon, closed that weekday, or blocked by the studio.
 */
export function dayState(date: string, ctx: AvailabilityContext): DayState {
  const range = bookableDates(ctx);
  if (date < range.first) return 'past';
  if (date > range.last) return 'too-far';
  const states = preferredTimeSlots.map((slot) => slotState(date, slot, ctx));
  if (states.includes('available')) return 'available';
  if (states.every((s) => s === 'past')) return 'past';
  if (states.every((s) => s === 'past' || s === 'too-soon')) return 'too-soon';
  if (states.includes('booked')) return 'full';
  return states.includes('blocked') ? 'blocked' : 'closed';
}

export const dayStateLabels: Record<DayState, string> = {
  available: 'available',
  past: 'unavailable, in the past',
  'too-soon': 'unavailable, too soon to book',
  'too-far': 'unavailable, too far ahead',
  closed: 'unavailable, studio closed',
  // The studio closed the day (a blocked time): closed, not "fully booked", which offers a waitlist.
  blocked: 'unavailable, studio closed that day',
  full: 'fully booked, waitlist open',
};

/** Days she may choose: one with a free time, or a full one, to join its waitlist. */
export const isChoosableDay = (state: DayState) => state === 'available' || state === 'full';
