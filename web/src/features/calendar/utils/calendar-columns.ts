import type { TimeZone, WeeklyWindow } from '@studio/domain';
import type { DayColumn } from '../components/time-grid.tsx';
import { gridHours, shortDayLabel } from './calendar-days.ts';
import { type CalendarBlock, type CalendarBooking, openingSpans, placeBlock } from './calendar-items.ts';
import { laneLayout } from './calendar-lanes.ts';
import type { CalendarMember } from './calendar-members.ts';

type Hours = { from: number; to: number };

/** One column: its bookings in lanes, so overlapping ones sit side by side (issue 29). */
function column(
  head: { key: string; label: string; date: string; today: string; memberId?: string },
  open: DayColumn['open'],
  bookings: readonly CalendarBooking[],
  blocks: readonly CalendarBlock[],
): DayColumn {
  const places = laneLayout(bookings);
  return {
    key: head.key,
    label: head.label,
    date: head.date,
    isToday: head.date === head.today,
    ...(head.memberId ? { memberId: head.memberId } : {}),
    open,
    bookings: bookings.map((b, i) => ({ ...b, ...(places[i] ?? { lane: 0, lanes: 1 }) })),
    // A whole-day block would stretch the grid to midnight: the grid clips it to the hours shown.
    blocks: [...blocks],
  };
}

/** The hours the grid needs to show every column's opening hours and bookings. */
const hoursOf = (columns: readonly DayColumn[]): Hours =>
  gridHours(columns.flatMap((c) => [...c.open, ...c.bookings]));

/** A member's time off and the times held for her, as hatched blocks on the days shown. */
export function timeOffBlocks(member: CalendarMember, days: readonly string[], timeZone: TimeZone) {
  const off = member.timeOff.flatMap((off, i) =>
    placeBlock(
      { id: `${member.uid}-off-${i}`, ...off, reason: off.reason ? `Time off: ${off.reason}` : 'Time off' },
      days,
      timeZone,
    ),
  );
  // A visitor's hold is hers alone to take while it lasts; staff see it held, not who holds it.
  const held = (member.held ?? []).flatMap((hold) =>
    placeBlock(
      {
        id: hold.id,
        start_datetime: hold.start,
        end_datetime: hold.end,
        reason: 'held for a client booking online',
      },
      days,
      timeZone,
    ),
  );
  return [...off, ...held];
}

/**
 * The shown days with what falls on each (the week, or one member's day): one column a day. The
 * caller passes the bookings, blocks and hours of whoever is shown.
 */
export function calendarColumns(input: {
  days: readonly string[];
  today: string;
  windows: readonly WeeklyWindow[];
  bookings: readonly CalendarBooking[];
  blocks: readonly CalendarBlock[];
}): { columns: DayColumn[]; hours: Hours } {
  const columns = input.days.map((date) =>
    column(
      { key: date, label: shortDayLabel(date), date, today: input.today },
      openingSpans(date, input.windows),
      input.bookings.filter((b) => b.date === date),
      input.blocks.filter((b) => b.date === date),
    ),
  );
  return { columns, hours: hoursOf(columns) };
}

/**
 * One day by member (issue 31): a column per member with her hours (her own, else the studio's),
 * her bookings, the studio's blocked time and her time off. Two members' bookings at the same
 * time each keep a whole column; one member's overlapping ones (an override) sit side by side.
 */
export function memberColumns(input: {
  date: string;
  today: string;
  members: readonly CalendarMember[];
  windows: readonly WeeklyWindow[];
  bookings: readonly CalendarBooking[];
  blocks: readonly CalendarBlock[];
  timeZone: TimeZone;
}): { columns: DayColumn[]; hours: Hours } {
  const { date } = input;
  const columns = input.members.map((member) =>
    column(
      { key: member.uid, label: member.name, date, today: input.today, memberId: member.uid },
      openingSpans(date, member.weeklyHours ?? input.windows),
      input.bookings.filter((b) => b.date === date && b.staffId === member.uid),
      [...input.blocks.filter((b) => b.date === date), ...timeOffBlocks(member, [date], input.timeZone)].sort(
        (a, b) => a.start - b.start,
      ),
    ),
  );
  return { columns, hours: hoursOf(columns) };
}
