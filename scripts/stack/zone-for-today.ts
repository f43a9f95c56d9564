// "Later today" for tests and benchmarks that run at any hour: of the studio's US time zones, the
// one where the present instant is furthest from a midnight. The four span three hours, so one of
// them is always at least an hour and a half from it.
import { type TimeZone, timeZones } from '@studio/domain';

// One formatter per zone: making one is far dearer than using it (the test asks every minute).
const clocks = new Map<TimeZone, Intl.DateTimeFormat>();
function clockOf(zone: TimeZone): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** Minutes since the local midnight of `zone` at `at`. */
function minutesIntoDay(zone: TimeZone, at: Date): number {
  const parts = clockOf(zone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** How far `at` is from the nearer midnight in `zone`, in minutes. */
export function minutesFromMidnight(zone: TimeZone, at: Date): number {
  const into = minutesIntoDay(zone, at);
  return Math.min(into, 24 * 60 - into);
}

/** The studio zone in which `now` is furthest from either midnight. */
export function zoneFurthestFromMidnight(now: Date): TimeZone {
  return [...timeZones].sort(
    (a, b) => minutesFromMidnight(b, now) - minutesFromMidnight(a, now),
  )[0] as TimeZone;
}
