import { TZDate } from '@date-fns/tz/date';
import { interestDateRange } from '@studio/domain/booking-interests/dates';
import { preferredTimeSlots } from '@studio/domain/catalog/time-slots';
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
  /** When the chair is taken by a booking (public_availability/booked_times: times only). */
  booked?: readonly BlockedRange[];
  /** The last day a client may ask for (booking_settings.maxAdvanceBookingDays). */
  maxAdvanceDays: number;
  /** How far ahead of a slot she must ask (scheduling_lead_time_hours). */
  leadTimeHours: number;
}

export type SlotState = 'available' | 'past' | 'too-soon' | 'closed' | 'blocked' | 'booked';
/** 'full': no time free, and bookings take some of them; she may join the day's waitlist. */
export type DayState = Exclude<SlotState, 'booked'> | 'too-far' | 'full';

const dateRe = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const m = dateRe.exec(date);
  if (!m) throw new Error(`Expected a date as yyyy-MM-dd, got "${date}"`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** 0 Sunday … 6 Saturday for a calendar date (no time zone involved). */
export function weekdayOf(date: string): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The instant a slot on a date starts, in the studio's time zone. */
export function slotInstant(date: string, slot: string, timeZone: TimeZone): Date {
  const [y, m, d] = parts(date);
  const [h, min] = slot.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime());
}

/**
 * The dates she may ask for: the studio's today to maxAdvanceBookingDays ahead, as domain's
 * interestDateRange and the rules' isBookableDate compute them.
 */
export function bookableDates(ctx: AvailabilityContext) {
  return interestDateRange(ctx.timeZone, ctx.maxAdvanceDays, ctx.now);
}

/**
 * Weekly hours: with no active block configured the studio has not set its week, so every day
 * counts as open; otherwise a slot is open when an active block of its weekday covers it.
 */
function withinWeeklyHours(date: string, slot: string, blocks: readonly WeeklyBlock[]): boolean {
  const active = blocks.filter((b) => b.is_active);
  if (active.length === 0) return true;
  const day = weekdayOf(date);
  return active.some((b) => b.day_of_week === day && b.start_time <= slot && slot < b.end_time);
}

export function slotState(date: string, slot: string, ctx: AvailabilityContext): SlotState {
  const start = slotInstant(date, slot, ctx.timeZone);
  if (start.getTime() <= ctx.now.getTime()) return 'past';
  if (start.getTime() < ctx.now.getTime() + ctx.leadTimeHours * 3_600_000) return 'too-soon';
  if (!withinWeeklyHours(date, slot, ctx.blocks)) return 'closed';
  const t = start.getTime();
  const covers = (b: BlockedRange) => b.start_datetime.getTime() <= t && t < b.end_datetime.getTime();
  if (ctx.blocked.some(covers)) return 'blocked';
  if (ctx.booked?.some(covers)) return 'booked';
  return 'available';
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
