// The staff booking form with several services in one visit and a member picked (issue 31): the
// services are added one after another, the member picker offers only bookable members who do
// every service, the free times are that member's (the domain's availability module), the allergy
// warning covers the second service, and createBooking is sent the visit in order with staffId.
// The callable itself is answered by the callables' stand-in: its server side has its own tests
// (functions/test/firestore/visit-booking.test.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCallable } from '../../../../testing/screens/callables.ts';
import { people, renderStaffScreen, toastTexts } from '../../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../../testing/screens/seed.ts';

const clientId = 'screens-visit-ana';
// A Monday far ahead, so the form's "from now on" never reaches it.
const date = '2099-03-16';
const service = (name: string, minutes: number, price: number, extra: Record<string, unknown> = {}) => ({
  name,
  description: null,
  parent_category: 'Visit Hands',
  subcategory: null,
  base_price: price,
  show_starting_price: false,
  duration_minutes: minutes,
  display_order: 900,
  is_active: true,
  compatible_material_ids: ['none-for-this-test'],
  allergens: [],
  free_of: [],
  ...extra,
});

beforeAll(() =>
  seed({
    [`profiles/${clientId}`]: storedProfile({
      full_name: 'Visit Ana',
      email: 'visit-ana@screens.test',
      allergies: ['hema'],
    }),
    [`user_roles/${people.owner.uid}`]: { user_id: people.owner.uid, role: 'owner' },
    [`user_roles/${people.assistant.uid}`]: { user_id: people.assistant.uid, role: 'assistant' },
    'services/svc-visit-gel': service('Visit Gel Manicure', 60, 45, { buffer_minutes: 10 }),
    'services/svc-visit-art': service('Visit Nail Art', 30, 20, { allergens: ['hema'] }),
    'availability_blocks/screens-visit-monday': {
      day_of_week: 1,
      start_time: '09:00',
      end_time: '12:00',
      is_active: true,
    },
    [`staff_profiles/${people.owner.uid}`]: { bookable: true, display_name: 'Olga', time_off: [] },
    [`staff_profiles/${people.assistant.uid}`]: {
      bookable: true,
      display_name: 'Bea',
      service_ids: ['svc-visit-gel'],
      time_off: [],
    },
    'staff_profiles/screens-visit-cam': { bookable: false, display_name: 'Cam', time_off: [] },
    // Olga is busy 09:00–10:00 that day (New York, the studio's default zone).
    'bookings/screens-visit-olga-busy': {
      client_id: 'someone',
      staff_id: people.owner.uid,
      service_id: 'svc-visit-gel',
      scheduled_at: new Date(`${date}T13:00:00Z`),
      end_at: new Date(`${date}T14:00:00Z`),
      duration_minutes: 60,
      total_price: 45,
      status: 'confirmed',
    },
  }),
);

/** Answers createBooking as the callable would, keeping what the form sent. */
function answerCreateBooking() {
  const sent: unknown[] = [];
  answerCallable('createBooking', (data) => {
    sent.push(data);
    return { bookingId: 'visit-1', totalPrice: 65, conflictOverridden: false };
  });
  return sent;
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the booking form', () => {
  it('adds two services one after another, offers only the members who do both, and books with one', async () => {
    const sent = answerCreateBooking();
    const { user } = await renderStaffScreen(`/dashboard/clients/${clientId}`);
    await user.click(await screen.findByRole('button', { name: 'Book Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Booking' });
    const form = within(dialog);

    const first = await form.findByLabelText('Service');
    await waitFor(() => expect(optionsOf(first)).toContain('Visit Gel Manicure (60 min)'));
    await user.selectOptions(first, 'Visit Gel Manicure (60 min)');
    // With the gel manicure alone, both bookable members do it; Cam does not take bookings.
    const member = await form.findByLabelText('Staff member');
    await waitFor(() => expect(optionsOf(member)).toEqual(['Anyone', 'Bea', 'Olga']));

    await user.click(form.getByRole('button', { name: 'Add another service' }));
    await user.selectOptions(form.getByLabelText('Service 2'), 'Visit Nail Art (30 min)');
    // Bea does not do nail art: she is no longer offered.
    await waitFor(() => expect(optionsOf(form.getByLabelText('Staff member'))).toEqual(['Anyone', 'Olga']));
    await user.selectOptions(form.getByLabelText('Staff member'), 'Olga');

    fireEvent.change(form.getByLabelText('Date'), { target: { value: date } });
    // 60 min, 10 of clean-up, 30 min: 100 minutes inside 09:00–12:00, Olga busy until 10:00.
    const times = await form.findByRole('group', { name: /Start time/ });
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['10:00 AM', '10:15 AM']),
    );
    await user.click(within(times).getByRole('button', { name: '10:15 AM' }));

    // The allergy check covers the second service.
    const warning = await form.findByText(/Visit Nail Art contains HEMA/);
    expect(warning).toBeDefined();
    const price = await form.findByRole('table', { name: 'Price' });
    expect(price.textContent).toMatch(/Visit Gel Manicure[\s\S]*Visit Nail Art/);
    expect(form.getByRole('button', { name: 'Create Booking' })).toHaveProperty('disabled', true);
    await user.click(form.getByLabelText(/I have checked this with the client/));
    await user.click(form.getByRole('button', { name: 'Create Booking' }));

    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Booking created'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      clientId,
      serviceId: 'svc-visit-gel',
      staffId: people.owner.uid,
      startsAt: `${date}T14:15:00.000Z`,
      allergyAcknowledged: true,
      services: [
        { serviceId: 'svc-visit-gel', materialIds: [], addOnSelections: [] },
        { serviceId: 'svc-visit-art', materialIds: [], addOnSelections: [] },
      ],
    });
  });
  it("refuses notes over 2000 characters (createBooking's rule) beside the field, with one toast and no request", async () => {
    const sent = answerCreateBooking();
    const { user } = await renderStaffScreen(`/dashboard/clients/${clientId}`);
    await user.click(await screen.findByRole('button', { name: 'Book Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Booking' });
    const form = within(dialog);
    const first = await form.findByLabelText('Service');
    await waitFor(() => expect(optionsOf(first)).toContain('Visit Gel Manicure (60 min)'));
    await user.selectOptions(first, 'Visit Gel Manicure (60 min)');
    fireEvent.change(form.getByLabelText('Date'), { target: { value: date } });
    const times = await form.findByRole('group', { name: /Start time/ });
    await user.click((await within(times).findAllByRole('button'))[0] as HTMLElement);
    const notes = form.getByLabelText('Notes (optional)');
    fireEvent.change(notes, { target: { value: 'x'.repeat(2001) } });
    const create = form.getByRole('button', { name: 'Create Booking' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await user.click(create);

    await waitFor(() => expect(toastTexts('error')).toHaveLength(1));
    expect(toastTexts('error')[0]).toMatch(/^Booking not saved.*Notes are at most 2000 characters/);
    const describedBy = (notes.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Notes are at most 2000 characters',
    ]);
    expect(sent).toEqual([]);
    // Shortened, it goes.
    fireEvent.change(notes, { target: { value: '  Likes almond shape  ' } });
    await user.click(create);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ clientId, serviceId: 'svc-visit-gel', notes: 'Likes almond shape' });
  });
});
