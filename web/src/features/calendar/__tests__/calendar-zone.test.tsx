import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import { DayList } from '../components/day-list.tsx';
import { type DayColumn, TimeGrid } from '../components/time-grid.tsx';

/** Thursday 26 Nov 2026 in the studio: open 9–17, Ana at 14:00 for an hour, a block at 12:00. */
const day: DayColumn = {
  key: '2026-11-26',
  label: 'Thu, Nov 26',
  date: '2026-11-26',
  isToday: false,
  open: [{ start: 9 * 60, end: 17 * 60 }],
  bookings: [
    {
      id: 'b1',
      date: '2026-11-26',
      startsAt: new Date('2026-11-26T19:00:00Z'),
      start: 14 * 60,
      end: 15 * 60,
      status: 'confirmed',
      client: 'Ana Lima',
      service: 'Gel Manicure',
      staffId: 'owner',
      lane: 0,
      lanes: 1,
    },
  ],
  blocks: [{ id: 'x1', date: '2026-11-26', start: 12 * 60, end: 13 * 60, reason: 'Lunch' }],
};

const grid = () =>
  textOf(
    renderMarkup(
      <TimeGrid
        days={[day]}
        hours={{ from: 8, to: 18 }}
        timeZone="America/New_York"
        onOpenBooking={() => {}}
      />,
    ),
  );
const list = () =>
  textOf(renderMarkup(<DayList day={day} timeZone="America/New_York" onOpenBooking={() => {}} />));

describe('the calendar in the studio zone', () => {
  viewerTimeZone('America/New_York');

  it('gives times without a zone', () => {
    expect(grid()).toContain('Ana Lima , Gel Manicure , 2:00 PM – 3:00 PM , Confirmed');
    expect(grid()).not.toContain('EST');
    expect(list()).toContain('Open 9:00 AM – 5:00 PM');
    expect(list()).not.toContain('EST');
  });
});

describe('the calendar seen from another zone', () => {
  viewerTimeZone('Europe/Paris');

  it("heads the hours with the studio's zone and names it after each booking's times", () => {
    const text = grid();
    expect(text.startsWith('EST Thu')).toBe(true);
    expect(text).toContain('Ana Lima , Gel Manicure , 2:00 PM – 3:00 PM EST , Confirmed');
  });

  it("names it in the phone's day list: opening hours, blocks and bookings", () => {
    const text = list();
    expect(text).toContain('Open 9:00 AM – 5:00 PM EST');
    expect(text).toContain('12:00 PM – 1:00 PM EST · Blocked: Lunch');
    expect(text).toContain('2:00 PM EST , Ana Lima');
  });

  it('names the summer zone on a summer day', () => {
    const july = { ...day, date: '2026-07-02', bookings: [], blocks: [] };
    const text = textOf(
      renderMarkup(<DayList day={july} timeZone="America/New_York" onOpenBooking={() => {}} />),
    );
    expect(text).toContain('Open 9:00 AM – 5:00 PM EDT');
  });
});
