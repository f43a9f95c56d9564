// The booking interests inbox: Decline and its Undo (moved here from
// tests/e2e/forms-and-undo.test.ts), and a new interest arriving live with Mark Contacted moving it
// and the new-count badge (from tests/e2e/dashboard-staff.test.ts). Status changes go through the
// changeInterestStatus callable (issue 31), whose stand-in here decides with the same domain rule
// and writes what the function writes; the screen reads them back through its live queries. An
// interest sent from a service's link names that service in the inbox (from
// tests/e2e/accounts.test.ts).
import {
  bookingInterestStatusSchema,
  changeInterestStatusRequestSchema,
  staffInterestChange,
} from '@studio/domain';
import { demoServices } from '@studio/domain/demo/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc, getDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingInterest } from '../../../../testing/fixtures.ts';
import { answerCallable, CallableRefusal } from '../../../../testing/screens/callables.ts';
import { renderStaffScreen } from '../../../../testing/screens/render-screen.tsx';
import { seed, seedDoc, seedingFirestore } from '../../../../testing/screens/seed.ts';

const { id, ...discussing } = bookingInterest({
  id: 'screens-undo',
  instagram_handle: 'screens.undo.decline',
  status: 'discussing',
  contacted_at: new Date('2026-11-23T10:00:00Z'),
  client_phone: '+1 555 010 0002',
});

beforeAll(async () => {
  await seed({ [`booking_interests/${id}`]: discussing });
  answerCallable('changeInterestStatus', async (data) => {
    const input = changeInterestStatusRequestSchema.parse(data);
    const ref = doc(seedingFirestore(), 'booking_interests', input.interestId);
    const from = bookingInterestStatusSchema.parse((await getDoc(ref)).get('status'));
    const change = staffInterestChange(from, input.status, new Date());
    if (!change.ok) throw new CallableRefusal('FAILED_PRECONDITION', change.problem);
    await updateDoc(ref, { ...change.update });
    return { interestId: input.interestId, status: change.update.status };
  });
});

const successToast = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('.Toastify__toast--success')].find((toast) =>
    toast.textContent?.includes(text),
  );

describe('booking interests inbox', () => {
  it('Decline offers Undo, which puts the interest back in discussing exactly as it was', async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/booking-interests');
    const ref = doc(firestore, 'booking_interests', id);
    const before = (await getDoc(ref)).data();
    const row = () =>
      screen.getAllByRole('row').find((r) => r.textContent?.includes('screens.undo.decline')) as HTMLElement;
    // The row can come before her rights have loaded, and with them its buttons.
    const decline = await waitFor(() => {
      const button = within(row()).getByRole('button', { name: /^Decline/ });
      expect(button).toHaveProperty('disabled', false);
      return button;
    });
    await user.click(decline);
    await waitFor(async () => expect((await getDoc(ref)).get('status')).toBe('declined'));
    await waitFor(() => expect(successToast('Interest updated')).toBeDefined());
    await user.click(
      within(successToast('Interest updated') as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    await waitFor(() => expect(successToast('restored as it was')).toBeDefined());
    await waitFor(async () => expect((await getDoc(ref)).get('status')).toBe('discussing'));
    expect((await getDoc(ref)).data()).toEqual(before);
    await waitFor(() => expect(within(row()).getByRole('button', { name: /^Decline/ })).toBeDefined());
  });
});

/** The new-count badge ('3 new'); the sidebar's and the screen's say the same. */
const newCount = () => {
  const label = document.querySelector('[aria-label$=" new"]')?.getAttribute('aria-label');
  return label ? Number(label.split(' ')[0]) : 0;
};

describe('booking interests inbox, live', () => {
  it("a client's new interest appears without a reload; Mark Contacted moves it and the badge", async () => {
    const { user, firestore } = await renderStaffScreen('/dashboard/booking-interests');
    await screen.findByRole('heading', { name: /^Booking Interests/ });
    await screen.findByText(/screens\.undo\.decline/);
    const before = newCount();
    const { id: liveId, ...arriving } = bookingInterest({
      id: 'screens-live-interest',
      category: 'pedicure',
      preferred_date: '2026-12-21',
      preferred_time: '15:00',
      instagram_handle: 'screens.live.interest',
      status: 'new',
    });
    await seedDoc(`booking_interests/${liveId}`, arriving);

    const row = () =>
      screen.getAllByRole('row').find((r) => r.textContent?.includes('screens.live.interest')) as HTMLElement;
    await waitFor(() => expect(row()).toBeDefined());
    await waitFor(() => expect(newCount()).toBe(before + 1));
    const mark = await waitFor(() => {
      const button = within(row()).getByRole('button', { name: /^Mark Contacted/ });
      expect(button).toHaveProperty('disabled', false);
      return button;
    });
    await user.click(mark);
    await waitFor(() => expect(successToast('Interest updated')).toBeDefined());
    await waitFor(() => expect(newCount()).toBe(before));
    await waitFor(async () =>
      expect((await getDoc(doc(firestore, 'booking_interests', liveId))).get('status')).toBe('contacted'),
    );
  });
});

describe('an interest from a service’s link', () => {
  it('names the service she asked for in its row', async () => {
    const { id: interestId, ...fromService } = bookingInterest({
      id: 'screens-inbox-service',
      category: 'consultation',
      service_id: 'screens-inbox-acrylic',
      instagram_handle: 'screens.inbox.service',
      status: 'new',
    });
    await seed({
      'services/screens-inbox-acrylic': { ...demoServices['svc-acrylic-full'], name: 'Inbox Acrylic Set' },
      [`booking_interests/${interestId}`]: fromService,
    });
    await renderStaffScreen('/dashboard/booking-interests');
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row').find((r) => r.textContent?.includes('screens.inbox.service'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    await within(row).findByText('Inbox Acrylic Set');
    // Shared with the other screen files: both go.
    await deleteDoc(doc(seedingFirestore(), `booking_interests/${interestId}`));
    await deleteDoc(doc(seedingFirestore(), 'services/screens-inbox-acrylic'));
  });
});
