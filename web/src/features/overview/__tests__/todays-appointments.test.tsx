import { describe, expect, it } from 'vitest';
import { booking } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import { studioToday } from '../api/get-todays-bookings.ts';
import { TodaysAppointments } from '../components/todays-appointments.tsx';

describe("today's appointments", () => {
  viewerTimeZone('America/New_York');

  it('list time, client, service and status in the studio time zone', () => {
    const text = textOf(
      renderMarkup(<TodaysAppointments bookings={[booking()]} timeZone="America/New_York" />),
    );
    expect(text).toContain("Today's Appointments 2:00 PM Ana Lima · Gel Manicure Confirmed");
  });

  it('say so when there are none', () => {
    const text = textOf(renderMarkup(<TodaysAppointments bookings={[]} timeZone="America/New_York" />));
    expect(text).toContain('No appointments today.');
  });

  it('cover the studio day, 25 hours on the day the clocks go back', () => {
    const day = studioToday('America/New_York', new Date('2026-11-01T15:00:00Z'));
    expect(day.start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});

describe("today's appointments seen from another zone", () => {
  viewerTimeZone('Asia/Tokyo');

  it("name the studio's zone after each time", () => {
    const text = textOf(
      renderMarkup(<TodaysAppointments bookings={[booking()]} timeZone="America/New_York" />),
    );
    expect(text).toContain("Today's Appointments 2:00 PM EST Ana Lima · Gel Manicure Confirmed");
  });
});
