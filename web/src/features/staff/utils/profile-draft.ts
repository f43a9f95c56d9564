// The staff profile dialog's values (issue 31), and the saveStaffProfile request they make. The
// domain's request schema checks it before it is sent; the callable checks it again and decides
// who may change what (domain staffProfileEditProblem).
import {
  endOfStudioDay,
  formatStudioDate,
  formatStudioTime,
  type SaveStaffProfileRequest,
  type StaffProfile,
  startOfStudioDay,
  studioDateOfInstant,
  studioInstant,
  type TimeZone,
} from '@studio/domain';

export interface HoursRow {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export interface TimeOffRow {
  start: Date;
  end: Date;
  reason: string | null;
}

export interface ProfileDraft {
  bookable: boolean;
  displayName: string;
  /** Off: only `serviceIds`. */
  allServices: boolean;
  serviceIds: string[];
  /** On: she keeps the studio's weekly hours and `hours` is not sent. */
  studioHours: boolean;
  hours: HoursRow[];
  timeOff: TimeOffRow[];
}

/** The dialog's start: her stored profile, or the defaults (bookable, every service, the studio's hours). */
export function draftOf(profile: StaffProfile | null, fallbackName: string): ProfileDraft {
  return {
    bookable: profile?.bookable ?? true,
    displayName: profile?.display_name ?? fallbackName,
    allServices: !profile?.service_ids || profile.service_ids.length === 0,
    serviceIds: [...(profile?.service_ids ?? [])],
    studioHours: !profile?.weekly_hours,
    hours: (profile?.weekly_hours ?? [])
      .filter((w) => w.is_active)
      .map(({ day_of_week, start_time, end_time }) => ({ day_of_week, start_time, end_time })),
    timeOff: (profile?.time_off ?? []).map((t) => ({
      start: t.start_datetime,
      end: t.end_datetime,
      reason: t.reason,
    })),
  };
}

/**
 * Time off from the first day to the last in the studio's zone: whole days, or from `from` on the
 * first day until `until` on the last (an afternoon at the dentist). A plain refusal when it would
 * end before it starts.
 */
export function timeOffOf(
  choice: { first: string; last: string; from: string; until: string; reason: string },
  timeZone: TimeZone,
): TimeOffRow | { problem: string } {
  const last = choice.last || choice.first;
  const start = choice.from
    ? studioInstant(choice.first, choice.from, timeZone)
    : startOfStudioDay(choice.first, timeZone);
  const end = choice.until ? studioInstant(last, choice.until, timeZone) : endOfStudioDay(last, timeZone);
  if (end.getTime() <= start.getTime()) return { problem: 'Time off must end after it starts.' };
  return { start, end, reason: choice.reason.trim() || null };
}

/** How a stretch of time off reads: days alone when it is whole days, else with the times. */
export function timeOffLabel(row: TimeOffRow, timeZone: TimeZone): string {
  const lastMoment = new Date(row.end.getTime() - 1);
  const firstDay = studioDateOfInstant(row.start, timeZone);
  const lastDay = studioDateOfInstant(lastMoment, timeZone);
  const wholeDays =
    row.start.getTime() === startOfStudioDay(firstDay, timeZone).getTime() &&
    row.end.getTime() === endOfStudioDay(lastDay, timeZone).getTime();
  const span = wholeDays
    ? `${formatStudioDate(row.start, timeZone)} – ${formatStudioDate(lastMoment, timeZone)}`
    : `${formatStudioDate(row.start, timeZone)}, ${formatStudioTime(row.start, timeZone)} – ${
        firstDay === studioDateOfInstant(row.end, timeZone) ? '' : `${formatStudioDate(row.end, timeZone)}, `
      }${formatStudioTime(row.end, timeZone)}`;
  return row.reason ? `${span} (${row.reason})` : span;
}

/** What saveStaffProfile is sent for the draft (the whole profile: the callable replaces it). */
export function requestOf(staffId: string, draft: ProfileDraft): SaveStaffProfileRequest {
  return {
    staffId,
    bookable: draft.bookable,
    displayName: draft.displayName,
    serviceIds: draft.allServices ? [] : draft.serviceIds,
    weeklyHours: draft.studioHours ? null : draft.hours.map((row) => ({ ...row, is_active: true })),
    timeOff: draft.timeOff.map((t) => ({
      start: t.start.toISOString(),
      end: t.end.toISOString(),
      reason: t.reason,
    })),
  };
}
