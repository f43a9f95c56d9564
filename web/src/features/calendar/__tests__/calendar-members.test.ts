import { describe, expect, it } from 'vitest';
import type { CalendarBooking } from '../utils/calendar-items.ts';
import { calendarLayout } from '../utils/calendar-layout.ts';
import { calendarMembers } from '../utils/calendar-members.ts';

const profile = (id: string, name: string, bookable = true) => ({
  id,
  bookable,
  display_name: name,
  time_off: [],
});

const everyone = { kind: 'everyone' } as const;

describe('calendarMembers', () => {
  it('has the owner’s column alone when the studio has no profiles', () => {
    expect(
      calendarMembers({ profiles: [], ownerUid: 'olga', bookingStaffIds: ['olga'], scope: everyone }),
    ).toEqual([{ uid: 'olga', name: 'Owner', timeOff: [] }]);
  });

  it('lists the bookable members, the owner first, then by name', () => {
    const members = calendarMembers({
      profiles: [
        profile('zoe', 'Zoe'),
        profile('olga', 'Olga'),
        profile('bea', 'Bea'),
        profile('ivy', 'Ivy', false),
      ],
      ownerUid: 'olga',
      bookingStaffIds: [],
      scope: everyone,
    });
    expect(members.map((m) => m.name)).toEqual(['Olga', 'Bea', 'Zoe']);
  });

  it('keeps a column for anyone with a booking shown, bookable or not, so nothing is hidden', () => {
    const members = calendarMembers({
      profiles: [profile('olga', 'Olga'), profile('ivy', 'Ivy', false)],
      ownerUid: 'olga',
      bookingStaffIds: ['olga', 'ivy', 'gone'],
      scope: everyone,
    });
    expect(members.map((m) => [m.uid, m.name])).toEqual([
      ['olga', 'Olga'],
      ['gone', 'Another member'],
      ['ivy', 'Ivy'],
    ]);
  });

  it('keeps only her own column when she sees her own day', () => {
    const members = calendarMembers({
      profiles: [profile('olga', 'Olga'), profile('cam', 'Cam')],
      ownerUid: 'olga',
      bookingStaffIds: ['cam'],
      scope: { kind: 'own', uid: 'cam' },
    });
    expect(members.map((m) => m.name)).toEqual(['Cam']);
  });
});

describe('calendarLayout', () => {
  const booking = (id: string, staffId: string, start: number): CalendarBooking => ({
    id,
    date: '2026-11-26',
    startsAt: new Date('2026-11-26T15:00:00Z'),
    status: 'confirmed',
    client: id,
    service: 'Gel Manicure',
    staffId,
    start,
    end: start + 60,
  });
  const members = [
    { uid: 'olga', name: 'Olga', timeOff: [] },
    {
      uid: 'cam',
      name: 'Cam',
      weeklyHours: [{ day_of_week: 4, start_time: '12:00', end_time: '16:00', is_active: true }],
      timeOff: [
        {
          start_datetime: new Date('2026-11-26T20:00:00Z'),
          end_datetime: new Date('2026-11-26T21:00:00Z'),
          reason: 'Dentist',
        },
      ],
    },
  ];
  const base = {
    days: ['2026-11-26'],
    today: '2026-11-26',
    members,
    chosen: '',
    bookings: [booking('ana', 'olga', 600), booking('bea', 'cam', 600)],
    blocks: [],
    windows: [{ day_of_week: 4, start_time: '09:00', end_time: '17:00', is_active: true }],
    timeZone: 'America/New_York' as const,
  };

  it('gives the day at 1280 px a column per member, each with her hours and time off', () => {
    const layout = calendarLayout({ ...base, view: 'day', phone: false });
    if (layout.kind !== 'grid') throw new Error(layout.kind);
    expect(
      layout.columns.map((c) => ({
        label: c.label,
        open: c.open,
        bookings: c.bookings.map((b) => `${b.id} ${b.lane}/${b.lanes}`),
        blocks: c.blocks.map((b) => b.reason),
      })),
    ).toEqual([
      { label: 'Olga', open: [{ start: 540, end: 1020 }], bookings: ['ana 0/1'], blocks: [] },
      {
        label: 'Cam',
        open: [{ start: 720, end: 960 }],
        bookings: ['bea 0/1'],
        blocks: ['Time off: Dentist'],
      },
    ]);
  });

  it('names each booking’s member on a phone’s list of everyone, and keeps one member’s when chosen', () => {
    const all = calendarLayout({ ...base, view: 'day', phone: true });
    if (all.kind !== 'day-list') throw new Error(all.kind);
    expect(all.column.bookings.map((b) => `${b.id} ${b.member}`)).toEqual(['ana Olga', 'bea Cam']);
    const cam = calendarLayout({ ...base, view: 'day', phone: true, chosen: 'cam' });
    if (cam.kind !== 'day-list') throw new Error(cam.kind);
    expect(cam.column.bookings.map((b) => b.id)).toEqual(['bea']);
    expect(cam.column.open).toEqual([{ start: 720, end: 960 }]);
  });

  it('filters the week by member, and shows everyone for a member no longer listed', () => {
    const week = { ...base, days: ['2026-11-22', '2026-11-26'], view: 'week' as const, phone: false };
    const olga = calendarLayout({ ...week, chosen: 'olga' });
    if (olga.kind !== 'grid') throw new Error(olga.kind);
    expect(olga.columns.map((c) => c.bookings.map((b) => b.id))).toEqual([[], ['ana']]);
    const gone = calendarLayout({ ...week, chosen: 'gone' });
    if (gone.kind !== 'grid') throw new Error(gone.kind);
    expect(gone.columns.map((c) => c.bookings.map((b) => b.id))).toEqual([[], ['ana', 'bea']]);
  });
});
