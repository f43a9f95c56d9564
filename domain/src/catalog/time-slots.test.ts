import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, isPreferredTimeSlot, preferredTimeSlots } from './time-slots.ts';

describe('preferred time slots', () => {
  it('are nine hourly slots from 09:00 to 17:00', () => {
    expect(preferredTimeSlots).toHaveLength(9);
    expect(preferredTimeSlots[0]).toBe('09:00');
    expect(preferredTimeSlots[8]).toBe('17:00');
  });
  it('recognise only those slots', () => {
    expect(isPreferredTimeSlot('12:00')).toBe(true);
    expect(isPreferredTimeSlot('08:00')).toBe(false);
    expect(isPreferredTimeSlot('9:00')).toBe(false);
    expect(isPreferredTimeSlot('')).toBe(false);
  });
  it('format as 12-hour times', () => {
    expect(formatTimeOfDay('09:00')).toBe('9:00 AM');
    expect(formatTimeOfDay('12:30')).toBe('12:30 PM');
    expect(formatTimeOfDay('00:15')).toBe('12:15 AM');
    expect(formatTimeOfDay('17:00')).toBe('5:00 PM');
    expect(formatTimeOfDay('nonsense')).toBe('nonsense');
  });
});
