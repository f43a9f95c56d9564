// The booking wizard of a signed-in client (issue 14), moved here from tests/e2e/accounts.test.ts
// (docs/testing.md): the service of `?service=` on each step, her details on file prefilled, Back
// keeping the service with a way to let it go, and the service in what is sent; no time inside the
// studio's lead time, and the studio's zone named to a viewer elsewhere. The catalogue, opening
// hours, her profile and the lead time are read from our Firestore emulator under the rules;
// submitBookingInterest is answered by the callables' stand-in (its server side:
// functions/test/firestore/booking-interests.test.ts). That she comes back to the wizard with the
// service through signing up is tests/e2e/booking.test.ts's. A fixed clock: Tuesday 1 December
// 2026, 10:30 in New York.
import { demoServices } from '@studio/domain/demo/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCallable, callableRequests } from '../../../testing/screens/callables.ts';
import { people, renderPublicScreen, type UserEvent } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore, storedProfile } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import { PublicSettingsContext, usePublicSettings } from '../../../utils/public-settings.tsx';
import { BookingWizard } from '../components/booking-wizard.tsx';

const serviceId = 'screens-wizard-acrylic';
const uid = people.client.uid;
/** Tuesday to Saturday, 9:00–19:00. */
const openDays = [2, 3, 4, 5, 6];
const paths = [
  `services/${serviceId}`,
  ...openDays.map((day) => `availability_blocks/screens-wizard-${day}`),
  `profiles/${people.client.uid}`,
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-01T15:30:00Z'));
  await seed({
    [`services/${serviceId}`]: { ...demoServices['svc-acrylic-full'], name: 'Wizard Acrylic Full Set' },
    ...Object.fromEntries(
      openDays.map((day) => [
        `availability_blocks/screens-wizard-${day}`,
        { day_of_week: day, start_time: '09:00', end_time: '19:00', is_active: true },
      ]),
    ),
    [`user_roles/${uid}`]: { user_id: uid, role: 'client' },
    [`profiles/${uid}`]: storedProfile({
      full_name: 'Lena Cruz',
      email: people.client.email,
      instagram_handle: 'lena.cruz.nails',
      preferences: { nailShape: 'Almond', nailLength: 'Short', style: null, communicationPreference: null },
      allergies: ['Latex'],
    }),
  });
  answerCallable('submitBookingInterest', () => ({ interestId: 'screens-wizard-interest' }));
});

// The emulator is shared with the other screen files: this file's hours, service and profile go.
afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(paths.map((path) => deleteDoc(doc(seedingFirestore(), path))));
});

/** The app's public settings, with the studio's lead time set to `hours`. */
function LeadTime(props: { hours: number; children: ReactNode }) {
  const state = usePublicSettings();
  const settings = { ...state.settings, scheduling_lead_time_hours: props.hours };
  return (
    <PublicSettingsContext.Provider value={{ ...state, settings }}>
      {props.children}
    </PublicSettingsContext.Provider>
  );
}

/** The wizard as /booking shows it to her, signed in, at `search`, with a lead time of `hours`. */
async function openWizard(search: string, chosenService: string | null, hours = 24) {
  const cleared: string[] = [];
  const { user } = await renderPublicScreen(
    '/booking',
    `/booking${search}`,
    <LeadTime hours={hours}>
      <BookingWizard
        clientId={uid}
        serviceId={chosenService}
        onClearService={() => cleared.push('cleared')}
      />
    </LeadTime>,
  );
  return { user, cleared };
}

const dayLabels = () =>
  [...document.querySelectorAll('[role="grid"] button[aria-label*=", "]')].map(
    (b) => b.getAttribute('aria-label') ?? '',
  );

/** Chooses the first day she can choose (a month on when this one has none); answers its label. */
async function chooseFirstOpenDay(user: UserEvent): Promise<string> {
  const open = () => [...document.querySelectorAll<HTMLElement>('button[aria-label$=", available"]')];
  if (open().length === 0) await user.click(screen.getByRole('button', { name: 'Next month' }));
  const day = open()[0];
  if (!day) throw new Error(`No day to choose: ${dayLabels().join('; ')}`);
  await user.click(day);
  return day.getAttribute('aria-label') ?? '';
}

const slots = () => within(screen.getByRole('group', { name: 'Preferred time' })).getAllByRole('button');

describe('the wizard with ?service=', () => {
  viewerTimeZone('America/New_York');

  it('shows her service and her details on file; Back keeps the service, with the choice to let it go; what is sent names it', async () => {
    const { user, cleared } = await openWizard(`?service=${serviceId}`, serviceId);
    const service = within(await screen.findByRole('region', { name: 'Your service' }));
    await service.findByRole('heading', { name: 'Wizard Acrylic Full Set' });
    expect(screen.getByRole('region', { name: 'Your service' }).textContent).toContain(
      'From $70 · 90 min · Extensions',
    );
    // Its category chosen for her: on to the date.
    await screen.findByText('Preferred date');
    const handle = screen.getByLabelText('Instagram handle (optional)') as HTMLInputElement;
    await waitFor(() => expect(handle.value).toBe('@lena.cruz.nails'));
    expect((screen.getByLabelText('Special requests (optional)') as HTMLTextAreaElement).value).toBe(
      'Nail shape: Almond\nNail length: Short\nAllergies: Latex',
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await service.findByRole('button', { name: 'Choose something else' });
    await user.click(screen.getByRole('button', { name: /^I Don't Know/ }));
    expect(screen.getByRole('region', { name: 'Your service' })).toBeTruthy();
    expect(cleared).toEqual([]);

    const sentBefore = callableRequests.length;
    await chooseFirstOpenDay(user);
    const open = slots().filter((slot) => !(slot as HTMLButtonElement).disabled);
    await user.click(open[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Submit Interest' }));
    await screen.findByRole('heading', { name: 'Interest Submitted!' });
    expect(document.querySelector('dl')?.textContent).toContain('Wizard Acrylic Full Set');
    expect(callableRequests.slice(sentBefore)).toEqual([
      {
        name: 'submitBookingInterest',
        data: expect.objectContaining({
          category: 'consultation',
          serviceId,
          instagramHandle: '@lena.cruz.nails',
          clientNotes: 'Nail shape: Almond\nNail length: Short\nAllergies: Latex',
        }),
      },
    ]);
  });
});

describe('the lead time, seen from Paris', () => {
  viewerTimeZone('Europe/Paris');

  it('offers no day inside the lead time, and every time names the studio zone', async () => {
    const { user } = await openWizard('', null, 24 * 9);
    await user.click(await screen.findByRole('button', { name: /^Manicure/ }));
    await screen.findByText('Choose a date to see the times.');
    // Nine days' notice from Tuesday 1 December, 10:30 in New York: nothing before Thursday the 10th.
    await waitFor(() => expect(dayLabels().some((label) => label.endsWith('too soon to book'))).toBe(true));
    for (let day = 1; day <= 9; day++) {
      const label = dayLabels().find((l) => l.includes(`, December ${day}, `));
      expect(label, `December ${day}`).toBeDefined();
      expect(label).not.toMatch(/, available$/);
    }
    const chosen = await chooseFirstOpenDay(user);
    expect(chosen).toMatch(/^Thursday, December 10, /);
    // Paris is six hours ahead: every time says it is the studio's.
    const texts = slots().map((slot) => slot.textContent);
    expect(texts).toHaveLength(9);
    for (const text of texts) expect(text).toMatch(/^\d{1,2}:00 [AP]M EST$/);
  });
});
