// The staff form's free times come from the domain's availability module with the owner as the
// only member (issue 31): one chair, so every booking takes it, whoever it names.
import { bookingSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { bookingTeam, freeTimesOn, membersForVisit } from '../model/free-times.ts';

const ny = 'America/New_York' as const;
const at = (iso: string) => new Date(iso);
const booking = (id: string, start: string, extra: Record<string, unknown> = {}) => ({
  id,
  ...bookingSchema.parse({
    client_id: 'c',
    service_id: 's',
    scheduled_at: at(start),
    total_price: 50,
    status: 'confirmed',
    duration_minutes: 60,
    ...extra,
  }),
});
// Monday 2026-06-15, open 09:00–12:00 EDT (13:00–16:00Z).
const base = {
  date: '2026-06-15',
  durationMinutes: 60,
  timeZone: ny,
  now: at('2026-06-01T00:00:00Z'),
  windows: [{ id: 'w', day_of_week: 1, start_time: '09:00', end_time: '12:00', is_active: true }],
  blockedSlots: [],
  bookings: [],
};
const hours = (dates: Date[]) => dates.map((d) => d.toISOString().slice(11, 16));

describe('freeTimesOn', () => {
  it('offers every quarter hour at which the visit fits', () => {
    expect(hours(freeTimesOn(base))).toEqual([
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
    ]);
  });

  it('keeps every booking in the way, one with a member named too, but the one being moved', () => {
    const bookings = [
      booking('b1', '2026-06-15T13:00:00Z'),
      booking('b2', '2026-06-15T15:00:00Z', { staff_id: 'assistant' }),
      booking('b3', '2026-06-15T14:00:00Z', { status: 'cancelled' }),
    ];
    expect(hours(freeTimesOn({ ...base, bookings }))).toEqual(['14:00']);
    expect(hours(freeTimesOn({ ...base, bookings, exceptBookingId: 'b1' }))).toEqual([
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
    ]);
  });

  it('offers nothing on a day without weekly hours', () => {
    expect(freeTimesOn({ ...base, windows: [] })).toEqual([]);
  });

  it('with staff profiles, answers for one member or for anyone who does the whole visit', () => {
    const profile = (id: string, display_name: string, extra: Record<string, unknown> = {}) => ({
      id,
      bookable: true,
      display_name,
      time_off: [],
      ...extra,
    });
    const team = bookingTeam(
      [
        profile('olga', 'Olga'),
        profile('bea', 'Bea', { service_ids: ['gel'] }),
        profile('cam', 'Cam', { bookable: false }),
      ],
      'olga',
    );
    expect(membersForVisit(team, ['gel']).map((m) => m.uid)).toEqual(['bea', 'olga']);
    expect(membersForVisit(team, ['gel', 'art']).map((m) => m.uid)).toEqual(['olga']);
    // Olga 09:00–11:00 (her booking without staff_id is the owner's), Bea 09:00–10:00.
    const bookings = [
      booking('b1', '2026-06-15T13:00:00Z', { duration_minutes: 120 }),
      booking('b2', '2026-06-15T13:00:00Z', { staff_id: 'bea' }),
    ];
    const visit = [
      { serviceId: 'gel', durationMinutes: 45, bufferMinutes: 15 },
      { serviceId: 'art', durationMinutes: 30 },
    ];
    const gel = [{ serviceId: 'gel', durationMinutes: 60 }];
    expect(hours(freeTimesOn({ ...base, team, bookings, visit, staffId: 'olga' }))).toEqual([]);
    expect(hours(freeTimesOn({ ...base, team, bookings, visit: gel, staffId: 'olga' }))).toEqual(['15:00']);
    expect(hours(freeTimesOn({ ...base, team, bookings, visit: gel, staffId: 'bea' }))).toEqual([
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
    ]);
    expect(hours(freeTimesOn({ ...base, team, bookings, visit: gel, staffId: null }))).toEqual([
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
    ]);
  });
});
