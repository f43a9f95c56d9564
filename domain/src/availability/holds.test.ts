// Holds in the availability module (issue 32): a visitor's held time stands in the member's way
// until it expires, and not a moment after, whether or not the cleaning has run yet.
import { describe, expect, it } from 'vitest';
import { dayHoldOf, holdExpiry, holdMinutesLeft } from '../self-booking/holds.ts';
import { catalogueVisitOf, memberForStart } from '../self-booking/visit.ts';
import { type DayHold, freeStarts, isStartFree, type StudioDay, whatIsInTheWay } from './free-time.ts';

const mon = (time: string) => new Date(`2026-06-15T${time}:00-04:00`);
const gel = { serviceId: 'gel', name: 'Gel Manicure', durationMinutes: 60, bufferMinutes: 15 };

const hold = (patch: Partial<DayHold> = {}): DayHold => ({
  id: 'h1',
  holder: 'visitor-token-aaaaaaaaaaaa',
  staff_id: 'ava',
  start: mon('10:00'),
  end: mon('11:15'),
  expires_at: mon('08:10'),
  ...patch,
});

const day = (patch: Partial<StudioDay> = {}): StudioDay => ({
  date: '2026-06-15',
  timeZone: 'America/New_York',
  now: mon('08:00'),
  ownerUid: 'ava',
  staff: [
    { uid: 'ava', bookable: true, display_name: 'Ava' },
    { uid: 'bea', bookable: true, display_name: 'Bea' },
  ],
  studioHours: [{ day_of_week: 1, start_time: '09:00', end_time: '13:00', is_active: true }],
  blockedSlots: [],
  bookings: [],
  stepMinutes: 60,
  ...patch,
});

const hours = (starts: Date[]) => starts.map((d) => d.toISOString().slice(11, 16));

describe('holds in the availability module', () => {
  it('a live hold keeps its member busy, its clean-up included, and nobody else', () => {
    const held = day({ holds: [hold()] });
    // 09:00 would run into the hold at 10:00; 10:00 and 11:00 sit inside 10:00–11:15.
    expect(hours(freeStarts(held, [gel], 'ava'))).toEqual(['16:00']);
    expect(hours(freeStarts(held, [gel], 'bea'))).toEqual(['13:00', '14:00', '15:00', '16:00']);
    const check = isStartFree(held, [gel], 'ava', mon('10:00'));
    expect(check).toMatchObject({ free: false, reason: 'not_free', conflicts: [{ kind: 'hold' }] });
  });

  it('ignores a hold from the moment it expires, before any cleaning', () => {
    const expired = day({ now: mon('08:10'), holds: [hold()] });
    expect(hours(freeStarts(expired, [gel], 'ava'))).toEqual(['13:00', '14:00', '15:00', '16:00']);
    expect(isStartFree(expired, [gel], 'ava', mon('10:00'))).toEqual({ free: true });
  });

  it("does not let a visitor's own hold stand in her way", () => {
    const mine = day({ holds: [hold()], exceptHolder: 'visitor-token-aaaaaaaaaaaa' });
    expect(isStartFree(mine, [gel], 'ava', mon('10:00'))).toEqual({ free: true });
  });

  it('whatIsInTheWay names a hold as a hold while it lives, and not once its clock has run out', () => {
    const span = { start: mon('10:30'), end: mon('11:00') };
    const taken = { ownerUid: 'ava', staff: day().staff, blockedSlots: [], bookings: [], holds: [hold()] };
    expect(whatIsInTheWay({ ...taken, now: mon('08:09') }, 'ava', span)).toMatchObject([{ kind: 'hold' }]);
    expect(whatIsInTheWay({ ...taken, now: mon('08:10') }, 'ava', span)).toEqual([]);
  });
});

describe('hold helpers', () => {
  it('a hold lasts the setting’s whole minutes and counts down, rounded up', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const expires = holdExpiry(now, 10);
    expect(expires.toISOString()).toBe('2026-06-15T12:10:00.000Z');
    expect(holdMinutesLeft({ expires_at: expires }, new Date('2026-06-15T12:00:30Z'))).toBe(10);
    expect(holdMinutesLeft({ expires_at: expires }, new Date('2026-06-15T12:11:00Z'))).toBe(0);
  });

  it('reads a stored hold as the module’s DayHold', () => {
    const stored = {
      holder: 'tok',
      staff_id: 'bea',
      service_ids: ['gel'],
      start: mon('10:00'),
      end: mon('11:15'),
      expires_at: mon('08:10'),
      created_at: mon('08:00'),
    };
    expect(dayHoldOf('h9', stored)).toEqual({
      id: 'h9',
      holder: 'tok',
      staff_id: 'bea',
      start: mon('10:00'),
      end: mon('11:15'),
      expires_at: mon('08:10'),
    });
  });

  it('a visit puts each service’s materials’ and add-ons’ minutes on it and keeps each buffer', () => {
    const visit = catalogueVisitOf([
      {
        service: { id: 'gel', name: 'Gel', duration_minutes: 60, buffer_minutes: 10 },
        materials: [{ duration_modifier_minutes: 15 }],
        addOnSelections: [{ duration_minutes: 5 }],
      },
      { service: { id: 'art', name: 'Art', duration_minutes: 30 }, materials: [], addOnSelections: [] },
      {
        service: { id: 'pedi', name: 'Pedicure', duration_minutes: 45 },
        materials: [],
        addOnSelections: [{ duration_minutes: 10 }],
      },
    ]);
    expect(visit).toEqual([
      { serviceId: 'gel', name: 'Gel', durationMinutes: 80, bufferMinutes: 10 },
      { serviceId: 'art', name: 'Art', durationMinutes: 30, bufferMinutes: 0 },
      { serviceId: 'pedi', name: 'Pedicure', durationMinutes: 55, bufferMinutes: 0 },
    ]);
  });
});

describe('memberForStart', () => {
  const booked = (staffId: string) => ({
    id: `b-${staffId}`,
    staff_id: staffId,
    service_id: 'gel',
    status: 'scheduled' as const,
    scheduled_at: mon('10:00'),
    duration_minutes: 60,
  });

  it('gives the picked member when she is free; a time another visitor holds was just taken', () => {
    const held = day({ holds: [hold()] });
    expect(memberForStart(held, [gel], 'bea', mon('10:00'))).toEqual({ free: true, staffId: 'bea' });
    expect(memberForStart(held, [gel], 'ava', mon('10:00'))).toEqual({
      free: false,
      reason: 'just_taken',
      message: 'Just taken: someone is booking 10:00 AM right now. Here are the free times left that day.',
    });
  });

  it('says a time another booking took was just taken, apart from time off, hours and the lead time', () => {
    expect(memberForStart(day({ bookings: [booked('ava')] }), [gel], 'ava', mon('10:00'))).toEqual({
      free: false,
      reason: 'just_taken',
      message: 'Just taken: someone booked 10:00 AM a moment ago. Here are the free times left that day.',
    });
    const off = day({
      staff: [
        {
          uid: 'ava',
          bookable: true,
          display_name: 'Ava',
          time_off: [{ start_datetime: mon('09:00'), end_datetime: mon('12:00') }],
        },
      ],
    });
    expect(memberForStart(off, [gel], 'ava', mon('10:00'))).toMatchObject({
      free: false,
      reason: 'not_free',
    });
    expect(memberForStart(day(), [gel], 'ava', mon('12:30'))).toMatchObject({
      free: false,
      reason: 'outside_hours',
      message: "12:30 PM for 60 minutes is outside Ava's hours.",
    });
    expect(memberForStart(day({ leadTimeHours: 4 }), [gel], 'ava', mon('10:00'))).toMatchObject({
      free: false,
      reason: 'inside_lead_time',
    });
  });

  it('for anyone, takes the first free member in the team’s order; just taken when bookings and holds filled it', () => {
    expect(memberForStart(day({ holds: [hold()] }), [gel], null, mon('10:00'))).toEqual({
      free: true,
      staffId: 'bea',
    });
    const full = day({ holds: [hold()], bookings: [booked('bea')] });
    expect(memberForStart(full, [gel], null, mon('10:00'))).toMatchObject({
      free: false,
      reason: 'just_taken',
    });
    expect(memberForStart(day({ leadTimeHours: 4 }), [gel], null, mon('10:00'))).toMatchObject({
      free: false,
      reason: 'inside_lead_time',
    });
    expect(memberForStart(day(), [gel], null, mon('12:30'))).toEqual({
      free: false,
      reason: 'nobody_free',
      message: 'Nobody is free at 12:30 PM for this visit any more.',
    });
  });
});
