// The Approvals list at the top of Bookings (issue 32): the online bookings waiting for approval,
// soonest first, live, each with her name, the service, the member and the time; Accept and
// Decline (which asks for the reason she reads) go through the changeBookingStatus callable, whose
// stand-in here decides with the same domain rule and writes what the function writes (the
// function itself: functions/test/firestore/booking-approval.test.ts). The list reads the result
// back through its live query, and leaves once nothing waits.
import {
  bookingStatusSchema,
  changeBookingStatusRequestSchema,
  staffStatusChangeProblem,
} from '@studio/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../../../testing/fixtures.ts';
import { answerCallable, CallableRefusal } from '../../../testing/screens/callables.ts';
import { people, renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedDoc, seedingFirestore } from '../../../testing/screens/seed.ts';

const days = (n: number) => new Date(Date.now() + n * 24 * 3_600_000);
const member = 'screens-approvals-mia';
const waiting = (id: string, patch: Parameters<typeof booking>[0]) => {
  const { id: _, ...fields } = booking({
    id,
    status: 'pending',
    source: 'online',
    staff_id: member,
    ...patch,
  });
  return fields;
};

beforeAll(async () => {
  await seed({
    // Not bookable: the screens share one emulator, and the booking form and calendar of other
    // files offer every bookable member. Her bookings still name her.
    [`staff_profiles/${member}`]: { bookable: false, display_name: 'Mia Approvals', time_off: [] },
    'bookings/screens-approve-later': waiting('screens-approve-later', {
      client_name: 'Lena Later',
      service_name: 'Approvals Pedicure',
      scheduled_at: days(9),
    }),
    'bookings/screens-approve-soon': waiting('screens-approve-soon', {
      client_name: 'Sara Soon',
      service_name: 'Approvals Gel',
      scheduled_at: days(8),
    }),
    // Already booked: no answer needed, not listed.
    'bookings/screens-approve-booked': waiting('screens-approve-booked', {
      client_name: 'Bo Booked',
      service_name: 'Approvals Gel',
      status: 'scheduled',
      scheduled_at: days(7),
    }),
  });
  answerCallable('changeBookingStatus', async (data) => {
    const input = changeBookingStatusRequestSchema.parse(data);
    const ref = doc(seedingFirestore(), 'bookings', input.bookingId);
    const stored = (await getDoc(ref)).data() ?? {};
    const from = bookingStatusSchema.parse(stored.status);
    const problem = staffStatusChangeProblem(from, input.status, {
      callerUid: people.owner.uid,
      statusChangedBy: null,
      statusChangedAt: null,
      reason: input.reason,
      now: new Date(),
      scheduledAt: stored.scheduled_at.toDate(),
      graceMinutes: 15,
    });
    if (problem) throw new CallableRefusal('FAILED_PRECONDITION', problem);
    await updateDoc(ref, {
      status: input.status,
      status_changed_by: people.owner.uid,
      status_changed_at: new Date(),
      ...(input.status === 'cancelled' && { cancellation_reason: input.reason ?? '', declined: true }),
    });
    return { bookingId: input.bookingId, status: input.status };
  });
});

const approvals = () => screen.getByRole('region', { name: /^Waiting for approval/ });
const row = (name: string) => within(approvals()).getByRole('listitem', { name });
const stored = async (id: string) => (await getDoc(doc(seedingFirestore(), 'bookings', id))).data() ?? {};

describe('Approvals on Bookings', () => {
  it('lists the waiting bookings soonest first with who, what, with whom and when; Accept books one', async () => {
    const { user } = await renderStaffScreen('/dashboard/bookings');
    await waitFor(() => expect(approvals().textContent).toContain('Waiting for approval (2)'));
    const rows = within(approvals()).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Sara Soon: Approvals Gel',
      'Lena Later: Approvals Pedicure',
    ]);
    // The member's name comes with the team, which may load after the bookings.
    await waitFor(() => expect(rows[0]?.textContent).toContain('with Mia Approvals'));
    expect(approvals().textContent).not.toContain('Bo Booked');

    const accept = await waitFor(() => {
      const button = within(row('Sara Soon: Approvals Gel')).getByRole('button', { name: 'Accept' });
      expect(button).toHaveProperty('disabled', false);
      return button;
    });
    await user.click(accept);
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Booking accepted'));
    await waitFor(() =>
      expect(within(approvals()).queryByRole('listitem', { name: /Sara Soon/ })).toBeNull(),
    );
    expect(await stored('screens-approve-soon')).toMatchObject({ status: 'scheduled' });
    expect(approvals().textContent).toContain('Waiting for approval (1)');
  });

  it('Decline asks for the reason she reads, then cancels it; the list leaves once nothing waits', async () => {
    const { user } = await renderStaffScreen('/dashboard/bookings');
    await waitFor(() => expect(row('Lena Later: Approvals Pedicure')).toBeDefined());
    await user.click(within(row('Lena Later: Approvals Pedicure')).getByRole('button', { name: 'Decline' }));
    const confirm = within(row('Lena Later: Approvals Pedicure')).getByRole('button', {
      name: 'Decline booking',
    });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(
      within(row('Lena Later: Approvals Pedicure')).getByLabelText(/Reason for declining/),
      'We are closed that week',
    );
    await user.click(confirm);
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Booking declined'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Waiting for approval/ })).toBeNull());
    expect(await stored('screens-approve-later')).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'We are closed that week',
      declined: true,
    });
    // The bookings list below still lists it, now cancelled.
    expect(screen.getAllByText('Lena Later').length).toBeGreaterThan(0);
  });

  it('shows a booking that starts waiting while the screen is open, without a reload', async () => {
    await renderStaffScreen('/dashboard/bookings');
    await screen.findAllByText('Bo Booked');
    expect(screen.queryByRole('region', { name: /^Waiting for approval/ })).toBeNull();
    await seedDoc(
      'bookings/screens-approve-live',
      waiting('screens-approve-live', {
        client_name: 'Liv Live',
        service_name: 'Approvals Gel',
        scheduled_at: days(10),
      }),
    );
    await waitFor(() => expect(row('Liv Live: Approvals Gel')).toBeDefined());
  });
});
