import { describe, expect, it } from 'vitest';
import { calendarColumns } from '../utils/calendar-columns.ts';
import { laneLayout } from '../utils/calendar-lanes.ts';

/** 'HH:mm–HH:mm' as a span of minutes, so the cases read as a day's bookings. */
const span = (text: string) => {
  const [start = 0, end = 0] = text.split('–').map((t) => {
    const [h = 0, m = 0] = t.split(':').map(Number);
    return h * 60 + m;
  });
  return { start, end };
};
const lay = (...spans: string[]) => laneLayout(spans.map(span)).map((p) => `${p.lane}/${p.lanes}`);

describe('laneLayout', () => {
  it('gives a booking without neighbours the whole column', () => {
    expect(lay('10:00–11:00')).toEqual(['0/1']);
    expect(lay('10:00–11:00', '11:00–12:00')).toEqual(['0/1', '0/1']);
    expect(lay()).toEqual([]);
  });

  it('puts two overlapping bookings side by side', () => {
    expect(lay('10:00–11:00', '10:30–11:30')).toEqual(['0/2', '1/2']);
    expect(lay('10:00–11:00', '10:00–11:00')).toEqual(['0/2', '1/2']);
  });

  it('keeps a chain of overlaps in one cluster and reuses a freed lane', () => {
    // 10–12 holds lane 0; 10:30–11 and 11–11:30 share lane 1; 11:15–12:30 needs lane 2.
    expect(lay('10:00–12:00', '10:30–11:00', '11:00–11:30', '11:15–12:30')).toEqual([
      '0/3',
      '1/3',
      '1/3',
      '2/3',
    ]);
  });

  it('answers in the order given, whatever the order of the times', () => {
    expect(lay('14:00–15:00', '10:30–11:30', '10:00–11:00')).toEqual(['0/1', '1/2', '0/2']);
  });

  it('starts a new cluster after a gap, each as wide as it needs', () => {
    expect(lay('09:00–10:00', '09:30–10:30', '13:00–14:00')).toEqual(['0/2', '1/2', '0/1']);
  });

  it('gives a zero-length item a place of its own', () => {
    expect(lay('10:00–10:00', '10:00–10:00')).toEqual(['0/2', '1/2']);
  });
});

describe('calendarColumns', () => {
  const booking = (id: string, start: number, end: number) => ({
    id,
    date: '2026-11-26',
    startsAt: new Date('2026-11-26T15:00:00Z'),
    status: 'confirmed' as const,
    client: id,
    service: 'Gel Manicure',
    staffId: 'owner',
    start,
    end,
  });

  it('places a day’s overlapping bookings (a conflict override) in lanes side by side', () => {
    const { columns } = calendarColumns({
      days: ['2026-11-26', '2026-11-27'],
      today: '2026-11-26',
      windows: [],
      bookings: [
        booking('ana', 600, 660),
        booking('bea', 630, 690),
        { ...booking('cleo', 600, 660), date: '2026-11-27' },
      ],
      blocks: [],
    });
    expect(columns.map((c) => c.bookings.map((b) => `${b.id} ${b.lane}/${b.lanes}`))).toEqual([
      ['ana 0/2', 'bea 1/2'],
      ['cleo 0/1'],
    ]);
  });
});
