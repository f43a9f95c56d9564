import { bookingSchema } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
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
  it('shows service, status, client, date, time and the price with cents', () => {
    const text = textOf(renderMarkup(<BookingsTable bookings={[booking()]} timeZone="America/New_York" />));
    expect(text).toContain('Gel Manicure No Show Ana Lima Nov 26, 2026 2:00 PM $65.00');
  });

  it('falls back to the e-mail when the client has no name', () => {
    const text = textOf(
      renderMarkup(
        <BookingsTable
          bookings={[booking({ client_name: ' ', total_price: 42.5 })]}
          timeZone="America/Chicago"
        />,
      ),
    );
    expect(text).toContain('ana@studio.test Nov 26, 2026 1:00 PM $42.50');
  });
});
