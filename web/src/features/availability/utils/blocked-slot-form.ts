import {
  type BlockedTimeSlot,
  type FieldProblems,
  fieldProblems,
  isPastDate,
  newBlockedTimeSlotSchema,
  studioDateTime,
  type TimeZone,
  timeOfDaySchema,
  todayIn,
} from '@studio/domain';
import { z } from 'zod';

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

export type BlockedSlotResult = { ok: true; slot: BlockedTimeSlot } | { ok: false; problems: FieldProblems };

/** The labels the form's problems are named by in its toast. */
export const blockedSlotFieldLabels: Readonly<Record<keyof BlockedSlotFormValues, string>> = {
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  reason: 'Reason',
};

/** The domain schema's fields, as the form names them. */
const formFieldOf: Readonly<Record<string, keyof BlockedSlotFormValues>> = {
  start_datetime: 'startTime',
  end_datetime: 'endTime',
  reason: 'reason',
};

/**
 * The slot to save, in the studio's time zone, or each field's problem. Date required and not
 * past; times well-formed and the end after the start (domain's newBlockedTimeSlotSchema: a
 * reversed range blocks nothing); reason optional (blank saves null).
 */
export function blockedSlotFromForm(
  values: BlockedSlotFormValues,
  timeZone: TimeZone,
  now: Date,
): BlockedSlotResult {
  const problems: Partial<Record<keyof BlockedSlotFormValues, string>> = {};
  const date = values.date.trim();
  if (date === '') problems.date = 'Date is required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.date = 'Enter the date as yyyy-mm-dd';
  else if (isPastDate(date, timeZone, now)) problems.date = 'Choose today or a later date';
  if (!timeOfDaySchema.safeParse(values.startTime).success) problems.startTime = 'Start time is required';
  if (!timeOfDaySchema.safeParse(values.endTime).success) problems.endTime = 'End time is required';
  if (values.reason.trim().length > 200) problems.reason = 'Keep it to 200 characters or fewer';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const reason = values.reason.trim();
  const checked = newBlockedTimeSlotSchema.safeParse({
    start_datetime: studioDateTime(date, values.startTime, timeZone),
    end_datetime: studioDateTime(date, values.endTime, timeZone),
    reason: reason === '' ? null : reason,
  });
  if (checked.success) return { ok: true, slot: checked.data };
  const byField: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldProblems(checked.error.issues)))
    byField[formFieldOf[field] ?? field] ??= message;
  return { ok: false, problems: byField };
}

/**
 * The form as the schema form hook checks it (hooks/use-schema-form.ts): blockedSlotFromForm's
 * refusals become issues on their fields, its slot the output. The clock is read at each submit,
 * so a form left open past midnight still refuses the day gone.
 */
export function blockedSlotFormSchema(timeZone: TimeZone, now: () => Date = () => new Date()) {
  return z
    .object({ date: z.string(), startTime: z.string(), endTime: z.string(), reason: z.string() })
    .transform((values, context): BlockedTimeSlot => {
      const result = blockedSlotFromForm(values, timeZone, now());
      if (result.ok) return result.slot;
      for (const [field, message] of Object.entries(result.problems))
        context.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    });
}
