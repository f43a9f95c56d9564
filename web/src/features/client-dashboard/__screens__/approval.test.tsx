// Her appointments while the studio approves online bookings (issue 32): a pending booking is
// listed under Upcoming as waiting for the studio, with no Add to calendar yet but a Cancel; a
// declined one is listed with the past, with the studio's reason. A cancellation that was not a
// Decline keeps its staff reason to the studio.
import { ThemeProvider } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { booking } from '../../../testing/fixtures.ts';
import { defaultTheme } from '../../../testing/render-markup.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { MyAppointments } from '../components/my-appointments.tsx';

// The fixture's appointment: Nov 26, 2026 at 2:00 PM New York time; she looks two days before.
const now = new Date('2026-11-24T19:00:00Z');

function show(upcoming: Doc<'bookings'>[], past: Doc<'bookings'>[]) {
  return render(
    <ThemeProvider theme={defaultTheme}>
      <MemoryRouter>
        <MyAppointments
          upcoming={upcoming}
          past={past}
          timeZone="America/New_York"
          studio={{ name: 'Nail Studio', address: [] }}
          clientId="uid-ana"
          now={now}
          policy={{ windowHours: 24, instagram: '', email: '' }}
          deposits={{ deposit_due_hours: 24, deposit_instructions: '' }}
          onCancel={() => {}}
          onCheckIn={() => {}}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('her appointments while the studio approves online bookings', () => {
  it('lists a pending booking as waiting for the studio, which she may still cancel', () => {
    const view = show([booking({ status: 'pending', source: 'online' })], []);
    const upcoming = screen.getByRole('region', { name: 'Upcoming appointments' });
    expect(upcoming.textContent).toContain('Waiting for the studio to accept');
    expect(upcoming.textContent).toContain('Pending approval');
    expect(within(upcoming).queryByRole('button', { name: /Add to calendar/ })).toBeNull();
    expect(within(upcoming).getByRole('button', { name: 'Cancel appointment: Gel Manicure' })).toBeDefined();
    view.unmount();
  });

  it("lists a declined booking with the studio's reason, and no reason of another cancellation", () => {
    const declined = booking({
      id: 'b-declined',
      status: 'cancelled',
      declined: true,
      cancellation_reason: 'We are closed that week',
    });
    const cancelled = booking({
      id: 'b-cancelled',
      status: 'cancelled',
      cancellation_reason: 'Client is unwell',
    });
    const view = show([], [declined, cancelled]);
    const past = screen.getByRole('region', { name: 'Past appointments' });
    expect(past.textContent).toContain('Declined by the studio: We are closed that week');
    expect(past.textContent).not.toContain('Client is unwell');
    view.unmount();
  });
});
