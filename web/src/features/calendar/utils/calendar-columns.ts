import type { WeeklyWindow } from '@studio/domain';
import type { DayColumn } from '../components/time-grid.tsx';
import { gridHours } from './calendar-days.ts';
import { type CalendarBlock, type CalendarBooking, openingSpans } from './calendar-items.ts';
import { laneLayout } from './calendar-lanes.ts';

/** The shown days with what falls on each, and the hours the grid needs to show all of it. */
export function calendarColumns(input: {
  days: readonly string[];
  today: string;
  windows: readonly WeeklyWindow[];
  bookings: readonly CalendarBooking[];
  blocks: readonly CalendarBlock[];
}): { columns: DayColumn[]; hours: { from: number; to: number } } {
  const columns = input.days.map((date) => {
    const bookings = input.bookings.filter((b) => b.date === date);
    // Overlapping bookings (an override) sit side by side, never one over another (issue 29).
    const places = laneLayout(bookings);
    return {
      date,
      isToday: date === input.today,
      open: openingSpans(date, input.windows),
      bookings: bookings.map((b, i) => ({ ...b, ...(places[i] ?? { lane: 0, lanes: 1 }) })),
      // A whole-day block would stretch the grid to midnight: it is clipped to the hours shown.
      blocks: input.blocks.filter((b) => b.date === date),
    };
  });
  const spans = columns.flatMap((c) => [...c.open, ...c.bookings]);
  return { columns, hours: gridHours(spans) };
}
