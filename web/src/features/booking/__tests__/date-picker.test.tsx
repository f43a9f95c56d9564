import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../../testing/render-markup.tsx';
import { DatePicker, dayAfterKey, monthWeeks, tabStopDay } from '../components/date-picker.tsx';
import type { AvailabilityContext } from '../utils/availability.ts';

// Tuesday 1 December 2026, 10:30 in New York; open Monday to Saturday; the 4th blocked all day.
const ctx: AvailabilityContext = {
  timeZone: 'America/New_York',
  now: new Date('2026-12-01T15:30:00Z'),
  blocks: [1, 2, 3, 4, 5, 6].map((day) => ({
    day_of_week: day,
    start_time: '09:00',
    end_time: '19:00',
    is_active: true,
  })),
  blocked: [
    { start_datetime: new Date('2026-12-04T05:00:00Z'), end_datetime: new Date('2026-12-05T05:00:00Z') },
  ],
  maxAdvanceDays: 60,
  leadTimeHours: 0,
};

const render = (value: string | null) =>
  renderMarkup(<DatePicker value={value} onChange={() => {}} ctx={ctx} labelledBy="date-label" />);

describe("the booking wizard's calendar", () => {
  it('is a grid of weeks, Sunday first, with empty cells around the month', () => {
    const weeks = monthWeeks(new Date('2026-12-15T12:00'));
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    const html = render(null);
    expect(html).toContain('role="grid" aria-labelledby="date-label"');
    expect(html.match(/<tr>/g)).toHaveLength(6);
    expect(html.match(/scope="col"/g)).toHaveLength(7);
  });

  it('has one Tab stop: the chosen day, else the first day she can choose', () => {
    expect(render('2026-12-10').match(/tabindex="0"/gi)).toHaveLength(1);
    expect(render('2026-12-10')).toMatch(/data-date="2026-12-10" tabindex="0"/i);
    expect(render(null)).toMatch(/data-date="2026-12-01" tabindex="0"/i);
    expect(tabStopDay(['2026-12-01', '2026-12-02'], null, (d) => d === '2026-12-02')).toBe('2026-12-02');
    expect(tabStopDay(['2026-12-01'], '2027-01-05', () => false)).toBe('2026-12-01');
  });

  it('announces a blocked day as closed, not fully booked; unavailable days stay focusable', () => {
    const html = render(null);
    expect(html).toContain('aria-label="Friday, December 4, unavailable, studio closed that day"');
    expect(html).toContain('aria-label="Sunday, December 6, unavailable, studio closed"');
    expect(html).not.toContain('fully booked');
    expect(html).not.toMatch(/data-date="[^"]*"[^>]* disabled=""/);
    expect(html).toMatch(/data-date="2026-12-06" tabindex="-1" aria-disabled="true"/i);
  });

  it('moves by day, week and month with the arrows, Home, End, Page Up and Page Down', () => {
    expect(dayAfterKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(dayAfterKey('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(dayAfterKey('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    expect(dayAfterKey('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
    expect(dayAfterKey('2026-12-03', 'Home')).toBe('2026-11-29');
    expect(dayAfterKey('2026-12-03', 'End')).toBe('2026-12-05');
    expect(dayAfterKey('2026-12-31', 'PageDown')).toBe('2027-01-31');
    expect(dayAfterKey('2026-12-31', 'PageUp')).toBe('2026-11-30');
    expect(dayAfterKey('2026-12-03', 'Enter')).toBeNull();
  });
});
