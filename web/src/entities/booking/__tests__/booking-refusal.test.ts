import { describe, expect, it } from 'vitest';
import { bookingRefusalOf } from '../api/booking-callables.ts';

describe('bookingRefusalOf', () => {
  const refused = (details: unknown) => ({ code: 'functions/failed-precondition', details });

  it('tells a time outside the limits (which staff may confirm) from a conflict and an allergy', () => {
    expect(bookingRefusalOf(refused({ reason: 'time_limit', override: 'past' }))).toEqual({
      reason: 'time_limit',
      override: 'past',
    });
    expect(bookingRefusalOf(refused({ reason: 'conflict', conflicts: [] }))?.reason).toBe('conflict');
    expect(bookingRefusalOf(refused({ reason: 'allergy', warnings: [] }))?.reason).toBe('allergy');
  });

  it('answers null for any other error', () => {
    expect(bookingRefusalOf(refused({ reason: 'open_orders' }))).toBeNull();
    expect(bookingRefusalOf({ code: 'functions/internal', details: { reason: 'time_limit' } })).toBeNull();
    expect(bookingRefusalOf(new Error('offline'))).toBeNull();
  });
});
