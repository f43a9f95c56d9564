// The staff profile dialog's values (issue 31), and the saveStaffProfile request they make. The
// domain's request schema checks it before it is sent; the callable checks it again and decides
// who may change what (domain staffProfileEditProblem).
import {
  endOfStudioDay,
  type SaveStaffProfileRequest,
  type StaffProfile,
  startOfStudioDay,
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

/** Whole days of time off, from the first day's start to the last day's end in the studio's zone. */
export function timeOffDays(first: string, last: string, reason: string, timeZone: TimeZone): TimeOffRow {
  return {
    start: startOfStudioDay(first, timeZone),
    end: endOfStudioDay(last, timeZone),
    reason: reason.trim() || null,
  };
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
