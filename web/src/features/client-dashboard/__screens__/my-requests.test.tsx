// A client's requests on her My Dashboard (issue 14), as herself under the project's rules; moved
// here from tests/e2e/accounts.test.ts (docs/testing.md): the service she asked for, where each
// request stands in plain words, following staff's answer live, and Withdraw on one still new.
// The test writes what staff and the functions would write (the inbox's Mark Contacted is
// interests.test.tsx's); withdrawBookingInterest is answered by the callables' stand-in, which
// writes what the callable writes (its own test: functions/test/firestore/booking-interests.test.ts).
import { demoServices } from '@studio/domain/demo/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCallable, callableRequests } from '../../../testing/screens/callables.ts';
import { people, renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedDoc, seedingFirestore } from '../../../testing/screens/seed.ts';

const uid = people.client.uid;
const serviceId = 'screens-requests-acrylic';
const asked = 'booking_interests/screens-requests-asked';
const second = 'booking_interests/screens-requests-second';

const interest = (fields: Record<string, unknown>) => ({
  client_id: uid,
  category: 'consultation',
  service_id: null,
  preferred_time: '15:00',
  client_notes: null,
  instagram_handle: 'lena.cruz.nails',
  status: 'new',
  contacted_at: null,
  ...fields,
});

beforeAll(async () => {
  await seed({
    [`user_roles/${uid}`]: { user_id: uid, role: 'client' },
    [`services/${serviceId}`]: { ...demoServices['svc-acrylic-full'], name: 'Requests Acrylic Set' },
    [asked]: interest({
      service_id: serviceId,
      preferred_date: '2034-06-14',
      created_at: new Date('2034-06-01T10:00:00Z'),
    }),
  });
  answerCallable('withdrawBookingInterest', async (data) => {
    const { interestId } = data as { interestId: string };
    await updateDoc(doc(seedingFirestore(), `booking_interests/${interestId}`), { status: 'withdrawn' });
    return { interestId };
  });
});

afterAll(async () => {
  await Promise.all(
    [asked, second, `services/${serviceId}`].map((path) => deleteDoc(doc(seedingFirestore(), path))),
  );
});

/** Her request for that day, in 'My requests' (its heading shows before her requests have come). */
const request = async (day: RegExp) =>
  within(await screen.findByRole('list', { name: 'My requests' })).findByRole('listitem', { name: day });

describe("a client's requests on her dashboard", () => {
  it('names her service and says where each stands, follows the studio live, and withdraws one still new', async () => {
    const { user } = await renderStaffScreen('/dashboard', { as: 'client' });
    await screen.findByRole('heading', { name: 'My requests' });
    const first = within(await request(/Jun 14, 2034/));
    await first.findByText('Requests Acrylic Set');
    first.getByText("We'll message you on Instagram");

    // Staff mark it contacted: her open page says so, and it can no longer be withdrawn.
    await updateDoc(doc(seedingFirestore(), asked), { status: 'contacted', contacted_at: new Date() });
    await first.findByText("We've messaged you on Instagram");
    expect(first.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    // A second request, still new, arrives live, newest first; she withdraws it.
    await seedDoc(
      second,
      interest({
        category: 'pedicure',
        preferred_date: '2034-06-21',
        created_at: new Date('2034-06-02T10:00:00Z'),
      }),
    );
    const newest = within(await request(/Jun 21, 2034/));
    newest.getByText('Pedicure');
    const items = within(screen.getByRole('list', { name: 'My requests' })).getAllByRole('listitem');
    expect(items.indexOf(newest.getByText('Pedicure').closest('li') as HTMLElement)).toBeLessThan(
      items.indexOf(first.getByText('Requests Acrylic Set').closest('li') as HTMLElement),
    );
    const sentBefore = callableRequests.length;
    await user.click(newest.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw this request?' }));
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Request withdrawn'));
    expect(callableRequests.slice(sentBefore)).toEqual([
      { name: 'withdrawBookingInterest', data: { interestId: 'screens-requests-second' } },
    ]);
    await newest.findByText('Withdrawn');
    expect(newest.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
