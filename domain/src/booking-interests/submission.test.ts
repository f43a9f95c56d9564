import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.ts';
import { newBookingInterest } from './form.ts';
import { interestIntervalMessage, openInterestsLimitMessage } from './open-interests.ts';
import {
  type BookingInterestFacts,
  bookingInterestFormOf,
  bookingInterestProblem,
  submitBookingInterestRequest,
  submitBookingInterestRequestSchema,
  withdrawBookingInterestRequestSchema,
} from './submission.ts';

// 15:00 UTC on 22 November 2026 is 10:00 in New York; the defaults take 60 days ahead.
const now = new Date('2026-11-22T15:00:00Z');
const settings = {
  ...defaultSettings(),
  scheduling_timezone: 'America/New_York' as const,
  booking_max_open_interests: 3,
  booking_interest_min_interval_seconds: 30,
};
const facts = (change: Partial<BookingInterestFacts> = {}): BookingInterestFacts => ({
  openCount: 0,
  lastInterestAt: null,
  now,
  settings: { ...settings, booking_settings: { ...settings.booking_settings, maxAdvanceBookingDays: 60 } },
  preferredDate: '2026-11-25',
  serviceActive: null,
  ...change,
});

describe('submitBookingInterest’s request', () => {
  it('takes the wizard’s fields and tidies them as the wizard does', () => {
    const input = submitBookingInterestRequestSchema.parse({
      category: 'manicure',
      preferredDate: '2026-11-25',
      preferredTime: '10:00',
      instagramHandle: ' @ana.nails ',
      clientNotes: '  ',
    });
    expect(input).toEqual({
      category: 'manicure',
      serviceId: null,
      preferredDate: '2026-11-25',
      preferredTime: '10:00',
      instagramHandle: 'ana.nails',
      clientNotes: null,
    });
    expect(newBookingInterest(bookingInterestFormOf(input), 'client-1', now)).toMatchObject({
      instagram_handle: 'ana.nails',
      client_notes: null,
      service_id: null,
      status: 'new',
    });
  });

  it('is what the wizard’s form becomes', () => {
    const request = submitBookingInterestRequest({
      category: 'pedicure',
      service_id: 'svc-1',
      preferred_date: '2026-11-26',
      preferred_time: '11:00',
      client_notes: 'French tips',
    });
    expect(submitBookingInterestRequestSchema.parse(request)).toMatchObject({
      serviceId: 'svc-1',
      clientNotes: 'French tips',
      instagramHandle: null,
    });
  });

  it('refuses a bad category, date, time, handle or overlong notes, saying which', () => {
    const base = { category: 'manicure', preferredDate: '2026-11-25', preferredTime: '10:00' };
    const bad = [
      { ...base, category: 'haircut' },
      { ...base, preferredDate: '2026-02-30' },
      { ...base, preferredTime: '18:00' },
      { ...base, instagramHandle: 'not a handle!' },
      { ...base, clientNotes: 'x'.repeat(1001) },
      { ...base, serviceId: 'a/b' },
    ];
    for (const request of bad)
      expect(submitBookingInterestRequestSchema.safeParse(request).success, JSON.stringify(request)).toBe(
        false,
      );
    const handle = submitBookingInterestRequestSchema.safeParse({ ...base, instagramHandle: 'no spaces' });
    expect(handle.error?.issues[0]?.message).toMatch(/Instagram username/);
  });

  it('withdraws by the interest’s id only', () => {
    expect(withdrawBookingInterestRequestSchema.safeParse({ interestId: 'i1' }).success).toBe(true);
    expect(withdrawBookingInterestRequestSchema.safeParse({ interestId: '' }).success).toBe(false);
    expect(withdrawBookingInterestRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('bookingInterestProblem', () => {
  it('lets a client below the limit, past the interval, on a date in range, go ahead', () => {
    expect(bookingInterestProblem(facts())).toBeNull();
    expect(bookingInterestProblem(facts({ openCount: 2, serviceActive: true }))).toBeNull();
    expect(bookingInterestProblem(facts({ lastInterestAt: new Date(now.getTime() - 30_000) }))).toBeNull();
  });

  it('refuses the one past the limit with the wizard’s message', () => {
    expect(bookingInterestProblem(facts({ openCount: 3 }))).toBe(openInterestsLimitMessage(3));
  });

  it('refuses one sent sooner than the interval after the last', () => {
    expect(bookingInterestProblem(facts({ lastInterestAt: new Date(now.getTime() - 29_000) }))).toBe(
      interestIntervalMessage(30),
    );
  });

  it('refuses a date before the studio’s today or beyond the advance limit, naming the range', () => {
    expect(bookingInterestProblem(facts({ preferredDate: '2026-11-21' }))).toBe(
      'Choose a date from 2026-11-22 to 2027-01-21.',
    );
    expect(bookingInterestProblem(facts({ preferredDate: '2027-01-21' }))).toBeNull();
    expect(bookingInterestProblem(facts({ preferredDate: '2027-01-22' }))).toMatch(/Choose a date/);
  });

  it('refuses a service taken off the menu', () => {
    expect(bookingInterestProblem(facts({ serviceActive: false }))).toMatch(/no longer offered/);
  });
});
