// The free-times table of a three-member studio (issue 31), in New York time. Ava owns the
// studio and keeps its hours; Bea works afternoons and evenings and does gel and pedicures only;
// Cleo keeps the studio's hours and is off on Monday morning. All times below are EDT (UTC-4)
// unless a clock change is the point.
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../enums/statuses.ts';
import {
  type DayBooking,
  freeStarts,
  freeStartsForAnyone,
  isStartFree,
  memberDay,
  type SchedulingMember,
  type StudioDay,
  type VisitService,
  visitEnd,
  visitLength,
  whatIsInTheWay,
} from './free-time.ts';

const ny = 'America/New_York' as const;
const at = (iso: string) => new Date(iso);
/** A Monday 15 June 2026 wall-clock time in New York as an instant. */
const mon = (time: string) => at(`2026-06-15T${time}:00-04:00`);
const window = (day: number, start: string, end: string) => ({
  day_of_week: day,
  start_time: start,
  end_time: end,
  is_active: true,
});
const times = (starts: readonly Date[]) =>
  starts.map((d) => new Intl.DateTimeFormat('en-GB', { timeZone: ny, timeStyle: 'short' }).format(d));

const gel: VisitService = {
  serviceId: 'svc-gel',
  name: 'Gel Manicure',
  durationMinutes: 60,
  bufferMinutes: 15,
};
const pedicure: VisitService = { serviceId: 'svc-pedi', name: 'Pedicure', durationMinutes: 45 };
const nailArt: VisitService = {
  serviceId: 'svc-art',
  name: 'Nail Art',
  durationMinutes: 30,
  bufferMinutes: 10,
};

const ava: SchedulingMember = { uid: 'ava', bookable: true, display_name: 'Ava' };
const bea: SchedulingMember = {
  uid: 'bea',
  bookable: true,
  display_name: 'Bea',
  service_ids: ['svc-gel', 'svc-pedi'],
  weekly_hours: [2, 3, 4, 5, 6, 1].map((d) => window(d, '12:00', '20:00')),
};
const cleo: SchedulingMember = {
  uid: 'cleo',
  bookable: true,
  display_name: 'Cleo',
  service_ids: [],
  time_off: [{ start_datetime: mon('09:00'), end_datetime: mon('12:00') }],
};

const booking = (
  id: string,
  staff_id: string | undefined,
  service_id: string,
  start: Date,
  minutes: number,
  status: BookingStatus = 'confirmed',
): DayBooking => ({
  id,
  service_id,
  status,
  scheduled_at: start,
  duration_minutes: minutes,
  ...(staff_id ? { staff_id } : {}),
});

/** Monday: the studio is open 9–5 and closed 1–2 for everyone (a blocked slot). */
const monday: StudioDay = {
  date: '2026-06-15',
  timeZone: ny,
  now: at('2026-06-01T12:00:00Z'),
  ownerUid: 'ava',
  staff: [ava, bea, cleo],
  studioHours: [1, 2, 3, 4, 5, 6].map((d) => window(d, '09:00', '17:00')),
  blockedSlots: [{ start_datetime: mon('13:00'), end_datetime: mon('14:00') }],
  bookings: [
    // Stored before staff_id: the owner's. Gel's 15-minute clean-up keeps Ava until 11:15.
    booking('b-legacy', undefined, 'svc-gel', mon('10:00'), 60),
    booking('b-bea', 'bea', 'svc-pedi', mon('15:00'), 60),
    booking('b-bea-cancelled', 'bea', 'svc-gel', mon('12:00'), 60, 'cancelled'),
  ],
  serviceBuffers: { 'svc-gel': 15, 'svc-art': 10 },
  leadTimeHours: 24,
  maxAdvanceDays: 60,
  stepMinutes: 30,
};

describe('a visit', () => {
  it('lasts its services in order, the buffers between them included, and keeps the last clean-up after', () => {
    expect(visitLength([gel])).toEqual({ workMinutes: 60, bufferMinutes: 15, totalMinutes: 75 });
    expect(visitLength([gel, nailArt])).toEqual({ workMinutes: 105, bufferMinutes: 10, totalMinutes: 115 });
    expect(visitLength([pedicure])).toEqual({ workMinutes: 45, bufferMinutes: 0, totalMinutes: 45 });
  });
});

describe('free starts of a three-member studio', () => {
  it('for a gel manicure with each member', () => {
    expect(times(freeStarts(monday, [gel], 'ava'))).toEqual([
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    // The cancelled 12:00 does not hold her; the blocked 1–2 and her 3–4 pedicure do.
    expect(times(freeStarts(monday, [gel], 'bea'))).toEqual([
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
    ]);
    // Off until noon, and a visit from 12:00 would run into the studio's blocked hour.
    expect(times(freeStarts(monday, [gel], 'cleo'))).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00']);
  });

  it('for "anyone who does it", each start naming the members free then', () => {
    const anyone = freeStartsForAnyone(monday, [gel]).map((s) => [times([s.start])[0], s.staffIds]);
    expect(anyone).toEqual([
      ['11:30', ['ava']],
      ['14:00', ['ava', 'cleo']],
      ['14:30', ['ava', 'cleo']],
      ['15:00', ['ava', 'cleo']],
      ['15:30', ['ava', 'cleo']],
      ['16:00', ['ava', 'bea', 'cleo']],
      ['16:30', ['bea']],
      ['17:00', ['bea']],
      ['17:30', ['bea']],
      ['18:00', ['bea']],
      ['18:30', ['bea']],
      ['19:00', ['bea']],
    ]);
  });

  it('for a gel manicure then nail art: 105 minutes of work, 10 of clean-up, and only members who do both', () => {
    expect(times(freeStarts(monday, [gel, nailArt], 'ava'))).toEqual(['14:00', '14:30', '15:00']);
    expect(freeStarts(monday, [gel, nailArt], 'bea')).toEqual([]);
    expect(freeStartsForAnyone(monday, [gel, nailArt]).map((s) => [times([s.start])[0], s.staffIds])).toEqual(
      [
        ['14:00', ['ava', 'cleo']],
        ['14:30', ['ava', 'cleo']],
        ['15:00', ['ava', 'cleo']],
      ],
    );
  });

  it('keep a booking’s clean-up blocked after it, and let a visit end as the next begins', () => {
    expect(isStartFree(monday, [pedicure], 'ava', mon('11:00'))).toMatchObject({
      free: false,
      reason: 'not_free',
    });
    expect(isStartFree(monday, [pedicure], 'ava', mon('11:15'))).toEqual({ free: true });
    expect(isStartFree(monday, [pedicure], 'ava', mon('09:15'))).toEqual({ free: true });
    // Two members may take two clients at the same time.
    expect(isStartFree(monday, [pedicure], 'cleo', mon('15:00'))).toEqual({ free: true });
  });

  it('count a booking without an id (the public booked times) as taking her time', () => {
    const { id: _, ...anonymous } = booking('x', 'cleo', 'svc-pedi', mon('14:00'), 60);
    const day = { ...monday, bookings: [anonymous] };
    expect(isStartFree(day, [pedicure], 'cleo', mon('14:30'))).toMatchObject({ reason: 'not_free' });
    expect(isStartFree({ ...day, exceptBookingId: 'b-legacy' }, [pedicure], 'cleo', mon('14:30')).free).toBe(
      false,
    );
  });

  it('let a booking being moved not stand in its own way', () => {
    expect(isStartFree(monday, [gel], 'ava', mon('10:00')).free).toBe(false);
    expect(isStartFree({ ...monday, exceptBookingId: 'b-legacy' }, [gel], 'ava', mon('10:00'))).toEqual({
      free: true,
    });
  });

  it('read a studio with no weekly hours as closed, for members who keep its hours', () => {
    const unset = { ...monday, studioHours: [] };
    expect(freeStarts(unset, [gel], 'ava')).toEqual([]);
    expect(isStartFree(unset, [gel], 'ava', mon('11:30'))).toMatchObject({ reason: 'outside_hours' });
    expect(freeStarts(unset, [gel], 'bea')).not.toEqual([]);
  });

  it('use a 15-minute step unless told', () => {
    const { stepMinutes: _, ...everyQuarter } = monday;
    expect(times(freeStarts(everyQuarter, [gel], 'ava')).slice(0, 3)).toEqual(['11:15', '11:30', '11:45']);
  });
});

describe('what is in a member’s way over a span (the callables’ conflict check)', () => {
  it('names her bookings with their clean-up, her time off and the studio’s blocked time', () => {
    const span = { start: mon('11:00'), end: mon('13:30') };
    expect(whatIsInTheWay(monday, 'ava', span).map((b) => [b.kind, b.bookingId])).toEqual([
      ['booking', 'b-legacy'],
      ['blocked_slot', undefined],
    ]);
    expect(whatIsInTheWay(monday, 'cleo', span).map((b) => b.kind)).toEqual(['time_off', 'blocked_slot']);
    expect(whatIsInTheWay(monday, 'bea', { start: mon('11:15'), end: mon('12:45') })).toEqual([]);
    expect(
      whatIsInTheWay({ ...monday, exceptBookingId: 'b-legacy' }, 'ava', {
        start: mon('10:00'),
        end: mon('11:00'),
      }),
    ).toEqual([]);
  });
});

describe('a member’s day', () => {
  it('gives her hours, what takes her time and her own bookings', () => {
    const day = memberDay(monday, 'bea');
    expect(day.hours).toEqual([{ start: mon('12:00'), end: mon('20:00') }]);
    expect(day.busy.map((b) => [b.kind, times([b.start, b.end])])).toEqual([
      ['blocked_slot', ['13:00', '14:00']],
      ['booking', ['15:00', '16:00']],
    ]);
    expect(day.bookings.map((b) => b.id)).toEqual(['b-bea']);
    expect(memberDay(monday, 'ava').bookings.map((b) => b.id)).toEqual(['b-legacy']);
    expect(memberDay(monday, 'cleo').busy.map((b) => b.kind)).toEqual(['time_off', 'blocked_slot']);
  });
});

describe('a start refused, in plain words', () => {
  it('when she is not free, naming what is in the way', () => {
    const check = isStartFree(monday, [gel], 'bea', mon('14:30'));
    expect(check).toMatchObject({
      free: false,
      reason: 'not_free',
      message: 'Bea is not free at 2:30 PM for 75 minutes.',
    });
    expect(check.free === false && check.conflicts.map((c) => c.bookingId)).toEqual(['b-bea']);
    expect(isStartFree(monday, [gel], 'ava', mon('12:30'))).toMatchObject({ reason: 'not_free' });
    expect(isStartFree(monday, [gel], 'cleo', mon('10:00'))).toMatchObject({ reason: 'not_free' });
  });

  it('when it is outside her hours', () => {
    expect(isStartFree(monday, [gel], 'bea', mon('10:00'))).toMatchObject({
      reason: 'outside_hours',
      message: "10:00 AM for 60 minutes is outside Bea's hours.",
    });
    // The work must end by closing; 16:30 + 60 minutes does not.
    expect(isStartFree(monday, [gel], 'ava', mon('16:30'))).toMatchObject({ reason: 'outside_hours' });
    expect(isStartFree(monday, [gel], 'ava', at('2026-06-14T14:00:00Z'))).toMatchObject({
      reason: 'outside_hours',
    });
  });

  it('when it is inside the lead time, or past', () => {
    const sundayMorning = { ...monday, now: at('2026-06-14T14:00:00Z') };
    expect(isStartFree(sundayMorning, [pedicure], 'ava', mon('09:15'))).toMatchObject({
      reason: 'inside_lead_time',
      message: "That time is less than 24 hours away; bookings need 24 hours' notice.",
    });
    expect(isStartFree(sundayMorning, [pedicure], 'ava', mon('11:15'))).toEqual({ free: true });
    expect(times(freeStarts(sundayMorning, [gel], 'ava'))[0]).toBe('11:30');
    const later = { ...monday, now: at('2026-06-15T18:00:00Z'), leadTimeHours: 0 };
    expect(isStartFree(later, [pedicure], 'ava', mon('11:15'))).toMatchObject({
      reason: 'inside_lead_time',
      message: 'That time has already passed.',
    });
  });

  it('when the day is beyond the advance limit', () => {
    const early = { ...monday, maxAdvanceDays: 10 };
    expect(isStartFree(early, [pedicure], 'ava', mon('11:15'))).toMatchObject({
      reason: 'beyond_advance_limit',
      message: 'That day is more than 10 days ahead, beyond the booking limit.',
    });
    expect(freeStarts(early, [gel], 'ava')).toEqual([]);
    expect(isStartFree({ ...monday, maxAdvanceDays: 14 }, [pedicure], 'ava', mon('11:15'))).toEqual({
      free: true,
    });
  });

  it('when she does not do the service', () => {
    expect(isStartFree(monday, [gel, nailArt], 'bea', mon('16:00'))).toMatchObject({
      reason: 'service_not_offered',
      message: 'Bea does not do Nail Art.',
    });
  });

  it('when she does not take bookings, or is not on the team', () => {
    const away = { ...monday, staff: [ava, bea, { ...cleo, bookable: false }] };
    expect(isStartFree(away, [gel], 'cleo', mon('14:00'))).toMatchObject({
      reason: 'not_bookable',
      message: 'Cleo does not take bookings.',
    });
    expect(freeStarts(away, [gel], 'cleo')).toEqual([]);
    expect(freeStartsForAnyone(away, [gel]).some((s) => s.staffIds.includes('cleo'))).toBe(false);
    expect(isStartFree(monday, [gel], 'dana', mon('14:00'))).toMatchObject({ reason: 'unknown_member' });
  });
});

describe('the clock changes', () => {
  // Cleo's late-night hours on Sundays, 1–4 AM, cross both changes; a 45-minute pedicure.
  const night = (date: string, now: string): StudioDay => ({
    ...monday,
    date,
    now: at(now),
    staff: [{ ...cleo, time_off: [], weekly_hours: [window(0, '01:00', '04:00')] }],
    blockedSlots: [],
    bookings: [],
  });

  it('in March leave out the skipped hour, and a start is measured in real minutes', () => {
    const march = night('2026-03-08', '2026-03-01T12:00:00Z');
    // 01:00 and 01:30 EST, then 03:00 EDT; 03:30 EDT would end at 04:15.
    expect(freeStarts(march, [pedicure], 'cleo').map((d) => d.toISOString())).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ]);
  });

  it('in November offer the repeated hour once, yet accept a start in its second run', () => {
    const november = night('2026-11-01', '2026-10-25T12:00:00Z');
    // 01:00 and 01:30 EDT, then 02:00–03:00 EST; the second 01:00 and 01:30 (EST) are not repeated.
    expect(freeStarts(november, [pedicure], 'cleo').map((d) => d.toISOString())).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
    expect(isStartFree(november, [pedicure], 'cleo', at('2026-11-01T06:00:00Z'))).toEqual({ free: true });
  });
});

describe('one chair, as the staff form asks until profiles are wired (the old freeStartTimes answers)', () => {
  // The staff form's question until staff profiles are wired: the owner is the only member, and
  // every booking takes her chair whoever it names.
  const oneChair = (input: {
    date: string;
    durationMinutes: number;
    availabilityBlocks: ReturnType<typeof window>[];
    blockedSlots?: StudioDay['blockedSlots'];
    bookings?: DayBooking[];
    stepMinutes: number;
    now: Date;
    leadTimeHours?: number;
  }) =>
    freeStarts(
      {
        date: input.date,
        timeZone: ny,
        now: input.now,
        ownerUid: 'owner',
        staff: [{ uid: 'owner', bookable: true, display_name: 'The studio' }],
        studioHours: input.availabilityBlocks,
        blockedSlots: input.blockedSlots ?? [],
        bookings: (input.bookings ?? []).map((b) => ({ ...b, staff_id: null })),
        stepMinutes: input.stepMinutes,
        leadTimeHours: input.leadTimeHours ?? 0,
      },
      [{ serviceId: 'visit', durationMinutes: input.durationMinutes }],
      'owner',
    );
  // Monday 2026-06-15, 09:00–12:00 EDT (UTC-4).
  const base = {
    date: '2026-06-15',
    durationMinutes: 60,
    availabilityBlocks: [window(1, '09:00', '12:00'), window(2, '09:00', '12:00')],
    stepMinutes: 30,
    now: at('2026-01-01T00:00:00Z'),
  };
  const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

  it('offers every step at which the booking fits inside the window', () => {
    expect(iso(oneChair(base))).toEqual([
      '2026-06-15T13:00:00.000Z',
      '2026-06-15T13:30:00.000Z',
      '2026-06-15T14:00:00.000Z',
      '2026-06-15T14:30:00.000Z',
      '2026-06-15T15:00:00.000Z',
    ]);
  });

  it('leaves out times that overlap a booking or a blocked slot, not those that touch them', () => {
    const free = oneChair({
      ...base,
      bookings: [booking('b1', 'bea', 'svc-gel', at('2026-06-15T14:00:00Z'), 60)],
      blockedSlots: [
        { start_datetime: at('2026-06-15T15:30:00Z'), end_datetime: at('2026-06-15T16:00:00Z') },
      ],
    });
    expect(iso(free)).toEqual(['2026-06-15T13:00:00.000Z']);
  });

  it('respects now plus the lead time', () => {
    const free = oneChair({ ...base, now: at('2026-06-15T12:10:00Z'), leadTimeHours: 2 });
    expect(iso(free)).toEqual(['2026-06-15T14:30:00.000Z', '2026-06-15T15:00:00.000Z']);
  });

  it('offers nothing on a closed day or for a booking longer than the window', () => {
    expect(oneChair({ ...base, date: '2026-06-14' })).toEqual([]);
    expect(oneChair({ ...base, durationMinutes: 181 })).toEqual([]);
  });

  it('keeps wall-clock opening hours on both sides of the spring change', () => {
    const before = oneChair({
      ...base,
      date: '2026-03-06',
      availabilityBlocks: [window(5, '09:00', '10:00')],
    });
    const after = oneChair({
      ...base,
      date: '2026-03-09',
      availabilityBlocks: [window(1, '09:00', '10:00')],
    });
    expect(iso(before)).toEqual(['2026-03-06T14:00:00.000Z']);
    expect(iso(after)).toEqual(['2026-03-09T13:00:00.000Z']);
  });

  it('skips the hour the clocks jump over on the night of the change', () => {
    // Sunday 2026-03-08: 02:00–03:00 does not exist in New York.
    const free = oneChair({
      ...base,
      date: '2026-03-08',
      durationMinutes: 30,
      stepMinutes: 60,
      availabilityBlocks: [window(0, '01:00', '05:00')],
    });
    // 01:00 EST = 06:00Z; 03:00 EDT = 07:00Z; 04:00 EDT = 08:00Z.
    expect(iso(free)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ]);
  });

  it('offers the repeated hour of the autumn change once', () => {
    // Sunday 2026-11-01: 01:00–02:00 happens twice in New York.
    const free = oneChair({
      ...base,
      date: '2026-11-01',
      durationMinutes: 30,
      stepMinutes: 60,
      availabilityBlocks: [window(0, '00:00', '03:00')],
    });
    expect(iso(free)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
  });
});

describe('a visit running long (issue 34)', () => {
  // Ava's 10:00 gel (60 min, 15 min clean-up) started at 10:05 and is still in the chair.
  const started = { ...booking('b-long', 'ava', 'svc-gel', mon('10:00'), 60), started_at: mon('10:05') };
  const day = (now: Date, b: DayBooking = started): StudioDay => ({
    ...monday,
    now,
    leadTimeHours: 0,
    bookings: [b],
  });

  it('is busy until now, plus its clean-up, once past its planned end', () => {
    const at1140 = day(mon('11:40'));
    expect(visitEnd(started, mon('11:40'))).toEqual(mon('11:40'));
    const busy = whatIsInTheWay(at1140, 'ava', { start: mon('11:30'), end: mon('11:45') });
    expect(busy.map((b) => [b.bookingId, b.end.toISOString()])).toEqual([
      ['b-long', mon('11:55').toISOString()],
    ]);
    expect(isStartFree(at1140, [gel], 'ava', mon('11:30')).free).toBe(false);
  });

  it('keeps its planned end before then, once finished, or when no clock is given', () => {
    expect(visitEnd(started, mon('10:30'))).toEqual(mon('11:00'));
    expect(visitEnd({ ...started, finished_at: mon('11:20') }, mon('11:40'))).toEqual(mon('11:00'));
    expect(visitEnd(started, undefined)).toEqual(mon('11:00'));
    const notStarted = booking('b-late', 'ava', 'svc-gel', mon('10:00'), 60);
    expect(visitEnd(notStarted, mon('11:40'))).toEqual(mon('11:00'));
    const { now: _clock, ...noClock } = day(mon('11:40'));
    expect(whatIsInTheWay(noClock, 'ava', { start: mon('11:30'), end: mon('11:45') })).toEqual([]);
  });
});
