import { describe, expect, it } from 'vitest';
import { lostTimeNotice } from '../model/free-times.ts';

describe('lostTimeNotice', () => {
  const base = { freeTimes: ['09:00', '09:15', '10:00'], durationMinutes: 60 };

  it('says nothing while the chosen time is free, or before one is chosen', () => {
    expect(lostTimeNotice({ ...base, time: '10:00', wasOffered: true })).toBeNull();
    expect(lostTimeNotice({ ...base, time: '', wasOffered: false })).toBeNull();
  });

  it('says a time offered a moment ago was just taken (another member booked it)', () => {
    expect(lostTimeNotice({ ...base, time: '14:00', wasOffered: true })).toBe(
      '2:00 PM was just taken by another booking. Choose another time.',
    );
  });

  it('says a preselected time that was never free is not free for this length', () => {
    expect(lostTimeNotice({ ...base, time: '16:30', wasOffered: false })).toBe(
      '4:30 PM is not free for 60 minutes on this day. Choose another time.',
    );
  });
});
