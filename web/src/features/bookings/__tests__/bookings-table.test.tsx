import { bookingSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { BookingsTable } from '../components/bookings-table.tsx';

const booking = (patch: Partial<Doc<'bookings'>> = {}): Doc<'bookings'> => ({
  id: 'b1',
  // Parsed: the fields this test does not name take their schema defaults.
  ...bookingSchema.parse({
    client_id: 'uid-ana',
    service_id: 'svc-gel',
    scheduled_at: new Date('2026-11-26T19:00:00Z'),
    total_price: 65,
    status: 'no_show',
    service_name: 'Gel Manicure',
    client_name: 'Ana Lima',
    client_email: 'ana@studio.test',
  }),
  ...patch,
});

describe('the bookings table', () => {
  viewerTimeZone('America/New_York');

  it('shows service, status, client, date, time and the price with cents', () => {
    const text = textOf(renderMarkup(<BookingsTable bookings={[booking()]} timeZone="America/New_York" />));
    expect(text).toContain('Gel Manicure No Show Ana Lima Nov 26, 2026 2:00 PM $65.00');
  });

  it('falls back to the e-mail when the client has no name, and names a studio zone unlike hers', () => {
    const text = textOf(
      renderMarkup(
        <BookingsTable
          bookings={[booking({ client_name: ' ', total_price: 42.5 })]}
          timeZone="America/Chicago"
        />,
      ),
    );
    expect(text).toContain('ana@studio.test Nov 26, 2026 1:00 PM CST $42.50');
  });
});

describe('the bookings table seen from another zone', () => {
  viewerTimeZone('Europe/Paris');

  it("shows the studio's time, named, not the viewer's", () => {
    const text = textOf(renderMarkup(<BookingsTable bookings={[booking()]} timeZone="America/New_York" />));
    expect(text).toContain('Nov 26, 2026 2:00 PM EST $65.00');
  });

  it('names the summer zone in summer', () => {
    const july = booking({ scheduled_at: new Date('2026-07-02T18:00:00Z') });
    const text = textOf(renderMarkup(<BookingsTable bookings={[july]} timeZone="America/New_York" />));
    expect(text).toContain('Jul 2, 2026 2:00 PM EDT');
  });
});
