import { messages } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { booking } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { loyaltySummary } from '../api/get-my-loyalty.ts';
import { LoyaltyCards } from '../components/loyalty-cards.tsx';
import { MyAppointments } from '../components/my-appointments.tsx';

describe('the loyalty cards', () => {
  it('default to Standard with nothing earned before the first visit', () => {
    expect(loyaltySummary(undefined)).toEqual({ points: 0, tier: 'standard', lifetimeBookings: 0 });
    const text = textOf(renderMarkup(<LoyaltyCards loyalty={loyaltySummary(undefined)} />));
    expect(text).toContain(
      'Loyalty Points 0 Standard tier Total Visits 0 Lifetime bookings Quick Actions Book Now',
    );
  });

  it('show points, tier and lifetime bookings', () => {
    const loyalty = loyaltySummary({
      id: 'uid-ana',
      user_id: 'uid-ana',
      points: 2700,
      tier: 'silver',
      lifetime_bookings: 4,
    });
    expect(textOf(renderMarkup(<LoyaltyCards loyalty={loyalty} />))).toContain(
      'Loyalty Points 2,700 Silver tier Total Visits 4',
    );
  });
});

describe('My Appointments', () => {
  it('lists service, date and time in the studio time zone, price and status', () => {
    const text = textOf(renderMarkup(<MyAppointments bookings={[booking()]} timeZone="America/New_York" />));
    expect(text).toContain('Gel Manicure Nov 26, 2026 at 2:00 PM $65.00 Confirmed');
  });

  it('invites a first booking when there is none', () => {
    const text = textOf(renderMarkup(<MyAppointments bookings={[]} timeZone="America/New_York" />));
    expect(text).toContain(messages.empty.clientBookings);
  });
});
