import {
  type BookingStatus,
  bookingClientLabel,
  bookingStaffId,
  openingWindowsOn,
  studioDateTime,
  type TimeZone,
  type WeeklyWindow,
} from '@studio/domain';
import { addCalendarDays, minutesOfTime, studioDateOf, wallClockMinutes } from './calendar-days.ts';

/** A span of one day on the grid, in wall-clock minutes since the studio's midnight. */
export interface DaySpan {
  start: number;
  end: number;
}

export interface CalendarBooking extends DaySpan {
  id: string;
  date: string;
  startsAt: Date;
  status: BookingStatus;
  client: string;
  service: string;
  /** The uid of the member doing it (a booking stored before staff_id is the owner's). */
  staffId: string;
  /** Her name, on a card that shares a column with other members' (the week, the phone's list). */
  member?: string;
}

export interface CalendarBlock extends DaySpan {
  id: string;
  date: string;
  reason: string | null;
}

/** Where a booking's length comes from when it has none of its own: its service, else an hour. */
const fallbackMinutes = 60;

interface BookingFields {
  id: string;
  scheduled_at: Date;
  status: BookingStatus;
  service_id: string;
  service_name: string | null;
  client_name: string | null;
  client_email: string | null;
  staff_id?: string;
}

/** A booking placed on its day; one that runs past midnight ends at the bottom of the day. */
export function placeBooking(
  booking: BookingFields & { duration_minutes?: number | null },
  serviceMinutes: ReadonlyMap<string, number>,
  timeZone: TimeZone,
  ownerUid: string,
): CalendarBooking {
  const minutes = booking.duration_minutes ?? serviceMinutes.get(booking.service_id) ?? fallbackMinutes;
  const start = wallClockMinutes(booking.scheduled_at, timeZone);
  return {
    id: booking.id,
    date: studioDateOf(booking.scheduled_at, timeZone),
    startsAt: booking.scheduled_at,
    status: booking.status,
    client: bookingClientLabel(booking) || 'Client',
    service: booking.service_name ?? 'Service',
    staffId: bookingStaffId(booking, ownerUid),
    start,
    end: Math.min(24 * 60, start + Math.max(minutes, 15)),
  };
}

/** A blocked slot cut into the pieces that fall on each shown day. */
export function placeBlock(
  slot: { id: string; start_datetime: Date; end_datetime: Date; reason: string | null },
  days: readonly string[],
  timeZone: TimeZone,
): CalendarBlock[] {
  return days.flatMap((date) => {
    const dayStart = studioDateTime(date, '00:00', timeZone);
    const dayEnd = studioDateTime(addCalendarDays(date, 1), '00:00', timeZone);
    if (slot.end_datetime <= dayStart || slot.start_datetime >= dayEnd) return [];
    const start = slot.start_datetime <= dayStart ? 0 : wallClockMinutes(slot.start_datetime, timeZone);
    const end = slot.end_datetime >= dayEnd ? 24 * 60 : wallClockMinutes(slot.end_datetime, timeZone);
    return [{ id: slot.id, date, reason: slot.reason, start, end }];
  });
}

/** The day's opening hours as spans (shaded on the grid, listed on the phone). */
export function openingSpans(date: string, windows: readonly WeeklyWindow[]): DaySpan[] {
  return openingWindowsOn(date, windows).map((w) => ({
    start: minutesOfTime(w.start_time),
    end: minutesOfTime(w.end_time),
  }));
}

/** Whether a wall-clock minute of a day is free to book from: no live booking nor block over it. */
export function isFreeAt(
  minute: number,
  bookings: readonly CalendarBooking[],
  blocks: readonly CalendarBlock[],
): boolean {
  const live = bookings.filter((b) => b.status !== 'cancelled' && b.status !== 'no_show');
  return ![...live, ...blocks].some((span) => span.start <= minute && minute < span.end);
}
