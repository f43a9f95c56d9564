import { describe, expect, it } from 'vitest';
import { availabilityFormSchema, emptyAvailabilityForm } from '../utils/availability-form.ts';

const issuesOf = (values: Record<string, string>) =>
  availabilityFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path, issue.message]);

describe('the Add Availability form', () => {
  it('starts on Monday 09:00–17:00 and saves the day as a number', () => {
    expect(availabilityFormSchema.parse(emptyAvailabilityForm())).toEqual({
      day_of_week: 1,
      start_time: '09:00',
      end_time: '17:00',
    });
  });

  it('asks for a cleared time beside its field', () => {
    expect(issuesOf({ ...emptyAvailabilityForm(), end_time: '' })).toEqual([[['end_time'], 'Enter a time']]);
  });

  it("refuses a window that does not end after it starts, with the domain's words", () => {
    for (const end_time of ['08:00', '09:00'])
      expect(issuesOf({ ...emptyAvailabilityForm(), end_time })).toEqual([
        [['end_time'], 'The end time must be after the start time'],
      ]);
  });
});
