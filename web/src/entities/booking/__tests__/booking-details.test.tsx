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

describe('the booking panel details of a visit', () => {
  viewerTimeZone('America/New_York');

  const service = (service_id: string, service_name: string, extras: [string, string][] = []) => ({
    service_id,
    service_name,
    material_ids: [],
    add_on_selections: extras.map(([add_on_name, option_label]) => ({
      add_on_id: `addon-${option_label}`,
      add_on_name,
      option_id: option_label,
      option_label,
      price_modifier: 5,
      duration_minutes: 0,
    })),
    duration_minutes: 45,
    buffer_minutes: 0,
  });

  it('list every service in order with its own add-ons, and name the member doing it', () => {
    const visit = booking({
      services: [
        service('svc-gel', 'Gel Manicure', [['Nail art', 'Two nails']]),
        service('svc-pedi', 'Spa Pedicure'),
      ],
    });
    const text = textOf(
      renderMarkup(<BookingDetails booking={visit} timeZone="America/New_York" memberName="Maya Chen" />),
    );
    expect(text).toContain('With Maya Chen');
    expect(text).toMatch(/Services\s*Gel Manicure \(Nail art: Two nails\)\s*Spa Pedicure/);
  });

  it('name one service as before, and no member for a one-chair studio', () => {
    const text = textOf(renderMarkup(<BookingDetails booking={booking()} timeZone="America/New_York" />));
    expect(text).toMatch(/Service\s*Gel Manicure/);
    expect(text).not.toContain('With');
  });
});
