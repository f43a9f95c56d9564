// The booking wizard's waitlist (issue 15 item 5), moved from tests/e2e/waitlist.test.ts: a day on
// which every time is booked (public_availability/booked_times, which a function publishes) shows
// as fully booked with its waitlist open; choosing it offers the waitlist with a window of starts
// within the studio's hours, and Join sends that window to the joinWaitlist callable (its stand-in
// here; the callable itself: functions/test/firestore/waitlist.test.ts). On a fixed clock (only
// Date is faked), so the day is ahead whatever the machine's date.
import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCallable, callableRequests } from '../../../testing/screens/callables.ts';
import { renderPublicScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore } from '../../../testing/screens/seed.ts';
import { BookingWizard } from '../components/booking-wizard.tsx';

// Monday 3 March 2031, 10:00 in New York; the full day is Wednesday the 12th (EDT, UTC−4).
const now = new Date('2031-03-03T10:00:00-05:00');
const day = '2031-03-12';
const block = 'availability_blocks/screens-waitlist-wednesday';
const bookedTimes = 'public_availability/booked_times';
let savedBookedTimes: Record<string, unknown> | undefined;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now);
  savedBookedTimes = (await getDoc(doc(seedingFirestore(), bookedTimes))).data();
  await seed({
    // Wednesdays open 09:00–17:00.
    [block]: { day_of_week: 3, start_time: '09:00', end_time: '17:00', is_active: true },
    // Every member booked all that day.
    [bookedTimes]: {
      slots: [
        ...((savedBookedTimes?.slots as unknown[]) ?? []),
        {
          start_datetime: new Date(`${day}T09:00:00-04:00`),
          end_datetime: new Date(`${day}T17:30:00-04:00`),
        },
      ],
      updated_at: now,
    },
  });
});

// The other screen files share the emulator: the studio's week and booked times as they were.
afterAll(async () => {
  vi.useRealTimers();
  await deleteDoc(doc(seedingFirestore(), block));
  const ref = doc(seedingFirestore(), bookedTimes);
  await (savedBookedTimes ? setDoc(ref, savedBookedTimes) : deleteDoc(ref));
});

describe("the wizard's full day", () => {
  it('is marked fully booked with its waitlist open, and Join sends her window to joinWaitlist', async () => {
    answerCallable('joinWaitlist', () => ({ entryId: `screens-client_${day}` }));
    const { user } = await renderPublicScreen(
      '/booking',
      '/booking',
      <BookingWizard clientId="screens-client" serviceId={null} onClearService={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: /^Manicure/ }));
    const full = await screen.findByRole('button', {
      name: 'Wednesday, March 12, fully booked, waitlist open',
    });
    // The day before, with the same hours and nothing booked, is open as usual.
    expect(screen.getByRole('button', { name: 'Wednesday, March 5, available' })).toBeDefined();
    await user.click(full);

    const offer = await screen.findByRole('group', { name: 'Waitlist' });
    expect(offer.textContent).toContain('Mar 12, 2031 is fully booked.');
    // Starts while the studio is open that day only.
    const earliest = within(offer).getByLabelText('Earliest start') as HTMLSelectElement;
    const starts = [...earliest.options].map((o) => o.value);
    expect([starts[0], starts.at(-1)]).toEqual(['09:00', '16:00']);
    await user.selectOptions(earliest, '10:00');
    await user.selectOptions(within(offer).getByLabelText('Latest start'), '13:00');
    const sent = callableRequests.length;
    await user.click(within(offer).getByRole('button', { name: 'Join the waitlist' }));

    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('You joined the waitlist'));
    expect((await screen.findByRole('status')).textContent).toContain(
      "You're on the waitlist for Mar 12, 2031.",
    );
    expect(callableRequests.slice(sent)).toEqual([
      {
        name: 'joinWaitlist',
        data: { date: day, category: 'manicure', earliestTime: '10:00', latestTime: '13:00' },
      },
    ]);
  });
});
