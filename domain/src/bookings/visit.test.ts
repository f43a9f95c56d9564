import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../schemas/bookings.ts';
import { defaultSettings } from '../settings/settings.ts';
import type { AllergenBearing } from './allergy.ts';
import { bookingPriceFields, quoteBooking, quoteVisit, type VisitQuoteInput } from './quote.ts';
import { createBookingRequestSchema } from './requests.ts';
import {
  requestedServices,
  requestedServicesProblem,
  schedulingVisit,
  visitAllergyWarnings,
  visitServicesOf,
} from './visit.ts';

const settings = (() => {
  const d = defaultSettings();
  return {
    ...d,
    rush_settings: { ...d.rush_settings, rushFeeEnabled: false, afterHoursFeeEnabled: true },
    ecommerce_tax_mode: 'flat' as const,
    ecommerce_tax_rate: 10,
  };
})();

const gelManicure = { name: 'Gel Manicure', base_price: 45, duration_minutes: 60, buffer_minutes: 10 };
const nailArt = { name: 'Nail Art', base_price: 20, duration_minutes: 30, buffer_minutes: 15 };
const spaPedicure = { name: 'Spa Pedicure', base_price: 65, duration_minutes: 50 };
const chrome = {
  name: 'Chrome Powder',
  price_modifier: 10,
  price_modifier_type: 'percent' as const,
  duration_modifier_minutes: 15,
};

// Monday 2026-06-15 10:00 New York, inside the 09:00–19:00 hours; booked a week ahead.
const visit: VisitQuoteInput = {
  services: [
    { service: gelManicure, materials: [chrome], addOnSelections: [] },
    {
      service: nailArt,
      materials: [chrome],
      addOnSelections: [
        { add_on_name: 'Gems', option_label: 'Two nails', price_modifier: 5, duration_minutes: 5 },
      ],
    },
  ],
  startsAt: new Date('2026-06-15T14:00:00Z'),
  now: new Date('2026-06-08T12:00:00Z'),
  settings,
  availabilityBlocks: [{ day_of_week: 1, start_time: '09:00', end_time: '19:00', is_active: true }],
  timeZone: 'America/New_York',
  redeemLoyalty: false,
  clientPoints: 0,
};

describe('a visit of several services', () => {
  const quote = quoteVisit(visit);

  it('lasts its services in order with the clean-up between them, and keeps the last clean-up after', () => {
    // 60 + 15 (chrome) = 75, then 10 of clean-up, then 30 + 15 (chrome) + 5 (gems) = 50.
    expect(quote.serviceMinutes).toEqual([75, 50]);
    expect(quote.durationMinutes).toBe(135);
    expect(quote.bufferMinutes).toBe(15);
  });

  it('has one quote with a line per service, each followed by its own materials and add-ons', () => {
    expect(quote.lineItems).toEqual([
      { kind: 'service', label: 'Gel Manicure', amountCents: 4500 },
      { kind: 'material', label: 'Chrome Powder', amountCents: 450 }, // 10 % of its own $45
      { kind: 'service', label: 'Nail Art', amountCents: 2000 },
      { kind: 'material', label: 'Chrome Powder', amountCents: 200 }, // 10 % of its own $20
      { kind: 'add_on', label: 'Gems: Two nails', amountCents: 500 },
    ]);
    expect(quote.subtotalCents).toBe(7650);
    expect(quote.taxCents).toBe(765);
    expect(bookingPriceFields(quote).total_price).toBe(84.15);
  });

  it('charges a fee once, on the visit’s start, and discounts every service’s lines', () => {
    const late = quoteVisit({
      ...visit,
      startsAt: new Date('2026-06-16T00:00:00Z'), // 20:00, after hours
      redeemLoyalty: true,
      clientPoints: 500,
    });
    const kinds = late.lineItems.map((l) => l.kind);
    expect(kinds.filter((k) => k === 'after_hours_fee')).toHaveLength(1);
    const discount = late.lineItems.find((l) => l.kind === 'loyalty_discount');
    // 5 % of the services' $76.50.
    expect(discount?.amountCents).toBe(-383);
  });

  it('prices one service exactly as quoteBooking does', () => {
    const [first] = visit.services;
    if (!first) throw new Error('fixture');
    const single = quoteBooking({ ...visit, ...first });
    expect(quoteVisit({ ...visit, services: [first] })).toEqual(single);
    expect(single.durationMinutes).toBe(75);
    expect(single.bufferMinutes).toBe(10);
  });

  it('takes a service without a clean-up as none', () => {
    const q = quoteVisit({
      ...visit,
      services: [
        { service: spaPedicure, materials: [], addOnSelections: [] },
        { service: gelManicure, materials: [], addOnSelections: [] },
      ],
    });
    expect(q.durationMinutes).toBe(110);
    expect(q.bufferMinutes).toBe(10);
  });
});

describe('the allergy check of a visit', () => {
  const acrylic: AllergenBearing = { name: 'Acrylic Full Set', allergens: ['acrylic_monomer'] };
  const gel: AllergenBearing = { name: 'Gel Manicure', allergens: ['hema'] };
  const hemaFree: AllergenBearing = { name: 'Hypoallergenic Gel', free_of: ['hema'] };
  const glue: AllergenBearing = { name: 'Nail Glue', allergens: ['cyanoacrylate'] };

  it('considers every service, not only the first', () => {
    const warnings = visitAllergyWarnings(
      [
        { service: gel, materials: [hemaFree], addOns: [] },
        { service: acrylic, materials: [], addOns: [glue] },
      ],
      ['acrylic_monomer', 'cyanoacrylate', 'hema'],
    );
    expect(warnings.map((w) => `${w.itemKind} ${w.itemName}`)).toEqual([
      'service Acrylic Full Set',
      'add_on Nail Glue',
    ]);
  });

  it('lets a material clear only its own service, and names an item met twice once', () => {
    const warnings = visitAllergyWarnings(
      [
        { service: gel, materials: [hemaFree], addOns: [] },
        { service: { ...gel, name: 'Gel Pedicure' }, materials: [], addOns: [glue] },
        { service: { ...gel, name: 'Gel Pedicure' }, materials: [], addOns: [glue] },
      ],
      ['hema', 'cyanoacrylate'],
    );
    expect(warnings.map((w) => w.itemName)).toEqual(['Gel Pedicure', 'Nail Glue']);
  });
});

describe('a visit in a request and on a stored booking', () => {
  const base = { clientId: 'c1', serviceId: 'gel', startsAt: '2026-06-15T14:00:00Z' };

  it('reads a single-service request as a visit of that service', () => {
    const input = createBookingRequestSchema.parse({ ...base, materialIds: ['chrome'] });
    expect(input.services).toBeUndefined();
    expect(requestedServices(input)).toEqual([
      { serviceId: 'gel', materialIds: ['chrome'], addOnSelections: [] },
    ]);
  });

  it('takes the services list in order, its first being the booking’s service', () => {
    const input = createBookingRequestSchema.parse({
      ...base,
      services: [
        { serviceId: 'gel' },
        { serviceId: 'art', addOnSelections: [{ addOnId: 'gems', optionId: 'two' }] },
      ],
    });
    expect(requestedServices(input).map((s) => s.serviceId)).toEqual(['gel', 'art']);
    expect(requestedServicesProblem(input)).toBeNull();
    expect(requestedServicesProblem({ ...input, serviceId: 'art' })).toMatch(/first service/);
    expect(
      requestedServicesProblem({
        ...input,
        services: [
          { serviceId: 'gel', materialIds: [], addOnSelections: [] },
          { serviceId: 'gel', materialIds: [], addOnSelections: [] },
        ],
      }),
    ).toMatch(/twice/);
  });

  it('refuses an empty list and more than six services', () => {
    expect(createBookingRequestSchema.safeParse({ ...base, services: [] }).success).toBe(false);
    const seven = Array.from({ length: 7 }, (_, i) => ({ serviceId: `s${i}` }));
    expect(createBookingRequestSchema.safeParse({ ...base, services: seven }).success).toBe(false);
  });

  const stored = {
    client_id: 'c1',
    service_id: 'gel',
    scheduled_at: new Date('2026-06-15T14:00:00Z'),
    total_price: 45,
    status: 'confirmed',
    service_name: 'Gel Manicure',
    duration_minutes: 75,
    material_ids: ['chrome'],
  };

  it('reads a booking stored before visits as its one service', () => {
    const booking = bookingSchema.parse(stored);
    expect(booking.services).toEqual([]);
    expect(booking.buffer_minutes).toBeNull();
    expect(visitServicesOf(booking)).toEqual([
      {
        service_id: 'gel',
        service_name: 'Gel Manicure',
        material_ids: ['chrome'],
        add_on_selections: [],
        duration_minutes: 75,
        buffer_minutes: 0,
      },
    ]);
  });

  it('reads a visit’s services as stored, and asks the availability module about them in order', () => {
    const booking = bookingSchema.parse({
      ...stored,
      duration_minutes: 135,
      buffer_minutes: 15,
      services: [
        { service_id: 'gel', service_name: 'Gel Manicure', duration_minutes: 75, buffer_minutes: 10 },
        { service_id: 'art', service_name: 'Nail Art', duration_minutes: 50, buffer_minutes: 15 },
      ],
    });
    expect(visitServicesOf(booking).map((s) => s.service_id)).toEqual(['gel', 'art']);
    expect(schedulingVisit(visitServicesOf(booking))).toEqual([
      { serviceId: 'gel', name: 'Gel Manicure', durationMinutes: 75, bufferMinutes: 10 },
      { serviceId: 'art', name: 'Nail Art', durationMinutes: 50, bufferMinutes: 15 },
    ]);
  });
});
