import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/settings.ts';
import {
  BookingQuoteError,
  bookingPriceFields,
  percentOfCents,
  type QuoteInput,
  quoteBooking,
} from './quote.ts';

const settings = (() => {
  const d = defaultSettings();
  return {
    ...d,
    rush_settings: { ...d.rush_settings, rushFeeEnabled: true, afterHoursFeeEnabled: true },
    ecommerce_tax_mode: 'flat' as const,
    ecommerce_tax_rate: 8.25,
  };
})();

// Monday 09:00–19:00; the booking starts Monday 2026-06-15 at 20:00 EDT, 36 hours after now.
const fixture: QuoteInput = {
  service: { name: 'Gel Manicure', base_price: 45, duration_minutes: 60 },
  materials: [
    {
      name: 'Chrome Powder',
      price_modifier: 7.5,
      price_modifier_type: 'flat',
      duration_modifier_minutes: 15,
    },
    { name: 'Hard Gel', price_modifier: 10, price_modifier_type: 'percent', duration_modifier_minutes: 0 },
  ],
  addOnSelections: [
    { add_on_name: 'Nail Art', option_label: 'Two accent nails', price_modifier: 10, duration_minutes: 10 },
  ],
  startsAt: new Date('2026-06-16T00:00:00Z'),
  now: new Date('2026-06-14T12:00:00Z'),
  settings,
  availabilityBlocks: [{ day_of_week: 1, start_time: '09:00', end_time: '19:00', is_active: true }],
  timeZone: 'America/New_York',
  redeemLoyalty: true,
  clientPoints: 150,
};

describe('quoteBooking on the hand-computed fixture', () => {
  const quote = quoteBooking(fixture);

  it('lists the service, materials, add-on, fees and the loyalty discount in cents', () => {
    expect(quote.lineItems).toEqual([
      { kind: 'service', label: 'Gel Manicure', amountCents: 4500 },
      { kind: 'material', label: 'Chrome Powder', amountCents: 750 },
      { kind: 'material', label: 'Hard Gel', amountCents: 450 }, // 10 % of $45
      { kind: 'add_on', label: 'Nail Art: Two accent nails', amountCents: 1000 },
      { kind: 'rush_fee', label: 'Rush fee', amountCents: 2000 }, // 36 h < 48 h window
      { kind: 'after_hours_fee', label: 'After-hours fee', amountCents: 3000 }, // 20:00 > 19:00
      { kind: 'loyalty_discount', label: 'Loyalty discount (5%)', amountCents: -335 }, // 5 % of $67.00
    ]);
  });

  it('adds tax, then takes the deposit from the total', () => {
    expect(quote.subtotalCents).toBe(11365);
    expect(quote.taxCents).toBe(938); // 8.25 % of $113.65 = 9.376…
    expect(quote.totalCents).toBe(12303);
    expect(quote.depositCents).toBe(3076); // 25 % of $123.03 = 30.7575
    expect(quote.durationMinutes).toBe(85);
    expect(quote.loyaltyPointsRedeemed).toBe(100);
  });

  it('stores dollars on the booking', () => {
    const fields = bookingPriceFields(quote);
    expect(fields.total_price).toBe(123.03);
    expect(fields.tax_amount).toBe(9.38);
    expect(fields.deposit_amount).toBe(30.76);
    expect(fields.line_items.at(-1)).toEqual({
      kind: 'loyalty_discount',
      label: 'Loyalty discount (5%)',
      amount: -3.35,
    });
  });
});

describe('quoteBooking rules', () => {
  const plain: QuoteInput = {
    ...fixture,
    materials: [],
    addOnSelections: [],
    startsAt: new Date('2026-06-22T14:00:00Z'), // Monday 10:00 EDT, a week ahead
    redeemLoyalty: false,
  };

  it('charges no fee inside opening hours beyond the rush window, and no tax in mode none', () => {
    const quote = quoteBooking({ ...plain, settings: { ...settings, ecommerce_tax_mode: 'none' } });
    expect(quote.lineItems.map((l) => l.kind)).toEqual(['service']);
    expect(quote.totalCents).toBe(4500);
  });

  it('charges no fee when the fees are switched off', () => {
    const off = { ...settings.rush_settings, rushFeeEnabled: false, afterHoursFeeEnabled: false };
    const quote = quoteBooking({
      ...fixture,
      redeemLoyalty: false,
      settings: { ...settings, rush_settings: off },
    });
    expect(quote.lineItems.map((l) => l.kind)).toEqual(['service', 'material', 'material', 'add_on']);
  });

  it('takes no deposit when deposits are not required', () => {
    const booking_settings = { ...settings.booking_settings, requireDeposit: false };
    expect(quoteBooking({ ...plain, settings: { ...settings, booking_settings } }).depositCents).toBe(0);
  });

  it('refuses to redeem below the threshold', () => {
    expect(() => quoteBooking({ ...plain, redeemLoyalty: true, clientPoints: 99 })).toThrow(
      BookingQuoteError,
    );
    expect(() => quoteBooking({ ...plain, redeemLoyalty: true, clientPoints: 99 })).toThrow(
      'The client has 99 points; redeeming needs at least 100.',
    );
  });

  it('adds cents without floating-point drift', () => {
    const dimes = Array.from({ length: 3 }, (_, i) => ({
      add_on_name: `Gem ${i + 1}`,
      option_label: 'One',
      price_modifier: 0.1,
      duration_minutes: 0,
    }));
    const quote = quoteBooking({
      ...plain,
      service: { name: 'Polish Change', base_price: 19.99, duration_minutes: 15 },
      addOnSelections: dimes,
      settings: { ...settings, ecommerce_tax_mode: 'none' },
    });
    expect(quote.totalCents).toBe(2029);
    expect(bookingPriceFields(quote).total_price).toBe(20.29);
  });

  it('never quotes below zero', () => {
    const quote = quoteBooking({
      ...plain,
      addOnSelections: [
        { add_on_name: 'Voucher', option_label: 'Staff', price_modifier: -100, duration_minutes: 0 },
      ],
    });
    expect(quote.subtotalCents).toBe(0);
    expect(quote.totalCents).toBe(0);
  });
});

describe('percentOfCents', () => {
  it('rounds half up on exact integer arithmetic', () => {
    expect(percentOfCents(1000, 8.25)).toBe(83); // 82.5
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(999, 0)).toBe(0);
  });
});
