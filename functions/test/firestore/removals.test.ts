// deleteBooking, deleteBookingInterest and leaveWaitlist against the Firestore emulator (issue 31):
// the only way a booking, an interest or a waitlist entry is removed now that the rules refuse
// every browser write of them. What is removed, and that each refusal removes nothing.
import { describe, expect, it } from 'vitest';
import { deleteBookingInterestFor } from '../../src/booking-interests/delete-booking-interest.ts';
import { deleteBookingFor } from '../../src/bookings/delete-booking.ts';
import { leaveWaitlistFor } from '../../src/waitlist/leave-waitlist.ts';
import { useTestFirestore } from './admin.ts';

const db = useTestFirestore('removals');
const codeOf = (error: unknown) => (error as { code?: string }).code;
const refusal = async (call: Promise<unknown>) =>
  codeOf(await call.then(() => null).catch((e: unknown) => e));
const ana = { uid: 'ana', isOwner: false };

describe('deleteBooking and deleteBookingInterest', () => {
  it('remove the document; a second call is told it no longer exists', async () => {
    await db().doc('bookings/b-remove').set({ client_id: 'ana', status: 'scheduled' });
    await db().doc('booking_interests/i-remove').set({ client_id: 'ana', status: 'new' });
    expect(await deleteBookingFor(db(), { bookingId: 'b-remove' })).toEqual({ bookingId: 'b-remove' });
    expect(await deleteBookingInterestFor(db(), { interestId: 'i-remove' })).toEqual({
      interestId: 'i-remove',
    });
    expect((await db().doc('bookings/b-remove').get()).exists).toBe(false);
    expect((await db().doc('booking_interests/i-remove').get()).exists).toBe(false);
    expect(await refusal(deleteBookingFor(db(), { bookingId: 'b-remove' }))).toBe('not-found');
    expect(await refusal(deleteBookingInterestFor(db(), { interestId: 'i-remove' }))).toBe('not-found');
  });
});

describe('leaveWaitlist', () => {
  it('removes her own entry, and the owner removes anyone’s', async () => {
    await db().doc('waitlist_entries/ana_2031-01-15').set({ client_id: 'ana', date: '2031-01-15' });
    await db().doc('waitlist_entries/bea_2031-01-15').set({ client_id: 'bea', date: '2031-01-15' });
    await leaveWaitlistFor(db(), ana, { entryId: 'ana_2031-01-15' });
    await leaveWaitlistFor(db(), { uid: 'olga', isOwner: true }, { entryId: 'bea_2031-01-15' });
    expect((await db().doc('waitlist_entries/ana_2031-01-15').get()).exists).toBe(false);
    expect((await db().doc('waitlist_entries/bea_2031-01-15').get()).exists).toBe(false);
  });

  it('refuses another client’s entry and keeps it; an entry gone is not found', async () => {
    await db().doc('waitlist_entries/bea_2031-01-16').set({ client_id: 'bea', date: '2031-01-16' });
    expect(await refusal(leaveWaitlistFor(db(), ana, { entryId: 'bea_2031-01-16' }))).toBe(
      'permission-denied',
    );
    expect((await db().doc('waitlist_entries/bea_2031-01-16').get()).exists).toBe(true);
    expect(await refusal(leaveWaitlistFor(db(), ana, { entryId: 'ana_2031-01-16' }))).toBe('not-found');
  });
});
