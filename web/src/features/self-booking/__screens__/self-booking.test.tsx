// /book as a visitor (issue 32), up to the sign-in step: the catalogue from the emulator, the
// studio's answers (members, free times, holds) from a stand-in API that records what it was
// asked. Choosing a time that was just taken says why and offers the day's fresh times.
import type { HoldTimeRequest, ListFreeTimesRequest } from '@studio/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

// Monday 7 June 2027, New York (EDT): 10:00 and 11:00.
const ten = '2027-06-07T14:00:00.000Z';
const eleven = '2027-06-07T15:00:00.000Z';

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
      // After 10:00 was taken, only 11:00 is left.
      return { date: input.date, starts: asked.holds.length === 0 ? [ten, eleven] : [eleven] };
    },
    holdTime: async (input) => {
      asked.holds.push(input);
      if (input.startsAt === ten) throw new Error('Ava is not free at 10:00 AM for 60 minutes.');
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

beforeAll(() => seed({ [`services/${serviceId}`]: gel, [`materials/${materialId}`]: chrome }));

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

    // 10:00 was just taken: the reason in words, and the fresh times without it.
    await user.click(screen.getByRole('button', { name: '10:00 AM' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Ava is not free at 10:00 AM for 60 minutes.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: '10:00 AM' })).toBeNull());

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
    await screen.findByText(/first online booking waits for the studio to accept it/);
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(within(waiting).getByRole('heading').textContent).toBe('Your booking waits for approval');
    expect(waiting.textContent).toContain('Screens Book Gel on Jun 7, 2027 at 11:00 AM');
    expect(within(waiting).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(booked).toHaveLength(1);
  });
});
