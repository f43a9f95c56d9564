// Her deposit (issue 32): an upcoming appointment whose quote asked for one says "Deposit due $X
// by <time>" in studio time with how to pay (setting deposit_instructions), on My Appointments and
// on the /book confirmation; once staff record it, it says received.
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DepositDueNote } from '../../../entities/booking/components/deposit-due-note.tsx';
import { booking } from '../../../testing/fixtures.ts';
import { defaultTheme } from '../../../testing/render-markup.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { MyAppointments } from '../components/my-appointments.tsx';

// The fixture's appointment: Nov 26, 2026 at 2:00 PM New York time; booked Nov 22 at 9:00 AM.
const now = new Date('2026-11-24T19:00:00Z');
const bookedAt = new Date('2026-11-22T14:00:00Z');
const terms = { deposit_due_hours: 48, deposit_instructions: 'Venmo @polished-nails' };

function show(upcoming: Doc<'bookings'>[]) {
  return render(
    <ThemeProvider theme={defaultTheme}>
      <MemoryRouter>
        <MyAppointments
          upcoming={upcoming}
          past={[]}
          timeZone="America/New_York"
          studio={{ name: 'Nail Studio', address: [] }}
          clientId="uid-ana"
          now={now}
          policy={{ windowHours: 24, instagram: '', email: '' }}
          deposits={terms}
          onCancel={() => {}}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('her deposit', () => {
  it('says a due deposit with its deadline and how to pay on My Appointments', () => {
    const view = show([booking({ deposit_amount: 15, created_at: bookedAt })]);
    const upcoming = screen.getByRole('region', { name: 'Upcoming appointments' });
    expect(upcoming.textContent).toContain(
      'Deposit due $15.00 by Nov 24, 2026 at 9:00 AM. To pay: Venmo @polished-nails',
    );
    view.unmount();
  });

  it('says received once staff recorded it, without asking again', () => {
    const deposit = {
      status: 'received' as const,
      amount: 15,
      method: 'cash' as const,
      received_by: 'staff-maya',
      received_at: bookedAt,
      settled_at: null,
      due_from: null,
    };
    const view = show([booking({ deposit_amount: 15, created_at: bookedAt, deposit })]);
    const upcoming = screen.getByRole('region', { name: 'Upcoming appointments' });
    expect(upcoming.textContent).toContain('Deposit $15.00 received');
    expect(upcoming.textContent).not.toContain('To pay');
    view.unmount();
  });

  it('says it on the /book confirmation, with how to pay', () => {
    const view = render(
      <ThemeProvider theme={defaultTheme}>
        <DepositDueNote
          booking={{
            deposit: null,
            deposit_amount: 15,
            created_at: bookedAt,
            scheduled_at: new Date('2026-11-26T19:00:00Z'),
          }}
          settings={{ ...terms, scheduling_timezone: 'America/New_York' }}
        />
      </ThemeProvider>,
    );
    const note = screen.getByRole('note', { name: 'Deposit' });
    expect(note.textContent).toContain('Deposit due $15.00 by Nov 24, 2026 at 9:00 AM');
    expect(note.textContent).toContain('How to pay: Venmo @polished-nails');
    view.unmount();
  });

  it('never gives a deadline after the visit starts: booked 5 hours before, it is due by the start', () => {
    const startsAt = new Date('2026-11-26T19:00:00Z');
    const view = show([
      booking({ deposit_amount: 15, created_at: new Date(startsAt.getTime() - 5 * 3_600_000) }),
    ]);
    const upcoming = screen.getByRole('region', { name: 'Upcoming appointments' });
    expect(upcoming.textContent).toContain('Deposit due $15.00 by Nov 26, 2026 at 2:00 PM');
    view.unmount();
  });
});
