import { TZDate } from '@date-fns/tz/date';
import { preferredTimeSlots } from '@studio/domain/catalog/time-slots';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';

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
  timeZone: string;
  now: Date;
  blocks: readonly WeeklyBlock[];
  blocked: readonly BlockedRange[];
  /** The last day a client may ask for (booking_settings.maxAdvanceBookingDays). */
  maxAdvanceDays: number;
}

export type SlotState = 'available' | 'past' | 'closed' | 'blocked';
export type DayState = SlotState | 'too-far';

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
export function slotInstant(date: string, slot: string, timeZone: string): Date {
  const [y, m, d] = parts(date);
  const [h, min] = slot.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime());
}

/** Today's date in the studio's time zone. */
export function studioToday(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

export function lastBookableDate(ctx: AvailabilityContext): string {
  const today = new TZDate(ctx.now.getTime(), ctx.timeZone);
  return format(addDays(today, ctx.maxAdvanceDays), 'yyyy-MM-dd');
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
  if (!withinWeeklyHours(date, slot, ctx.blocks)) return 'closed';
  const t = start.getTime();
  if (ctx.blocked.some((b) => b.start_datetime.getTime() <= t && t < b.end_datetime.getTime()))
    return 'blocked';
  return 'available';
}

/**
 * A day is selectable when at least one of the wizard's slots is. Otherwise it says why: past,
 * beyond the booking horizon, closed that weekday, or blocked by the studio.
 */
export function dayState(date: string, ctx: AvailabilityContext): DayState {
  if (date < studioToday(ctx.now, ctx.timeZone)) return 'past';
  if (date > lastBookableDate(ctx)) return 'too-far';
  const states = preferredTimeSlots.map((slot) => slotState(date, slot, ctx));
  if (states.includes('available')) return 'available';
  if (states.every((s) => s === 'past')) return 'past';
  return states.includes('blocked') ? 'blocked' : 'closed';
}

export const dayStateLabels: Record<DayState, string> = {
  available: 'available',
  past: 'unavailable, in the past',
  'too-far': 'unavailable, too far ahead',
  closed: 'unavailable, studio closed',
  blocked: 'unavailable, fully booked',
};
