import { messages, type TimeZone } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { WithFirebase } from '../../../testing/firebase-providers.tsx';
import { booking, bookingInterest } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { browserTimeZone, studioZoneLabel } from '../../../utils/studio-zone.ts';
import { loyaltySummary } from '../api/get-my-loyalty.ts';
import { LoyaltyCards } from '../components/loyalty-cards.tsx';
import { MyAppointments } from '../components/my-appointments.tsx';
import { MyRequests, requestedWhen } from '../components/my-requests.tsx';

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

describe('My requests (issue 14)', () => {
  const render = (interests: Doc<'bookingInterests'>[], unreadable = 0) =>
    textOf(
      renderMarkup(
        <WithFirebase>
          <MyRequests
            interests={interests}
            unreadable={unreadable}
            timeZone={browserTimeZone() as TimeZone}
            onWithdraw={() => {}}
          />
        </WithFirebase>,
      ),
    );

  // A request naming a service reads its name live (ServiceName), which markup cannot render:
  // tests/e2e/accounts.test.ts shows it.
  it('shows each request with its category, date, time and status in plain words', () => {
    const text = render([
      bookingInterest({ id: 'a', status: 'new' }),
      bookingInterest({ id: 'b', status: 'converted', category: 'pedicure' }),
      bookingInterest({ id: 'c', status: 'declined' }),
    ]);
    expect(text).toContain("Manicure Nov 27, 2026 at 1:00 PM We'll message you on Instagram Withdraw");
    expect(text).toContain('Pedicure Nov 27, 2026 at 1:00 PM Booked — see your appointments');
    expect(text).toContain('Manicure Nov 27, 2026 at 1:00 PM Declined');
  });

  it('offers Withdraw only while a request is new', () => {
    const text = render(
      (['contacted', 'discussing', 'converted', 'declined', 'withdrawn'] as const).map((status) =>
        bookingInterest({ id: status, status }),
      ),
    );
    expect(text).not.toContain('Withdraw ');
    expect(text).toContain('Withdrawn');
  });

  it('invites a first request, and says when one could not be shown', () => {
    expect(render([])).toContain('No requests yet.');
    expect(render([], 1)).toContain('One request could not be shown');
  });

  it('labels the time with the studio zone when her clock differs', () => {
    const interest = bookingInterest({ preferred_date: '2026-12-02', preferred_time: '14:00' });
    expect(requestedWhen(interest, 'America/New_York')).toMatch(/^Dec 2, 2026 at 2:00 PM( EST)?$/);
    expect(studioZoneLabel(new Date('2026-12-02T19:00:00Z'), 'America/New_York', 'Europe/Paris')).toBe('EST');
    expect(studioZoneLabel(new Date('2026-07-02T18:00:00Z'), 'America/New_York', 'Asia/Tokyo')).toBe('EDT');
    expect(studioZoneLabel(new Date('2026-12-02T19:00:00Z'), 'America/New_York', 'America/Detroit')).toBe('');
  });
});
