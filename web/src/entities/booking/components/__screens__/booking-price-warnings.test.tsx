// The staff booking form's price and allergy warnings (issue 12), moved from
// tests/e2e/bookings.test.ts › the price and the warnings: the rush, after-hours, loyalty, tax and
// deposit lines on the e2e test's hand-computed fixture; a material matching a client's free-text
// allergy warned of and booked only once acknowledged; the service's own allergen warned of from
// the client's page, and not once a free-of material replaces its product. The catalogue is the
// demo's Gel Manicure with its materials and Nail Shape add-on (ids of this file's own), read from
// our Firestore emulator under the rules. createBooking is answered by the callables' stand-in,
// which keeps what the form sent: its server side (pricing the visit with the domain's quote, the
// allergy check, what it stores) is functions/test/firestore/bookings.test.ts and
// domain/src/bookings/quote.test.ts. A fixed clock: Monday 22 March 2032, 8:00 in New York.

import { settingDocument } from '@studio/domain';
import { demoAddOns, demoMaterials, demoServices } from '@studio/domain/demo/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCallable } from '../../../../testing/screens/callables.ts';
import {
  people,
  renderStaffScreen,
  toastTexts,
  type UserEvent,
} from '../../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore, storedProfile } from '../../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../../testing/viewer-zone.ts';

const serviceId = 'svc-price-gel';
const material = (id: keyof typeof demoMaterials) => `mat-price-${id.replace('mat-', '')}`;
const gel = demoServices['svc-gel-manicure'];
const materialIds = ['mat-gel-polish', 'mat-hypoallergenic', 'mat-chrome-powder', 'mat-builder-gel'] as const;

const profile = (name: string, points: number, allergies: string[]) =>
  storedProfile({
    full_name: name,
    email: `${name.split(' ')[0]?.toLowerCase()}-priced@screens.test`,
    allergies,
    loyalty_points: points,
  });

const publicSettings = ['rush_settings', 'ecommerce_tax_mode', 'ecommerce_tax_rate'] as const;
const hours = (day: number) => ({
  day_of_week: day,
  start_time: '09:00',
  end_time: '19:00',
  is_active: true,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2032-03-22T12:00:00Z'));
  const at = new Date('2032-03-01T09:00:00Z');
  await seed({
    [`services/${serviceId}`]: {
      ...gel,
      name: 'Priced Gel Manicure',
      parent_category: 'Priced Hands',
      compatible_material_ids: gel?.compatible_material_ids.map((id) =>
        material(id as keyof typeof demoMaterials),
      ),
    },
    ...Object.fromEntries(materialIds.map((id) => [`materials/${material(id)}`, demoMaterials[id]])),
    'service_add_ons/addon-price-shape': { ...demoAddOns['addon-gel-shape'], service_id: serviceId },
    'profiles/screens-price-ana': profile('Ana Priced', 150, []),
    'profiles/screens-price-bea': profile('Bo Priced', 0, ['chrome']),
    'profiles/screens-price-cleo': profile('Cleo Priced', 0, ['hema']),
    [`user_roles/${people.owner.uid}`]: { user_id: people.owner.uid, role: 'owner' },
    [`staff_profiles/${people.owner.uid}`]: { bookable: true, display_name: 'Olga', time_off: [] },
    // Tuesday to Thursday, 9:00–19:00 (the demo's).
    'availability_blocks/screens-price-tuesday': hours(2),
    'availability_blocks/screens-price-wednesday': hours(3),
    'availability_blocks/screens-price-thursday': hours(4),
    // A rush window of 48 hours from the fixed clock; after-hours past 19:00; tax 8 %, flat.
    'settings_public/rush_settings': settingDocument(
      'rush_settings',
      {
        rushFeeEnabled: true,
        rushFeeAmount: 20,
        rushWindowHours: 48,
        afterHoursFeeEnabled: true,
        afterHoursFeeAmount: 30,
      },
      people.owner.uid,
      at,
    ),
    'settings_public/ecommerce_tax_mode': settingDocument('ecommerce_tax_mode', 'flat', people.owner.uid, at),
    'settings_public/ecommerce_tax_rate': settingDocument('ecommerce_tax_rate', 8, people.owner.uid, at),
  });
});

// The emulator is shared with the other screen files: the fees and tax go back to their defaults,
// and this file's opening hours and catalogue go (other files count free times and services).
afterAll(async () => {
  vi.useRealTimers();
  const paths = [
    ...publicSettings.map((key) => `settings_public/${key}`),
    ...['tuesday', 'wednesday', 'thursday'].map((day) => `availability_blocks/screens-price-${day}`),
    `services/${serviceId}`,
    'service_add_ons/addon-price-shape',
    ...materialIds.map((id) => `materials/${material(id)}`),
  ];
  await Promise.all(paths.map((path) => deleteDoc(doc(seedingFirestore(), path))));
});

/** What createBooking was sent, answered as the callable answers a booking made. */
function answerCreateBooking() {
  const sent: Record<string, unknown>[] = [];
  answerCallable('createBooking', (data) => {
    sent.push(data as Record<string, unknown>);
    return { bookingId: `screens-price-${sent.length}`, totalPrice: 0, conflictOverridden: false };
  });
  return sent;
}

/** The owner with New Booking open on the Bookings screen, the client chosen. */
async function newBookingFor(client: string) {
  const { user } = await renderStaffScreen('/dashboard/bookings');
  await user.click(await screen.findByRole('button', { name: 'New Booking' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Booking' });
  const form = within(dialog);
  await user.type(form.getByLabelText('Client'), client);
  await user.click(
    await within(await form.findByRole('list', { name: 'Matching clients' })).findByRole('button', {
      name: new RegExp(`^${client}`),
    }),
  );
  return { user, dialog, form };
}

/** A material's checkbox: its label is its name, then what it adds (+$15.00, +10 min). */
const materialLabel = (name: string) => new RegExp(`^${name}(\\+|$)`);

/** Service, materials, the shape and the date, as the e2e test's fillBookingForm chose them. */
async function chooseVisit(
  user: UserEvent,
  form: ReturnType<typeof within>,
  choice: { materials?: string[]; shape: string; date: string },
) {
  const service = await form.findByLabelText('Service');
  await waitFor(() =>
    expect(
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Priced Gel Manicure (60 min)'),
  );
  await user.selectOptions(service, 'Priced Gel Manicure (60 min)');
  for (const name of choice.materials ?? [])
    await user.click(await form.findByLabelText(materialLabel(name)));
  await user.selectOptions(await form.findByLabelText('Nail Shape (required)'), choice.shape);
  fireEvent.change(form.getByLabelText('Date'), { target: { value: choice.date } });
}

async function pickFreeTime(user: UserEvent, form: ReturnType<typeof within>, time: string) {
  const times = await form.findByRole('group', { name: /Start time/ });
  await user.click(await within(times).findByRole('button', { name: time }));
}

const flat = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('the price and the warnings', () => {
  viewerTimeZone('America/New_York');

  it('rush, after-hours, loyalty, tax and deposit lines on a hand-computed fixture', async () => {
    const sent = answerCreateBooking();
    const { user, form } = await newBookingFor('Ana Priced');
    await chooseVisit(user, form, {
      materials: ['Gel Polish', 'Builder Gel'],
      shape: 'Almond',
      date: '2032-03-23',
    });
    // 8:00 PM: after the studio's Tuesday hours (9:00–19:00), 32 hours from now (inside 48).
    await user.click(form.getByLabelText('Another time (outside the free times)'));
    fireEvent.change(await form.findByLabelText('Another start time'), { target: { value: '20:00' } });
    await user.click(await form.findByLabelText(/^Redeem 100 loyalty points/));
    // By hand: 50 + 15 + 20% of 50 + 5 almond = 80; + 20 rush + 30 after hours; − 5% of 80 = 4;
    // subtotal 126.00; tax 8% = 10.08; total 136.08; deposit 25% = 34.02.
    const price = await form.findByRole('table', { name: 'Price' });
    await waitFor(() =>
      expect([...price.querySelectorAll('tbody tr')].map((row) => flat(row.textContent))).toEqual([
        'Priced Gel Manicure$50.00',
        'Gel Polish$15.00',
        'Builder Gel$10.00',
        'Nail Shape: Almond$5.00',
        'Rush fee$20.00',
        'After-hours fee$30.00',
        'Loyalty discount (5%)−$4.00',
        'Tax$10.08',
        'Total$136.08',
        'Deposit due$34.02',
      ]),
    );
    await user.click(form.getByRole('button', { name: 'Create Booking' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Booking created'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      clientId: 'screens-price-ana',
      serviceId,
      // 20:00 EDT on Tuesday 23 March.
      startsAt: '2032-03-24T00:00:00.000Z',
      redeemLoyalty: true,
      services: [
        {
          serviceId,
          materialIds: [material('mat-gel-polish'), material('mat-builder-gel')],
          addOnSelections: [{ addOnId: 'addon-price-shape', optionId: 'almond' }],
        },
      ],
    });
  });

  it('warns of a material matching an allergy, and books only once acknowledged', async () => {
    const sent = answerCreateBooking();
    const { user, form } = await newBookingFor('Bo Priced');
    await chooseVisit(user, form, { materials: ['Chrome Powder'], shape: 'Square', date: '2032-03-24' });
    await pickFreeTime(user, form, '3:00 PM');
    const warning = await waitFor(() => {
      const found = form.getAllByRole('alert').find((alert) => alert.textContent?.includes('Chrome Powder'));
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    // 'chrome' is her own words, not an allergen of the studio's list: a word match, and it says so.
    expect(warning.textContent).toContain('mentions "chrome", a free-text allergy');
    const create = form.getByRole('button', { name: 'Create Booking' });
    expect(create).toHaveProperty('disabled', true);
    await user.click(within(warning).getByRole('checkbox'));
    expect(create).toHaveProperty('disabled', false);
    await user.click(create);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ clientId: 'screens-price-bea', allergyAcknowledged: true });
  });

  it("warns of the service itself from the client's page, and not once a free-of material replaces its product", async () => {
    const { user } = await renderStaffScreen('/dashboard/clients/screens-price-cleo');
    await user.click(await screen.findByRole('button', { name: 'Book Appointment' }));
    const form = within(await screen.findByRole('dialog', { name: 'New Booking' }));
    await chooseVisit(user, form, { shape: 'Square', date: '2032-03-25' });
    await pickFreeTime(user, form, '10:00 AM');
    const warning = () =>
      form.queryAllByRole('alert').find((alert) => alert.textContent?.includes('Allergy warning'));
    await waitFor(() =>
      expect(warning()?.textContent).toContain('The service Priced Gel Manicure contains HEMA'),
    );
    const create = form.getByRole('button', { name: 'Create Booking' });
    expect(create).toHaveProperty('disabled', true);

    await user.click(form.getByLabelText(materialLabel('Hypoallergenic Gel')));
    await waitFor(() => expect(warning()).toBeUndefined());
    expect(create).toHaveProperty('disabled', false);
    await user.click(form.getByLabelText(materialLabel('Gel Polish')));
    await waitFor(() => expect(warning()?.textContent).toContain('The material Gel Polish contains HEMA'));
    expect(warning()?.textContent).not.toContain('The service Priced Gel Manicure');
  });
});
