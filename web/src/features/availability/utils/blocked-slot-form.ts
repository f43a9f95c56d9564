import {
  type BlockedTimeSlot,
  isPastDate,
  studioDateTime,
  type TimeZone,
  timeOfDaySchema,
  todayIn,
} from '@studio/domain';

/** The Blocked Dates form as typed. */
export interface BlockedSlotFormValues {
  date: string;
  startTime: string;
  endTime: string;
  reason: string;
}

/** Start and end default to 09:00 and 17:00 (spec §2). */
export function emptyBlockedSlotForm(): BlockedSlotFormValues {
  return { date: '', startTime: '09:00', endTime: '17:00', reason: '' };
}

/** The earliest date the picker offers: today in the studio's time zone. */
export function earliestBlockDate(timeZone: TimeZone, now: Date): string {
  return todayIn(timeZone, now);
}

export type BlockedSlotResult = { ok: true; slot: BlockedTimeSlot } | { ok: false; problems: string[] };

/**
 * The slot to save, in the studio's time zone. Date required and not past; times well-formed;
 * reason optional (blank saves null). No ordering check between start and end (spec §5).
 */
export function blockedSlotFromForm(
  values: BlockedSlotFormValues,
  timeZone: TimeZone,
  now: Date,
): BlockedSlotResult {
  const problems: string[] = [];
  const date = values.date.trim();
  if (date === '') problems.push('Date is required');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push('Enter the date as yyyy-mm-dd');
  else if (isPastDate(date, timeZone, now)) problems.push('Choose today or a later date');
  if (!timeOfDaySchema.safeParse(values.startTime).success) problems.push('Start time is required');
  if (!timeOfDaySchema.safeParse(values.endTime).success) problems.push('End time is required');
  if (values.reason.trim().length > 200) problems.push('Reason: at most 200 characters');
  if (problems.length > 0) return { ok: false, problems };
  const reason = values.reason.trim();
  return {
    ok: true,
    slot: {
      start_datetime: studioDateTime(date, values.startTime, timeZone),
      end_datetime: studioDateTime(date, values.endTime, timeZone),
      reason: reason === '' ? null : reason,
    },
  };
}
