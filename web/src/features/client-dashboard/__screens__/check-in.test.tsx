// The client's "I'm here" and her appointment's delay (issue 34), drawn in happy-dom and pressed
// as she would: the button appears from 30 minutes before her start and calls back with her
// booking; once the function recorded the arrival, the time she checked in replaces it. The
// checkIn function's refusals are tested against the emulator (functions/test/firestore/live-day).

import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { booking } from '../../../testing/fixtures.ts';
import { defaultTheme } from '../../../testing/render-markup.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { MyAppointments } from '../components/my-appointments.tsx';

// The fixture's appointment: Nov 26, 2026 at 2:00 PM New York time.
const start = new Date('2026-11-26T19:00:00Z');
const minutes = (m: number) => new Date(start.getTime() + m * 60_000);

function show(upcoming: Doc<'bookings'>, now: Date, onCheckIn: (b: Doc<'bookings'>) => void = () => {}) {
  return render(
    <ThemeProvider theme={defaultTheme}>
      <MemoryRouter>
        <MyAppointments
          upcoming={[upcoming]}
          past={[]}
          timeZone="America/New_York"
          studio={{ name: 'Nail Studio', address: [] }}
          clientId={upcoming.client_id}
          now={now}
          policy={{ windowHours: 24, instagram: '', email: '' }}
          deposits={{ deposit_due_hours: 24, deposit_instructions: '' }}
          onCancel={() => {}}
          onCheckIn={onCheckIn}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe("the client's I'm here", () => {
  it('is not offered more than 30 minutes before her start', () => {
    const view = show(booking(), minutes(-31));
    expect(screen.queryByRole('button', { name: /I'm here/ })).toBeNull();
    view.unmount();
  });

  it('is offered from 30 minutes before and hands her booking to the check-in', async () => {
    const pressed: string[] = [];
    const view = show(booking({ id: 'b-ana' }), minutes(-30), (b) => pressed.push(b.id));
    await userEvent.setup().click(screen.getByRole('button', { name: "I'm here: Gel Manicure" }));
    expect(pressed).toEqual(['b-ana']);
    view.unmount();
  });

  it('shows when she checked in instead, and no expected start once she is here', () => {
    const view = show(
      booking({ checked_in_at: minutes(-12), delay_minutes: 20, expected_start: minutes(20) }),
      minutes(-10),
    );
    expect(screen.getByRole('status').textContent).toBe('Checked in at 1:48 PM');
    expect(screen.queryByRole('button', { name: /I'm here/ })).toBeNull();
    expect(document.body.textContent).not.toContain('expected around');
    view.unmount();
  });

  it('shows the start she may now expect when the studio runs late', () => {
    const view = show(booking({ delay_minutes: 20, expected_start: minutes(20) }), minutes(-120));
    expect(document.body.textContent).toContain('Running 20 min late: now expected around 2:20 PM');
    view.unmount();
  });

  it('says nothing of a delay on a visit the late member does not hold (moved from tests/e2e/live-day.test.ts)', () => {
    // setRunningLate leaves her booking without a delay when it is another member's or earlier
    // (functions/test/firestore/live-day.test.ts); her page then shows her time as booked.
    const view = show(booking(), minutes(-120));
    expect(document.body.textContent).toContain('2:00 PM');
    expect(document.body.textContent).not.toMatch(/min late|expected around/);
    view.unmount();
  });
});
