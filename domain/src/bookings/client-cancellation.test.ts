import { describe, expect, it } from 'vitest';
import { cancelOwnBookingRequestSchema, clientCancellationProblem } from './client-cancellation.ts';

const startsAt = new Date('2027-05-04T14:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const booking = {
  client_id: 'bea',
  status: 'confirmed' as const,
  scheduled_at: startsAt,
  deposit_amount: 20,
};

describe('clientCancellationProblem', () => {
  it('allows her own upcoming booking more than the window ahead', () => {
    expect(clientCancellationProblem(booking, 'bea', hoursBefore(24.01), 24)).toBeNull();
  });

  it('refuses inside the window, at the start, for another client and a closed booking', () => {
    expect(clientCancellationProblem(booking, 'bea', hoursBefore(24), 24)).toBe(
      'Online cancellation closes 24 hours before the appointment. Please message the studio.',
    );
    expect(clientCancellationProblem(booking, 'bea', hoursBefore(1), 1)).toBe(
      'Online cancellation closes 1 hour before the appointment. Please message the studio.',
    );
    expect(clientCancellationProblem(booking, 'bea', startsAt, 0)).toBe(
      'This appointment has already started.',
    );
    expect(clientCancellationProblem(booking, 'ana', hoursBefore(48), 24)).toBe(
      'This appointment is not yours.',
    );
    expect(clientCancellationProblem({ ...booking, status: 'cancelled' }, 'bea', hoursBefore(48), 24)).toBe(
      'This appointment is already cancelled.',
    );
  });
});

describe('cancelOwnBookingRequestSchema', () => {
  it('takes a document id and refuses one Firestore would throw on', () => {
    expect(cancelOwnBookingRequestSchema.safeParse({ bookingId: 'b1' }).success).toBe(true);
    for (const bookingId of ['', 'a/b', '__x__', '..', 'x'.repeat(1500), 12, null])
      expect(cancelOwnBookingRequestSchema.safeParse({ bookingId }).success, String(bookingId)).toBe(false);
  });
});
