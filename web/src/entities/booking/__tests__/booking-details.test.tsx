import { describe, expect, it } from 'vitest';
import { booking } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import { BookingDetails } from '../components/booking-details.tsx';

describe('the booking panel details', () => {
  viewerTimeZone('America/New_York');

  const cancelled = (by: string) =>
    booking({
      status: 'cancelled',
      cancellation_reason: 'Cancelled by the client online',
      status_changed_by: by,
      status_changed_at: new Date('2026-11-20T15:30:00Z'),
    });

  it('say the client cancelled it herself, and when', () => {
    const text = textOf(
      renderMarkup(<BookingDetails booking={cancelled('uid-ana')} timeZone="America/New_York" />),
    );
    expect(text).toContain('Cancelled by the client (Ana Lima) on Nov 20, 2026 at 10:30 AM');
  });

  it('say the studio cancelled it when staff did', () => {
    const text = textOf(
      renderMarkup(<BookingDetails booking={cancelled('uid-olga')} timeZone="America/New_York" />),
    );
    expect(text).toContain('Cancelled by the studio on Nov 20, 2026 at 10:30 AM');
  });
});

describe('the booking panel details of a booking made outside the time limits', () => {
  viewerTimeZone('America/New_York');

  it('say staff booked it into the past, or beyond the advance limit, on purpose', () => {
    const details = (time_override: 'past' | 'beyond_advance_limit' | null) =>
      textOf(
        renderMarkup(<BookingDetails booking={booking({ time_override })} timeZone="America/New_York" />),
      );
    expect(details('past')).toContain('Time limits Booked into the past on purpose');
    expect(details('beyond_advance_limit')).toContain(
      'Time limits Booked beyond the advance limit on purpose',
    );
    expect(details(null)).not.toContain('Time limits');
  });
});

describe('the booking panel details seen from another zone', () => {
  viewerTimeZone('Europe/Paris');

  it("give the appointment's span and the cancellation on the studio's clock, the zone named", () => {
    const text = textOf(
      renderMarkup(
        <BookingDetails
          booking={booking({
            status: 'cancelled',
            status_changed_by: 'uid-olga',
            status_changed_at: new Date('2026-11-20T15:30:00Z'),
          })}
          timeZone="America/New_York"
        />,
      ),
    );
    expect(text).toMatch(/When \w{3} \d+, 2026 at \d+:\d{2} [AP]M – \d+:\d{2} [AP]M EST Status/);
    expect(text).toContain('Cancelled by the studio on Nov 20, 2026 at 10:30 AM EST');
  });
});
