import type { TimeZone, WeeklyWindow } from '@studio/domain';
import type { DayColumn } from '../components/time-grid.tsx';
import { calendarColumns, memberColumns, timeOffBlocks } from './calendar-columns.ts';
import type { CalendarView } from './calendar-days.ts';
import type { CalendarBlock, CalendarBooking } from './calendar-items.ts';
import type { CalendarMember } from './calendar-members.ts';

/** What the calendar draws: the grid (day by member, or the week), or the phone's lists. */
export type CalendarLayout =
  | { kind: 'grid'; columns: DayColumn[]; hours: { from: number; to: number } }
  | { kind: 'week-list'; columns: DayColumn[] }
  | { kind: 'day-list'; column: DayColumn };

/**
 * The calendar's layout (issue 31). At 1280 px the day has a column per member shown; the week a
 * column per day. On a phone the day and the week are lists. `chosen` (a member's uid, or '' for
 * everyone) keeps one member's bookings, hours and time off; with everyone shown and several
 * members, each card names its member where columns are days.
 */
export function calendarLayout(input: {
  view: CalendarView;
  phone: boolean;
  days: readonly string[];
  today: string;
  members: readonly CalendarMember[];
  chosen: string;
  bookings: readonly CalendarBooking[];
  blocks: readonly CalendarBlock[];
  windows: readonly WeeklyWindow[];
  timeZone: TimeZone;
}): CalendarLayout {
  const picked = input.members.filter((m) => m.uid === input.chosen);
  const shown = picked.length > 0 ? picked : input.members;
  const [first] = input.days;
  if (input.view === 'day' && !input.phone && first) {
    const { columns, hours } = memberColumns({ ...input, date: first, members: shown });
    return { kind: 'grid', columns, hours };
  }
  const one = shown.length === 1 ? shown[0] : undefined;
  const names = new Map(input.members.map((m) => [m.uid, m.name]));
  const bookings = one
    ? input.bookings.filter((b) => b.staffId === one.uid)
    : input.bookings.map((b) => ({ ...b, member: names.get(b.staffId) ?? 'Another member' }));
  const { columns, hours } = calendarColumns({
    days: input.days,
    today: input.today,
    windows: one?.weeklyHours ?? input.windows,
    bookings,
    blocks: one ? [...input.blocks, ...timeOffBlocks(one, input.days, input.timeZone)] : input.blocks,
  });
  const [column] = columns;
  if (input.phone && input.view === 'day' && column) return { kind: 'day-list', column };
  if (input.phone) return { kind: 'week-list', columns };
  return { kind: 'grid', columns, hours };
}
