import { newAvailabilityBlockSchema } from '@studio/domain';
import { z } from 'zod';

/** The Add Availability form as typed: the day is its select's value, a digit as text. */
export interface AvailabilityFormValues {
  day_of_week: string;
  start_time: string;
  end_time: string;
}

/** Monday 09:00–17:00 (spec §2). */
export function emptyAvailabilityForm(): AvailabilityFormValues {
  return { day_of_week: '1', start_time: '09:00', end_time: '17:00' };
}

/** The labels the form's problems are named by in its toast. */
export const availabilityFieldLabels: Readonly<Record<keyof AvailabilityFormValues, string>> = {
  day_of_week: 'Day',
  start_time: 'Start time',
  end_time: 'End time',
};

// A cleared time input gives '': said plainly here, before the domain's HH:mm format speaks.
const enteredTime = z.string().min(1, 'Enter a time');

/**
 * The form's values to the window to save, checked by the domain's newAvailabilityBlockSchema
 * (well-formed times, the end after the start); each refusal lands on its field.
 */
export const availabilityFormSchema = z
  .object({ day_of_week: z.string(), start_time: enteredTime, end_time: enteredTime })
  .transform((values) => ({ ...values, day_of_week: Number(values.day_of_week) }))
  .pipe(newAvailabilityBlockSchema);
