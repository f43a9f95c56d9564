// Issue 17, item 1 (moved here from tests/e2e/integrity.test.ts): one odd document never takes a
// staff screen down. The seed writes past the rules what a hostile client once could: a profile
// whose preferences are null, an interest for 31 February, a booking no schema knows. Each list
// still shows the others, with a notice naming the odd document, which the owner opens and
// repairs, or deletes: every one of those is a write straight to Firestore under the rules.
import { deleteBookingInterestRequestSchema, deleteBookingRequestSchema } from '@studio/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc, type Firestore, getDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking, bookingInterest } from '../../../../testing/fixtures.ts';
import { answerCallable } from '../../../../testing/screens/callables.ts';
import { renderStaffScreen, toastTexts, type UserEvent } from '../../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore, storedProfile } from '../../../../testing/screens/seed.ts';

const badProfileId = 'screens-odd-profile';
const badInterestId = 'screens-odd-interest';
const badBookingId = 'screens-odd-booking';

const profile = (fullName: string, preferences: unknown) =>
  storedProfile({
    full_name: fullName,
    email: `${fullName.split(' ')[0]?.toLowerCase()}@integrity.screens.test`,
    preferences,
    created_at: new Date('2026-02-01T10:00:00Z'),
  });
const noPreferences = { nailShape: null, nailLength: null, style: null, communicationPreference: null };
const { id: _goodInterest, ...goodInterest } = bookingInterest({
  instagram_handle: 'screens.integrity.good',
});
const { id: _goodBooking, ...goodBooking } = booking({ client_name: 'Carla Integrity' });

// The owner's deletes go through deleteBooking and deleteBookingInterest (issue 31): their stand-ins
// decode the request with the domain's schema and delete as the functions do.
beforeAll(() => {
  answerCallable('deleteBooking', async (data) => {
    const { bookingId } = deleteBookingRequestSchema.parse(data);
    await deleteDoc(doc(seedingFirestore(), 'bookings', bookingId));
    return { bookingId };
  });
  answerCallable('deleteBookingInterest', async (data) => {
    const { interestId } = deleteBookingInterestRequestSchema.parse(data);
    await deleteDoc(doc(seedingFirestore(), 'booking_interests', interestId));
    return { interestId };
  });
});

beforeAll(() =>
  seed({
    'profiles/screens-integrity-good': profile('Dora Integrity', noPreferences),
    [`profiles/${badProfileId}`]: profile('Odd Preferences', null),
    'booking_interests/screens-integrity-good': goodInterest,
    [`booking_interests/${badInterestId}`]: {
      client_id: 'client-who-wrote-it',
      category: 'manicure',
      preferred_date: '2030-02-31',
      preferred_time: '10:00',
      status: 'new',
      contacted_at: null,
      created_at: new Date('2026-02-01T10:00:00Z'),
    },
    'bookings/screens-integrity-good': goodBooking,
    [`bookings/${badBookingId}`]: {
      client_id: 'client-who-wrote-it',
      service_id: 'no-such-service',
      status: 'maybe',
      scheduled_at: new Date('2026-11-26T15:00:00Z'),
    },
  }),
);

const notice = () => screen.findByRole('region', { name: 'Records that could not be shown' });
const bodyRows = () => screen.queryAllByRole('row').filter((row) => row.closest('tbody'));

/** The notice names the document beside the listed rows; the owner deletes it after a confirm. */
async function deleteFromNotice(user: UserEvent, path: string, toast: string, firestore: Firestore) {
  expect((await notice()).textContent).toContain(path);
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  // The list's own reading of her rights can lag the screen's: Delete shows once it knows she is the owner.
  await user.click(await within(await notice()).findByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(toastTexts('success').join(' ')).toContain(toast));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Records that could not be shown' })).toBeNull(),
  );
  expect((await getDoc(doc(firestore, path))).exists()).toBe(false);
}

describe('staff screens with an odd document', () => {
  it('Clients lists every other client, names the odd profile, which opens and is repaired', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/clients');
    expect((await notice()).textContent).toContain(`profiles/${badProfileId}`);
    await screen.findByText('Dora Integrity');
    expect(screen.queryByText('Clients could not be loaded.')).toBeNull();

    await user.click(within(await notice()).getByRole('link', { name: 'Open' }));
    await screen.findByRole('button', { name: 'Reset preferences to the default' });
    expect((await notice()).textContent).toContain(`profiles/${badProfileId}`);
    await user.click(screen.getByRole('button', { name: 'Reset preferences to the default' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Profile repaired'));
    await screen.findByRole('heading', { name: 'Odd Preferences' });
    expect((await getDoc(doc(firestore, 'profiles', badProfileId))).get('preferences')).toEqual(
      noPreferences,
    );
  });

  it('Booking Interests lists the others beside an interest for 31 February, which the owner deletes', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/booking-interests');
    await screen.findByText(/screens\.integrity\.good/);
    expect(screen.queryByText(/Booking interests could not be loaded/)).toBeNull();
    await deleteFromNotice(user, `booking_interests/${badInterestId}`, 'Interest deleted', firestore);
  });

  it('Bookings Management lists the others beside a booking no schema knows, which the owner deletes', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/bookings');
    await screen.findAllByText(/Carla Integrity/);
    expect(screen.queryByText(/Bookings could not be loaded/)).toBeNull();
    await deleteFromNotice(user, `bookings/${badBookingId}`, 'Booking deleted', firestore);
  });
});
