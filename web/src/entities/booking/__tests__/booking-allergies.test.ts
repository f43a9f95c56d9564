import { defaultSettings } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { addOn, material, service } from '../../../testing/fixtures.ts';
import { bookedProfile } from '../api/get-booking-catalogue.ts';
import { previewBooking, type ServiceChoice } from '../model/booking-quote.ts';

// The booking form's allergy warnings (Calendar, Bookings, Convert and the client's page share
// the form): the same domain check createBooking refuses with.
const gel = service({ id: 'svc-gel', name: 'Gel Manicure', allergens: ['hema'] });
const hemaFree = material({ id: 'mat-soft', name: 'Hypoallergenic Gel', allergens: [], free_of: ['hema'] });
const gems = addOn({ id: 'addon-gems', service_id: 'svc-gel', name: 'Gems', allergens: ['cyanoacrylate'] });

const acrylic = service({ id: 'svc-acrylic', name: 'Acrylic Full Set', allergens: ['acrylic_monomer'] });
const gelChoice = { key: 1, serviceId: 'svc-gel', materialIds: [], addOnOptions: {} };

const previewVisit = (services: ServiceChoice[], allergies: string[]) =>
  previewBooking({
    choices: { services, startsAt: null, redeemLoyalty: false },
    services: [gel, acrylic],
    materials: [hemaFree],
    addOns: [gems],
    client: { allergies, loyalty_points: 0 },
    windows: [],
    settings: defaultSettings(),
    timeZone: 'America/New_York',
    now: new Date('2026-11-27T12:00:00Z'),
  }).allergies.map((w) => `${w.itemName}: ${w.allergy} (${w.match})`);

const preview = (choice: Partial<ServiceChoice>, allergies: string[]) =>
  previewVisit([{ ...gelChoice, ...choice }], allergies);

describe('the booking form allergy warnings', () => {
  it('warns of the service itself', () => {
    expect(preview({}, ['hema'])).toEqual(['Gel Manicure: HEMA (allergen)']);
  });

  it('warns of a chosen add-on only', () => {
    expect(preview({}, ['cyanoacrylate'])).toEqual([]);
    expect(preview({ addOnOptions: { 'addon-gems': 'o1' } }, ['cyanoacrylate'])).toEqual([
      'Gems: Cyanoacrylate (nail glue) (allergen)',
    ]);
  });

  it('does not warn once a material free of the allergen replaces the service product', () => {
    expect(preview({ materialIds: ['mat-soft'] }, ['hema'])).toEqual([]);
  });

  it('warns of free text by words, and says so', () => {
    expect(preview({}, ['manicure'])).toEqual(['Gel Manicure: manicure (free_text)']);
  });

  it('covers every service of a visit, each material clearing only its own service', () => {
    const acrylicChoice = { key: 2, serviceId: 'svc-acrylic', materialIds: [], addOnOptions: {} };
    expect(
      previewVisit([{ ...gelChoice, materialIds: ['mat-soft'] }, acrylicChoice], ['hema', 'acrylic_monomer']),
    ).toEqual(['Acrylic Full Set: Acrylic monomer (allergen)']);
    expect(previewVisit([acrylicChoice, gelChoice], ['hema'])).toEqual(['Gel Manicure: HEMA (allergen)']);
  });
});

describe('the client the form checks', () => {
  it("is her profile whether the page read it plain or checked (the client's page)", () => {
    const profile = { id: 'uid-bea', allergies: ['hema'] };
    expect(bookedProfile(profile)?.allergies).toEqual(['hema']);
    expect(bookedProfile({ ok: true, document: profile })?.allergies).toEqual(['hema']);
    expect(bookedProfile({ ok: false, data: {} })).toBeUndefined();
    expect(bookedProfile(undefined)).toBeUndefined();
  });
});
