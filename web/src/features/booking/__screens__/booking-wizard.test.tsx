// The booking wizard of a signed-in client (issue 14), moved here from tests/e2e/accounts.test.ts
// and tests/e2e/booking.test.ts (docs/testing.md): the service of `?service=` on each step (its
// category preselected; an unknown one leaves the choice to her), her details on file prefilled,
// Back keeping the service with a way to let it go, and the service in what is sent; a blocked day
// announced as closed and not chosen; the calendar's keyboard; no time inside the studio's lead
// time, and the studio's zone named to a viewer elsewhere; her open-interest limit (issue 17). The
// catalogue, opening hours, blocked days, her profile and interests are read from our Firestore
// emulator as hers, under the rules; submitBookingInterest is answered by the callables' stand-in
// (its server side: functions/test/firestore/booking-interests.test.ts). That she comes back to the
// wizard with the service through signing up is tests/e2e/booking.test.ts's. A fixed clock:
// Tuesday 1 December 2026, 10:30 in New York.
import { demoServices } from '@studio/domain/demo/catalog';
import { act, screen, waitFor, within } from '@testing-library/react';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCallable, callableRequests } from '../../../testing/screens/callables.ts';
import {
  people,
  renderPublicScreen,
  toastTexts,
  type UserEvent,
} from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore, storedProfile } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';
import { PublicSettingsContext, usePublicSettings } from '../../../utils/public-settings.tsx';
import { BookingWizard } from '../components/booking-wizard.tsx';

const serviceId = 'screens-wizard-acrylic';
const pedicureId = 'screens-wizard-pedicure';
const uid = people.client.uid;
/** Tuesday to Saturday, 9:00–19:00. */
const openDays = [2, 3, 4, 5, 6];
const paths = [
  `services/${serviceId}`,
  `services/${pedicureId}`,
  ...openDays.map((day) => `availability_blocks/screens-wizard-${day}`),
  `profiles/${people.client.uid}`,
];
/** The blocked times as a function publishes them (without reasons); kept and put back after. */
const blockedDates = 'public_availability/blocked_dates';
let savedBlockedDates: Record<string, unknown> | undefined;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-12-01T15:30:00Z'));
  savedBlockedDates = (await getDoc(doc(seedingFirestore(), blockedDates))).data();
  await seed({
    [`services/${serviceId}`]: { ...demoServices['svc-acrylic-full'], name: 'Wizard Acrylic Full Set' },
    [`services/${pedicureId}`]: { ...demoServices['svc-spa-pedicure'], name: 'Wizard Spa Pedicure' },
    // Wednesday 9 December closed all day (a staff training day), 9:00–19:00 in New York (EST).
    [blockedDates]: {
      slots: [
        ...((savedBlockedDates?.slots as unknown[]) ?? []),
        {
          start_datetime: new Date('2026-12-09T09:00:00-05:00'),
          end_datetime: new Date('2026-12-09T19:00:00-05:00'),
        },
      ],
      updated_at: new Date('2026-12-01T15:00:00Z'),
    },
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
  const ref = doc(seedingFirestore(), blockedDates);
  await (savedBlockedDates ? setDoc(ref, savedBlockedDates) : deleteDoc(ref));
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

/**
 * The wizard as /booking shows it to her, signed in (her reads are hers, under the rules), at
 * `search`, with a lead time of `hours`.
 */
async function openWizard(search: string, chosenService: string | null, hours = 24) {
  const cleared: string[] = [];
  const { user, firestore } = await renderPublicScreen(
    '/booking',
    `/booking${search}`,
    <LeadTime hours={hours}>
      <BookingWizard
        clientId={uid}
        serviceId={chosenService}
        onClearService={() => cleared.push('cleared')}
      />
    </LeadTime>,
    { as: 'client' },
  );
  return { user, cleared, firestore };
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

  it('preselects the category of the service; a blocked day cannot be chosen', async () => {
    const { user } = await openWizard(`?service=${pedicureId}`, pedicureId);
    await screen.findByText('Preferred date');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const pedicure = await screen.findByRole('button', { name: /^Pedicure/ });
    expect(pedicure.getAttribute('aria-pressed')).toBe('true');
    await user.click(pedicure);
    await screen.findByText('Choose a date to see the times.');

    // Announced as closed: "fully booked" would promise a waitlist. The days either side are open.
    const blocked = await screen.findByRole('button', {
      name: 'Wednesday, December 9, unavailable, studio closed that day',
    });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Tuesday, December 8, available' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Thursday, December 10, available' })).toBeDefined();
    // Choosing it anyway (a click goes through: the day stays focusable) changes nothing.
    await user.click(blocked);
    expect(blocked.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Choose a date to see the times.')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Preferred time' })).toBeNull();
  });

  it('an unknown ?service= leaves the choice to her', async () => {
    const { firestore } = await openWizard('?service=no-such-service', 'no-such-service');
    await screen.findByText('What would you like?');
    // Her read of it has come back (the rules refuse a missing service), and React has rendered
    // what followed: the SDK hands the wizard's listener its answer before this one's.
    await act(async () => {
      await getDoc(doc(firestore, 'services/no-such-service')).catch(() => undefined);
    });
    expect(screen.getByText('What would you like?')).toBeDefined();
    expect(screen.queryByText('Preferred date')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your service' })).toBeNull();
    for (const name of [/^Manicure/, /^Pedicure/, /^I Don't Know/])
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe("the wizard's calendar", () => {
  viewerTimeZone('America/New_York');

  it('is a grid with one Tab stop; the arrow keys, Home and End move the focus', async () => {
    const { user } = await openWizard('', null);
    await user.click(await screen.findByRole('button', { name: /^Manicure/ }));
    const grid = await screen.findByRole('grid');
    const tabStops = () => [...grid.querySelectorAll('button[tabindex="0"]')];
    const focused = () => document.activeElement?.getAttribute('data-date') ?? null;
    // The Tab stop: the first day she can choose (Tuesday the 1st is inside the lead time).
    expect(tabStops().map((b) => b.getAttribute('data-date'))).toEqual(['2026-12-02']);
    (tabStops()[0] as HTMLElement).focus();
    expect(focused()).toBe('2026-12-02');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('2026-12-09');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('2026-12-10');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focused()).toBe('2026-12-02');
    // Still one Tab stop, on the focused day.
    expect(tabStops().map((b) => b.getAttribute('data-date'))).toEqual(['2026-12-02']);
    // End: the week's Saturday; Home, a week on: that week's Sunday.
    await user.keyboard('{End}');
    expect(focused()).toBe('2026-12-05');
    expect(new Date(`${focused()}T12:00:00Z`).getUTCDay()).toBe(6);
    await user.keyboard('{ArrowDown}{Home}');
    expect(focused()).toBe('2026-12-06');
    expect(new Date(`${focused()}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(tabStops().map((b) => b.getAttribute('data-date'))).toEqual(['2026-12-06']);
    // Tab leaves the grid.
    await user.tab();
    expect(focused()).toBeNull();
    expect(grid.contains(document.activeElement)).toBe(false);
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

// Issue 17: at most booking_max_open_interests (3 by default) of her interests wait for a reply.
// She has three new ones; the wizard counts them live (her own, as the rules let her) and says why
// she cannot send another, and sends nothing (submitBookingInterest would refuse it too).
describe('the wizard at her open-interest limit', () => {
  viewerTimeZone('America/New_York');
  const waiting = ['09:00', '11:00', '15:00'].map((time, i) => ({
    path: `booking_interests/screens-wizard-open-${i + 1}`,
    fields: {
      client_id: uid,
      category: 'manicure',
      preferred_date: '2026-12-23',
      preferred_time: time,
      client_notes: null,
      instagram_handle: null,
      status: 'new',
      contacted_at: null,
      created_at: new Date('2026-11-20T15:00:00Z'),
    },
  }));
  beforeAll(() => seed(Object.fromEntries(waiting.map((w) => [w.path, w.fields]))));
  afterAll(() => Promise.all(waiting.map((w) => deleteDoc(doc(seedingFirestore(), w.path)))));

  const hers = async () =>
    (await getDocs(query(collection(seedingFirestore(), 'booking_interests'), where('client_id', '==', uid))))
      .size;

  it('tells a client with three interests waiting that she cannot send a fourth', async () => {
    const before = await hers();
    expect(before).toBe(3);
    const { user } = await openWizard('', null);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContainEqual(
        expect.stringContaining('3 booking requests waiting for our reply'),
      ),
    );

    await user.click(screen.getByRole('button', { name: /^Manicure/ }));
    await screen.findByText('Choose a date to see the times.');
    await chooseFirstOpenDay(user);
    const open = slots().filter((slot) => !(slot as HTMLButtonElement).disabled);
    await user.click(open[0] as HTMLElement);
    const sentBefore = callableRequests.length;
    await user.click(screen.getByRole('button', { name: 'Submit Interest' }));
    await waitFor(() => expect(toastTexts('error').join(' ')).toContain('waiting for our reply'));
    expect(screen.queryByRole('heading', { name: 'Interest Submitted!' })).toBeNull();
    expect(callableRequests.slice(sentBefore)).toEqual([]);
    expect(await hers()).toBe(before);
  });
});
