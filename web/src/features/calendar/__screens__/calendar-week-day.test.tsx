// The staff calendar's week and day views (issue 12), moved from tests/e2e/calendar.test.ts and
// studio-zone.test.ts: bookings at their local time on either side of New York's spring clock
// change (Sunday 14 March 2032, as in 2027) and the booking panel; a booking written while the
// screen is open shows without a new render; an overlapping pair side by side and a week heading
// that opens its day; the phone's day and week lists; and times seen from another zone than the
// studio's, which name the studio's zone. Our Firestore emulator with the project's rules; the
// studio's zone is the default, America/New_York.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, seedDoc } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';

const booking = (client: string, scheduledAt: Date, extra: Record<string, unknown> = {}) => ({
  client_id: `screens-calwk-${client.split(' ')[0]?.toLowerCase()}`,
  service_id: 'svc-gel-manicure',
  scheduled_at: scheduledAt,
  duration_minutes: 60,
  total_price: 45,
  status: 'scheduled',
  service_name: 'Gel Manicure',
  client_name: client,
  client_email: null,
  ...extra,
});

// 10:00 in New York: 15:00Z before the change (EST), 14:00Z after it (EDT).
const beforeChange = new Date('2032-03-12T15:00:00Z');
const afterChange = new Date('2032-03-15T14:00:00Z');

beforeAll(() =>
  seed({
    'bookings/screens-calwk-before': booking('Ana Weekly', beforeChange),
    'bookings/screens-calwk-after': booking('Ana Weekly', afterChange, { status: 'confirmed' }),
    // A conflict override: Bea at 10:30 over Ana's 10:00 hour, Thursday 15 April 2032 (EDT).
    'bookings/screens-calwk-overlap-ana': booking('Ana Weekly', new Date('2032-04-15T14:00:00Z')),
    'bookings/screens-calwk-overlap-bea': booking('Bea Weekly', new Date('2032-04-15T14:30:00Z'), {
      conflict_override: true,
    }),
    // Wednesday 17 March 2032, 11:00 EDT: the phone's lists.
    'bookings/screens-calwk-phone': booking('Ana Weekly', new Date('2032-03-17T15:00:00Z')),
    // Tuesday 2 March 2032, 2:00 PM EST: 20:00 in Paris, 04:00 the next day in Tokyo.
    'bookings/screens-calwk-zone': booking('Cleo Weekly', new Date('2032-03-02T19:00:00Z')),
  }),
);

function viewport(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height: 800 });
}

/**
 * A name written 'a, b, c' as the accessible name is computed from separate blocks of text (the
 * commas are visually hidden spans), whose spaces around the commas may or may not be kept.
 */
const nameOf = (label: string) => new RegExp(`^${label.split(', ').join('\\s*,\\s*')}`);

/** A booking on the grid: in the day's column (a member's on the day view), by its name's start. */
async function gridBooking(day: string, label: string) {
  const name = nameOf(label);
  return waitFor(() => {
    const found = screen
      .getAllByRole('group', { name: new RegExp(`${day}$`) })
      .flatMap((column) => within(column).queryAllByRole('button', { name }));
    expect(found).toHaveLength(1);
    return found[0] as HTMLElement;
  });
}

describe('the staff calendar, viewed in the studio’s zone', () => {
  viewerTimeZone('America/New_York');

  it('shows bookings at their local time on both sides of the clock change, and opens one', async () => {
    viewport(1280);
    const { user } = await renderStaffScreen('/dashboard/calendar?view=week&date=2032-03-12');
    await screen.findByRole('heading', { name: 'Sun, Mar 7 – Sat, Mar 13' });
    await gridBooking('Fri, Mar 12', 'Ana Weekly, Gel Manicure, 10:00 AM');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('heading', { name: 'Sun, Mar 14 – Sat, Mar 20' });
    const after = await gridBooking('Mon, Mar 15', 'Ana Weekly, Gel Manicure, 10:00 AM');
    expect(after.textContent).toContain('Confirmed');
    // No clock-change slip: nothing at 9:00 or 11:00 on the Monday.
    expect(after.textContent).not.toMatch(/(9|11):00 AM –/);

    await user.click(after);
    const panel = await screen.findByRole('dialog', { name: 'Booking' });
    await within(panel).findByText(/^Mar 15, 2032 at 10:00 AM –/);
    expect(panel.textContent).toContain('Ana Weekly');
  });

  it('moves two weeks for two quick presses of Next, before the first week has shown', async () => {
    viewport(1280);
    await renderStaffScreen('/dashboard/calendar?view=week&date=2032-03-12');
    await screen.findByRole('heading', { name: 'Sun, Mar 7 – Sat, Mar 13' });
    // One act: the second press comes before the router has rendered the first's address.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    });
    await screen.findByRole('heading', { name: 'Sun, Mar 21 – Sat, Mar 27' });
  });

  it('shows a booking written elsewhere while the screen is open, without rendering it again', async () => {
    viewport(1280);
    await renderStaffScreen('/dashboard/calendar?view=day&date=2032-03-16');
    const heading = await screen.findByRole('heading', { name: 'Tuesday, March 16, 2032' });
    await seedDoc('bookings/screens-calwk-live', booking('Dana Weekly', new Date('2032-03-16T18:30:00Z')));
    await gridBooking('Tue, Mar 16', 'Dana Weekly, Gel Manicure, 2:30 PM');
    // The same heading element: the screen was updated in place, not drawn anew.
    expect(heading.isConnected).toBe(true);
  });

  it('draws overlapping bookings side by side, each clickable, and a week heading opens that day', async () => {
    viewport(1280);
    const { user } = await renderStaffScreen('/dashboard/calendar?view=week&date=2032-04-12');
    await user.click(
      await screen.findByRole('button', { name: 'Thu, Apr 15: open Thursday, April 15, 2032' }),
    );
    await screen.findByRole('heading', { name: 'Thursday, April 15, 2032' });

    const ana = await gridBooking('Thu, Apr 15', 'Ana Weekly, Gel Manicure, 10:00 AM');
    const bea = await gridBooking('Thu, Apr 15', 'Bea Weekly, Gel Manicure, 10:30 AM');
    // Side by side: each takes half its column, Ana's on the left (happy-dom lays nothing out: the
    // places are the styles the grid computed for them).
    expect([ana.style.left, bea.style.left]).toEqual(['calc(0% + 3px)', 'calc(50% + 3px)']);
    expect([ana.style.width, bea.style.width]).toEqual(['calc(50% - 6px)', 'calc(50% - 6px)']);

    await user.click(ana);
    const panel = await screen.findByRole('dialog', { name: 'Booking' });
    await within(panel).findByText('Ana Weekly');
    // The footer's Close (the × is named Close too).
    await user.click(within(panel).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Booking' })).toBeNull());
    await user.click(bea);
    await within(await screen.findByRole('dialog', { name: 'Booking' })).findByText('Bea Weekly');
  });

  it('on a phone: one day as a list, with the previous and next day, and the week as a list by day', async () => {
    viewport(360);
    const { user } = await renderStaffScreen('/dashboard/calendar?date=2032-03-16');
    await screen.findByRole('heading', { name: 'Tuesday, March 16, 2032' });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('heading', { name: 'Wednesday, March 17, 2032' });
    const list = await screen.findByRole('list', { name: 'Appointments' });
    await within(list).findByRole('button', { name: nameOf('11:00 AM, Ana Weekly, Gel Manicure') });
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByRole('heading', { name: 'Tuesday, March 16, 2032' });

    await user.click(
      within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Week' }),
    );
    await screen.findByRole('heading', { name: 'Sun, Mar 14 – Sat, Mar 20' });
    // A list by day, not the grid.
    expect(screen.queryByRole('region', { name: 'Calendar' })).toBeNull();
    const wednesday = await screen.findByRole('list', { name: 'Appointments on Wed, Mar 17' });
    await within(wednesday).findByRole('button', { name: nameOf('11:00 AM, Ana Weekly, Gel Manicure') });
    await user.click(screen.getByRole('button', { name: 'Wednesday, March 17, 2032' }));
    await screen.findByRole('heading', { name: 'Wednesday, March 17, 2032' });
  });
});

describe('the calendar seen from another zone than the studio’s', () => {
  describe('in Paris', () => {
    viewerTimeZone('Europe/Paris');

    it('heads its hours with the zone and names it after each booking', async () => {
      viewport(1280);
      await renderStaffScreen('/dashboard/calendar?view=week&date=2032-03-02');
      const box = await gridBooking('Tue, Mar 2', 'Cleo Weekly');
      expect(box.textContent).toMatch(/2:00 PM – 3:00 PM EST/);
      expect(screen.getByRole('region', { name: 'Calendar' }).textContent).toMatch(/^EST/);
    });
  });

  describe('in Tokyo, on a phone', () => {
    viewerTimeZone('Asia/Tokyo');

    it('the day list names it too', async () => {
      viewport(360);
      await renderStaffScreen('/dashboard/calendar?view=day&date=2032-03-02');
      const list = await screen.findByRole('list', { name: 'Appointments' });
      await within(list).findByRole('button', { name: nameOf('2:00 PM EST, Cleo Weekly') });
    });
  });

  describe('in the studio’s own zone', () => {
    viewerTimeZone('America/New_York');

    it('adds no label', async () => {
      viewport(1280);
      await renderStaffScreen('/dashboard/calendar?view=week&date=2032-03-02');
      const box = await gridBooking('Tue, Mar 2', 'Cleo Weekly');
      expect(box.textContent).toMatch(/2:00 PM – 3:00 PM/);
      expect(box.textContent).not.toContain('EST');
      expect(screen.getByRole('region', { name: 'Calendar' }).textContent).not.toMatch(/^EST/);
    });
  });
});
