// /book as a visitor (issue 32), up to the sign-in step: the catalogue from the emulator, the
// studio's answers (members, free times, holds) from a stand-in API that records what it was
// asked. Choosing a time that was just taken says why and offers the day's fresh times.
import type { BookFreeTimeRequest, HoldTimeRequest, ListFreeTimesRequest } from '@studio/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { material, service } from '../../../testing/fixtures.ts';
import { renderPublicScreen } from '../../../testing/screens/render-screen.tsx';
import { seed } from '../../../testing/screens/seed.ts';
import type { SelfBookingApi } from '../api/self-booking-api.ts';
import { SelfBooking } from '../components/self-booking.tsx';

const { id: serviceId, ...gel } = service({
  id: 'screens-book-gel',
  name: 'Screens Book Gel',
  base_price: 40,
  compatible_material_ids: ['screens-book-chrome'],
});
const { id: materialId, ...chrome } = material({ id: 'screens-book-chrome', name: 'Screens Chrome' });
const { id: pedicureId, ...pedicure } = service({
  id: 'screens-book-pedicure',
  name: 'Screens Spa Pedicure',
  base_price: 35,
  display_order: 2,
});

// The pedicure asks for a polish colour: a required add-on of a service added after the first.
const polishId = 'screens-book-polish';
const polish = {
  service_id: pedicureId,
  name: 'Screens Polish',
  type: 'other',
  is_required: true,
  is_active: true,
  display_order: 1,
  options: [
    { id: 'red', label: 'Red', price_modifier: 5 },
    { id: 'nude', label: 'Nude', price_modifier: 0 },
  ],
};

// Monday 7 June 2027, New York (EDT): 10:00 and 11:00.
const ten = '2027-06-07T14:00:00.000Z';
const eleven = '2027-06-07T15:00:00.000Z';
const justTaken = 'Just taken: someone booked 10:00 AM a moment ago. Here are the free times left that day.';

/** A refused time as callFunction hands it on: the plain words, the reason and the day's fresh times. */
const refusedTime = (message: string, starts: string[]) =>
  Object.assign(new Error(message), {
    code: 'functions/failed-precondition',
    details: { reason: 'just_taken', starts },
  });

function standInApi() {
  const asked: { freeTimes: ListFreeTimesRequest[]; holds: HoldTimeRequest[] } = { freeTimes: [], holds: [] };
  const api: SelfBookingApi = {
    listBookableMembers: async () => ({
      members: [
        { id: 'ava', displayName: 'Ava', serviceIds: [] },
        { id: 'bea', displayName: 'Bea', serviceIds: ['another-service'] },
      ],
    }),
    listFreeTimes: async (input) => {
      asked.freeTimes.push(input);
      return { date: input.date, starts: [ten, eleven] };
    },
    holdTime: async (input) => {
      asked.holds.push(input);
      // 10:00 was just taken by someone else: the refusal brings the day's fresh times.
      if (input.startsAt === ten) throw refusedTime(justTaken, [eleven]);
      return {
        holdId: 'h1',
        staffId: 'ava',
        startsAt: input.startsAt,
        expiresAt: '2027-06-01T12:10:00.000Z',
      };
    },
    releaseHold: async () => ({ released: 0 }),
    bookFreeTime: async () => {
      throw new Error('A visitor cannot book');
    },
  };
  return { api, asked };
}

beforeAll(() =>
  seed({
    [`services/${serviceId}`]: gel,
    [`services/${pedicureId}`]: pedicure,
    [`materials/${materialId}`]: chrome,
    [`service_add_ons/${polishId}`]: polish,
  }),
);

describe('/book, signed out', () => {
  it('builds the visit, holds a free time, shows the price and policy, then sends her to sign in with every choice', async () => {
    const { api, asked } = standInApi();
    const { user } = await renderPublicScreen(
      '/book',
      `/book?service=${serviceId}`,
      <SelfBooking api={api} clientUid={null} />,
    );
    // The Book link's service is chosen; its compatible material is offered.
    // The service list arrives after the combobox: wait for the link's service to be chosen.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty('value', serviceId),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Screens Chrome' }));
    // Bea does not do this service: only Anyone and Ava are offered.
    const member = screen.getByRole('combobox', { name: 'With' });
    expect(
      within(member)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anyone', 'Ava']);
    await user.selectOptions(member, 'ava');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2027-06-07' } });
    await screen.findByRole('button', { name: '10:00 AM' });
    expect(asked.freeTimes.at(-1)).toMatchObject({
      date: '2027-06-07',
      serviceIds: [serviceId],
      materialIds: [materialId],
      staffId: 'ava',
    });

    // 10:00 was just taken: the reason in words, and the refusal's fresh times without it, while
    // every other choice stays (service, material, member, day).
    const asksBefore = asked.freeTimes.length;
    await user.click(screen.getByRole('button', { name: '10:00 AM' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', justTaken);
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:00 AM' })).toBeNull());
    screen.getByRole('button', { name: '11:00 AM' });
    expect(asked.freeTimes).toHaveLength(asksBefore);
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty('value', serviceId);
    expect(screen.getByRole('checkbox', { name: 'Screens Chrome' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'With' })).toHaveProperty('value', 'ava');
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '2027-06-07');

    await user.click(screen.getByRole('button', { name: '11:00 AM' }));
    const prices = await screen.findByRole('table', { name: "Your visit's price" });
    // $40 service + $10 material = $50, a 25% deposit of $12.50, and the policy under it.
    expect(prices.textContent).toContain('$50.00');
    expect(prices.textContent).toContain('$12.50');
    expect(prices.textContent).toMatch(/Cancel up to 24 hours before/);
    expect(asked.holds.at(-1)).toMatchObject({ startsAt: eleven, staffId: 'ava', materialIds: [materialId] });
    expect(asked.holds.at(-1)?.visitorToken).toMatch(/^[0-9a-f]{48}$/);

    await user.click(screen.getByRole('link', { name: 'Sign in or sign up to book' }));
    const back = await screen.findByText(/Sign-in page, then back to/);
    const returnTo = new URL(
      back.textContent?.replace('Sign-in page, then back to ', '') ?? '',
      'https://x.test',
    );
    expect(returnTo.pathname).toBe('/book');
    expect(Object.fromEntries(returnTo.searchParams)).toEqual({
      service: serviceId,
      materials: materialId,
      member: 'ava',
      date: '2027-06-07',
      start: eleven,
    });
    // Kept for a sign-up whose verification link lands elsewhere.
    expect(sessionStorage.getItem('studio.book.choice')).toBe(returnTo.searchParams.toString());
  });
});

describe('/book, answers out of order', () => {
  it("keeps the free times of her last choice when an earlier question's answer comes after", async () => {
    const { api } = standInApi();
    // The answer for "Anyone" is slow: it arrives only after Ava's has been shown.
    let answerAnyone: (starts: string[]) => void = () => {};
    api.listFreeTimes = (input) =>
      input.staffId === 'ava'
        ? Promise.resolve({ date: input.date, starts: [eleven] })
        : new Promise((resolve) => {
            answerAnyone = (starts) => resolve({ date: input.date, starts });
          });
    const { user } = await renderPublicScreen(
      '/book',
      `/book?service=${serviceId}&date=2027-06-07`,
      <SelfBooking api={api} clientUid={null} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty('value', serviceId),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'With' }), 'ava');
    await screen.findByRole('button', { name: '11:00 AM' });
    // act() lets the late answer settle and the screen render whatever it makes of it.
    await act(async () => answerAnyone([ten]));
    expect(screen.queryByRole('button', { name: '10:00 AM' })).toBeNull();
    screen.getByRole('button', { name: '11:00 AM' });
  });
});

describe('/book, two choices before the first has shown', () => {
  it('keeps both: the member chosen right after the material does not drop it', async () => {
    const { api, asked } = standInApi();
    await renderPublicScreen(
      '/book',
      `/book?service=${serviceId}&date=2027-06-07`,
      <SelfBooking api={api} clientUid={null} />,
    );
    const material = await screen.findByRole('checkbox', { name: 'Screens Chrome' });
    await screen.findByRole('option', { name: 'Ava' });
    // One act: the second choice comes before the router has rendered the first's address, as
    // on a slow phone.
    act(() => {
      fireEvent.click(material);
      fireEvent.change(screen.getByRole('combobox', { name: 'With' }), { target: { value: 'ava' } });
    });
    await screen.findByRole('button', { name: '10:00 AM' });
    expect(screen.getByRole('checkbox', { name: 'Screens Chrome' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'With' })).toHaveProperty('value', 'ava');
    expect(asked.freeTimes.at(-1)).toMatchObject({ materialIds: [materialId], staffId: 'ava' });
  });
});

describe('/book, a visit of several services', () => {
  // Cleo does the gel manicure but not the pedicure; Ava does everything.
  const team = async () => ({
    members: [
      { id: 'ava', displayName: 'Ava', serviceIds: [] },
      { id: 'bea', displayName: 'Bea', serviceIds: ['another-service'] },
      { id: 'cleo', displayName: 'Cleo', serviceIds: [serviceId] },
    ],
  });
  const offered = () =>
    within(screen.getByRole('combobox', { name: 'With' }))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('adds a second service: only members who do both, free times and the hold for both, a quote line for each', async () => {
    const { api, asked } = standInApi();
    api.listBookableMembers = team;
    const { user } = await renderPublicScreen(
      '/book',
      `/book?service=${serviceId}`,
      <SelfBooking api={api} clientUid={null} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty('value', serviceId),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Screens Chrome' }));
    await waitFor(() => expect(offered()).toEqual(['Anyone', 'Ava', 'Cleo']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'With' }), 'cleo');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add another service' }), pedicureId);
    // Cleo does not do the pedicure: she leaves the list, and "Anyone" stands in for her choice.
    expect(offered()).toEqual(['Anyone', 'Ava']);
    expect(screen.getByRole('combobox', { name: 'With' })).toHaveProperty('value', '');
    // The first service keeps its select and its material; the pedicure is listed with a Remove.
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty('value', serviceId);
    screen.getByRole('button', { name: 'Remove Screens Spa Pedicure' });
    // The pedicure takes every material too, chosen apart from the gel's.
    const pedicureChoices = screen.getByRole('listitem', { name: 'Screens Spa Pedicure' });
    const [gelChrome, pedicureChrome] = screen.getAllByRole('checkbox', { name: 'Screens Chrome' });
    expect(gelChrome).toHaveProperty('checked', true);
    expect(within(pedicureChoices).getByRole('checkbox', { name: 'Screens Chrome' })).toBe(pedicureChrome);
    expect(pedicureChrome).toHaveProperty('checked', false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'With' }), 'ava');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2027-06-07' } });
    // The pedicure asks for its own required add-on; until she picks one, no time is asked for.
    const polishSelect = await within(pedicureChoices).findByRole('combobox', { name: 'Screens Polish' });
    expect(within(polishSelect).getAllByRole('option')[0]?.textContent).toBe('Choose one');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Screens Spa Pedicure: Screens Polish is required for this service.',
    );
    expect(asked.freeTimes.some((q) => q.serviceIds.includes(pedicureId))).toBe(false);
    await user.selectOptions(polishSelect, 'red');
    await screen.findByRole('button', { name: '11:00 AM' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked.freeTimes.at(-1)).toMatchObject({
      date: '2027-06-07',
      serviceIds: [serviceId, pedicureId],
      materialIds: [materialId],
      moreServices: [
        { serviceId: pedicureId, materialIds: [], addOnSelections: [{ addOnId: polishId, optionId: 'red' }] },
      ],
      staffId: 'ava',
    });

    await user.click(screen.getByRole('button', { name: '11:00 AM' }));
    const prices = await screen.findByRole('table', { name: "Your visit's price" });
    const lines = within(prices)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // $40 gel + $10 material + $35 pedicure + $5 red polish = $90, a 25% deposit of $22.50.
    expect(lines).toEqual(
      expect.arrayContaining([
        'Screens Book Gel$40.00',
        'Screens Chrome$10.00',
        'Screens Spa Pedicure$35.00',
        expect.stringMatching(/^Screens Polish.*Red.*\$5\.00$/),
      ]),
    );
    expect(prices.textContent).toContain('$90.00');
    expect(prices.textContent).toContain('$22.50');
    expect(screen.getByRole('region', { name: 'Price and policy' }).textContent).toContain(
      'Screens Book Gel and Screens Spa Pedicure, Jun 7, 2027 at 11:00 AM',
    );
    expect(asked.holds.at(-1)).toMatchObject({
      startsAt: eleven,
      staffId: 'ava',
      serviceIds: [serviceId, pedicureId],
      materialIds: [materialId],
      moreServices: [expect.objectContaining({ serviceId: pedicureId })],
    });

    // Both services and the pedicure's polish go through sign-in in the link, in order.
    await user.click(screen.getByRole('link', { name: 'Sign in or sign up to book' }));
    const back = await screen.findByText(/Sign-in page, then back to/);
    const returnTo = new URL(
      back.textContent?.replace('Sign-in page, then back to ', '') ?? '',
      'https://x.test',
    );
    expect(returnTo.searchParams.getAll('service')).toEqual([serviceId, pedicureId]);
    expect(returnTo.searchParams.get(`addons.${pedicureId}`)).toBe(`${polishId}:red`);
  });

  it('books both services with one bookFreeTime and names both on the confirmation', async () => {
    const { api } = standInApi();
    api.listBookableMembers = team;
    const booked: BookFreeTimeRequest[] = [];
    api.bookFreeTime = async (input) => {
      booked.push(input);
      return { bookingId: 'b-visit', staffId: 'ava', status: 'pending', startsAt: eleven, totalPrice: 75 };
    };
    const { user } = await renderPublicScreen(
      '/book',
      `/book?service=${serviceId}&service=${pedicureId}&addons.${pedicureId}=${polishId}:nude&member=ava&date=2027-06-07&start=${encodeURIComponent(eleven)}`,
      <SelfBooking api={api} clientUid="screens-client" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(waiting.textContent).toContain(
      'Screens Book Gel and Screens Spa Pedicure on Jun 7, 2027 at 11:00 AM',
    );
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      serviceIds: [serviceId, pedicureId],
      moreServices: [
        {
          serviceId: pedicureId,
          materialIds: [],
          addOnSelections: [{ addOnId: polishId, optionId: 'nude' }],
        },
      ],
      staffId: 'ava',
      startsAt: eleven,
    });
  });
});

describe('/book, signed in, when the studio approves online bookings first (issue 32)', () => {
  it('says before she confirms that a first booking waits, and then that hers waits for approval', async () => {
    const { api } = standInApi();
    const booked: unknown[] = [];
    api.bookFreeTime = async (input) => {
      booked.push(input);
      return { bookingId: 'b-pending', staffId: 'ava', status: 'pending', startsAt: eleven, totalPrice: 40 };
    };
    const { user } = await renderPublicScreen(
      '/book',
      `/book?service=${serviceId}&member=ava&date=2027-06-07&start=${encodeURIComponent(eleven)}`,
      <SelfBooking api={api} clientUid="screens-client" />,
    );
    // booking_requires_approval_for_new_clients is on by default.
    await screen.findByText(/first visit with us, your booking waits for the studio to accept it/);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(within(waiting).getByRole('heading').textContent).toBe('Your booking waits for approval');
    expect(waiting.textContent).toContain('Screens Book Gel on Jun 7, 2027 at 11:00 AM');
    expect(within(waiting).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(booked).toHaveLength(1);
  });
});

describe('/book from a waitlist offer (issue 32)', () => {
  // The offer's link: her service, the member whose time freed, the day and the freed start.
  const offer = `/book?service=${serviceId}&member=ava&date=2027-06-07&start=${encodeURIComponent(ten)}`;

  it('opens with the service, member, day and freed time chosen: one click books it', async () => {
    const { api } = standInApi();
    const booked: BookFreeTimeRequest[] = [];
    api.bookFreeTime = async (input) => {
      booked.push(input);
      return { bookingId: 'b-offer', staffId: 'ava', status: 'scheduled', startsAt: ten, totalPrice: 40 };
    };
    const { user } = await renderPublicScreen(
      '/book',
      offer,
      <SelfBooking api={api} clientUid="screens-client" />,
    );
    const summary = await screen.findByRole('region', { name: 'Price and policy' });
    expect(summary.textContent).toContain('Screens Book Gel, Jun 7, 2027 at 10:00 AM');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveProperty('value', serviceId);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'With' })).toHaveProperty('value', 'ava'),
    );
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '2027-06-07');
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('region', { name: 'Booked' });
    expect(booked).toEqual([
      expect.objectContaining({ serviceIds: [serviceId], staffId: 'ava', startsAt: ten }),
    ]);
  });

  it('tells her at Confirm when the time went after she opened it, with the fresh times', async () => {
    const { api } = standInApi();
    api.bookFreeTime = async () => {
      throw refusedTime(justTaken, [eleven]);
    };
    const { user } = await renderPublicScreen(
      '/book',
      offer,
      <SelfBooking api={api} clientUid="screens-client" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', justTaken);
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:00 AM' })).toBeNull());
    screen.getByRole('button', { name: '11:00 AM' });
    expect(screen.getByRole('combobox', { name: 'With' })).toHaveProperty('value', 'ava');
  });
});
