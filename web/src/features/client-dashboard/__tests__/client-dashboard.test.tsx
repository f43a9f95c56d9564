import { messages, splitMyAppointments, type TimeZone } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { appointmentCalendarFile } from '../../../entities/booking/model/appointment-calendar.ts';
import { WithFirebase } from '../../../testing/firebase-providers.tsx';
import { booking, bookingInterest } from '../../../testing/fixtures.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
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
  viewerTimeZone('America/New_York');
  const studio = { name: 'Nail Studio', address: ['12 Main St', 'Springfield, IL 62701'] };
  const policy = { windowHours: 24, instagram: 'polished.nails', email: 'hello@studio.test' };
  // Six days before the fixture's Nov 26 appointment, then one hour before it.
  const early = new Date('2026-11-20T00:00:00Z');
  const render = (upcoming: Doc<'bookings'>[], past: Doc<'bookings'>[] = [], now = early) =>
    renderMarkup(
      <MyAppointments
        upcoming={upcoming}
        past={past}
        timeZone="America/New_York"
        studio={studio}
        clientId={booking().client_id}
        now={now}
        policy={policy}
        deposits={{ deposit_due_hours: 24, deposit_instructions: '' }}
        onCancel={() => {}}
      />,
    );

  it('lists upcoming with service, date and time in the studio time zone, price, deposit, status and the address', () => {
    const text = textOf(render([booking({ deposit_amount: 16.25 })]));
    expect(text).toContain(
      'Upcoming Gel Manicure Nov 26, 2026 at 2:00 PM $65.00 Deposit due $16.25 Confirmed Add to calendar Cancel appointment',
    );
    expect(text).toContain('At 12 Main St, Springfield, IL 62701');
  });

  it('lists past apart, without Add to calendar', () => {
    const text = textOf(
      render(
        [],
        [booking({ id: 'b0', status: 'completed', scheduled_at: new Date('2026-10-01T14:00:00Z') })],
      ),
    );
    expect(text).toContain('Past Gel Manicure Oct 1, 2026 at 10:00 AM $65.00 Completed');
    expect(text).not.toContain('Add to calendar');
  });

  it('keeps a cancelled visit ahead out of Upcoming, listed with the past (issue 29)', () => {
    const { upcoming, past } = splitMyAppointments(
      [booking({ id: 'b1' }), booking({ id: 'b2', status: 'cancelled' })],
      [booking({ id: 'b0', status: 'completed', scheduled_at: new Date('2026-10-01T14:00:00Z') })],
    );
    const text = textOf(render(upcoming, past));
    expect(text).toContain(
      'Upcoming Gel Manicure Nov 26, 2026 at 2:00 PM $65.00 Confirmed Add to calendar Cancel appointment',
    );
    expect(text).toContain(
      'Past and cancelled Gel Manicure Nov 26, 2026 at 2:00 PM $65.00 Cancelled Gel Manicure Oct 1, 2026',
    );
    expect(text.match(/Add to calendar/g)).toHaveLength(1);
  });

  it('inside the cancellation window says why she cannot cancel and links a message to the studio', () => {
    const markup = render([booking()], [], new Date('2026-11-26T18:00:00Z'));
    expect(textOf(markup)).toContain(
      'Online cancellation closes 24 hours before the appointment. Please message the studio. Message us on Instagram',
    );
    expect(textOf(markup)).not.toContain('Cancel appointment');
    expect(markup).toContain('href="https://ig.me/m/polished.nails"');
  });

  it('invites a first booking when there is none', () => {
    expect(textOf(render([]))).toContain(messages.empty.clientBookings);
  });

  describe('seen from another zone', () => {
    viewerTimeZone('Europe/Paris');

    it("give each time on the studio's clock with its zone, winter or summer", () => {
      const text = textOf(
        render(
          [booking()],
          [booking({ id: 'b0', status: 'completed', scheduled_at: new Date('2026-10-01T14:00:00Z') })],
        ),
      );
      expect(text).toContain('Nov 26, 2026 at 2:00 PM EST $65.00');
      expect(text).toContain('Oct 1, 2026 at 10:00 AM EDT $65.00');
    });
  });
});

describe('Add to calendar', () => {
  it('makes an .ics file at the booking’s time with the studio’s address and the deposit', () => {
    const file = appointmentCalendarFile(
      booking({ duration_minutes: 90, deposit_amount: 16.25 }),
      { name: 'Nail Studio', address: ['12 Main St', 'Springfield, IL 62701'] },
      new Date('2026-11-20T00:00:00Z'),
    );
    expect(file.name).toBe('gel-manicure-appointment.ics');
    const text = file.text.replace(/\r\n /g, '');
    expect(text).toContain('DTSTART:20261126T190000Z');
    expect(text).toContain('DTEND:20261126T203000Z');
    expect(text).toContain('LOCATION:12 Main St\\, Springfield\\, IL 62701');
    expect(text).toContain('Deposit: $16.25');
    expect(text).toContain('TRIGGER:-PT1440M');
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
  // the screen test features/client-dashboard/__screens__/my-requests.test.tsx shows it.
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
