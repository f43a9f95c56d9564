import { describe, expect, it } from 'vitest';
import { compactTimeOfDay, openingHoursLines } from './opening-hours.ts';

const window = (day_of_week: number, start_time: string, end_time: string, is_active = true) => ({
  day_of_week,
  start_time,
  end_time,
  is_active,
});
const weekdays = [1, 2, 3, 4, 5].map((day) => window(day, '09:00', '19:00'));

describe('openingHoursLines', () => {
  it('reads the demo week as the spec words it', () => {
    expect(openingHoursLines([...weekdays, window(6, '10:00', '18:00')])).toEqual([
      ['Mon-Fri', '9AM-7PM'],
      ['Saturday', '10AM-6PM'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('follows a change: a late Wednesday splits the weekdays, a split day lists both windows', () => {
    const week = [
      ...weekdays.filter((w) => w.day_of_week !== 3),
      window(3, '12:00', '20:30'),
      window(0, '13:00', '17:00'),
      window(0, '10:00', '12:00'),
    ];
    expect(openingHoursLines(week)).toEqual([
      ['Mon-Tue', '9AM-7PM'],
      ['Wednesday', '12PM-8:30PM'],
      ['Thu-Fri', '9AM-7PM'],
      ['Saturday', 'Closed'],
      ['Sunday', '10AM-12PM, 1PM-5PM'],
    ]);
  });

  it('leaves inactive windows out and says Closed all week without any', () => {
    expect(openingHoursLines([window(1, '09:00', '17:00', false)])).toEqual([['Mon-Sun', 'Closed']]);
  });
});

describe('compactTimeOfDay', () => {
  it('drops :00 and keeps other minutes', () => {
    expect(compactTimeOfDay('00:00')).toBe('12AM');
    expect(compactTimeOfDay('12:15')).toBe('12:15PM');
    expect(compactTimeOfDay('nonsense')).toBe('nonsense');
  });
});
