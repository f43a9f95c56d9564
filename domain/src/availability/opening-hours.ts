// The footer's opening hours, derived from the weekly availability (issue 16): days with the same
// hours run together ("Mon-Fri: 9AM-7PM"), in the spec's wording; a day without hours is Closed.
import { dayNames, type WeeklyWindow, weeklySchedule } from './availability.ts';

/** Monday first, as a studio's week is read. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** '09:00' → '9AM', '13:30' → '1:30PM' (the footer's compact style). */
export function compactTimeOfDay(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] === '00' ? '' : `:${match[2]}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}${minutes}${hours < 12 ? 'AM' : 'PM'}`;
}

function hoursOn(day: number, windows: readonly WeeklyWindow[]): string {
  const open = windows.filter((w) => w.day_of_week === day);
  if (open.length === 0) return 'Closed';
  return open.map((w) => `${compactTimeOfDay(w.start_time)}-${compactTimeOfDay(w.end_time)}`).join(', ');
}

function daysLabel(first: number, last: number): string {
  if (first === last) return dayNames[first] ?? '';
  return `${dayNames[first]?.slice(0, 3)}-${dayNames[last]?.slice(0, 3)}`;
}

/** [days, hours] lines for the week, Monday to Sunday, from the active weekly windows. */
export function openingHoursLines(windows: readonly WeeklyWindow[]): [string, string][] {
  const schedule = weeklySchedule(windows);
  const runs: { first: number; last: number; hours: string }[] = [];
  for (const day of weekOrder) {
    const hours = hoursOn(day, schedule);
    const run = runs[runs.length - 1];
    if (run && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  return runs.map((run) => [daysLabel(run.first, run.last), run.hours]);
}
