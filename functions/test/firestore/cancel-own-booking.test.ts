import { describe, expect, it } from 'vitest';
import { cancelOwnBookingFor } from '../../src/bookings/cancel-own-booking.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('cancel-own-booking');
const startsAt = new Date('2026-06-15T14:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);

async function seed(status = 'confirmed') {
  await db()
    .doc('settings_public/booking_settings')
    .set({
      value: {
        cancellationWindow: 24,
        maxAdvanceBookingDays: 60,
        requireDeposit: true,
        depositPercentage: 25,
      },
    });
  await db().doc('bookings/b1').set({
    client_id: 'ana',
    service_id: 'gel',
    scheduled_at: startsAt,
    duration_minutes: 60,
    total_price: 45,
    status,
  });
}

const codeOf = (error: unknown) => (error as { code?: string }).code;
const messageOf = (error: unknown) => (error as Error).message;

describe('cancelOwnBooking against the Firestore emulator', () => {
  it('cancels her booking more than the window ahead, recording her, when, and the day lock', async () => {
    await seed();
    const now = hoursBefore(25);
    expect(await cancelOwnBookingFor(db(), 'ana', { bookingId: 'b1' }, now)).toEqual({ bookingId: 'b1' });
    const stored = (await db().doc('bookings/b1').get()).data();
    expect(stored).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Cancelled by the client online',
      status_changed_by: 'ana',
    });
    expect(stored?.status_changed_at.toDate()).toEqual(now);
    expect((await db().doc('booking_days/2026-06-15').get()).get('last_booking_id')).toBe('b1');
  });

  it('refuses inside the window, in words, and changes nothing', async () => {
    await seed();
    const refusal = await cancelOwnBookingFor(db(), 'ana', { bookingId: 'b1' }, hoursBefore(23)).catch(
      (e) => e,
    );
    expect(codeOf(refusal)).toBe('failed-precondition');
    expect(messageOf(refusal)).toBe(
      'Online cancellation closes 24 hours before the appointment. Please message the studio.',
    );
    expect((await db().doc('bookings/b1').get()).get('status')).toBe('confirmed');
  });

  it("answers another client's booking as missing, and refuses a booking already cancelled", async () => {
    await seed();
    const other = await cancelOwnBookingFor(db(), 'bea', { bookingId: 'b1' }, hoursBefore(48)).catch(
      (e) => e,
    );
    expect(codeOf(other)).toBe('not-found');
    await seed('cancelled');
    const again = await cancelOwnBookingFor(db(), 'ana', { bookingId: 'b1' }, hoursBefore(48)).catch(
      (e) => e,
    );
    expect(messageOf(again)).toBe('This appointment is already cancelled.');
  });
});
