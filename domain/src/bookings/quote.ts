import { isWithinOpeningHours, type WeeklyWindow } from '../availability/availability.ts';
import { canRedeemPoints } from '../clients/loyalty.ts';
import type { PriceModifierType } from '../enums/catalog.ts';
import type { TimeZone } from '../enums/settings.ts';
import type { BookingLineItem, BookingLineItemKind } from '../schemas/bookings.ts';
import type { SettingsValues } from '../settings/registry.ts';
import { type AddOnTime, bookingDurationMinutes, type MaterialTime } from './duration.ts';
import { visitLengthOf } from './visit.ts';

/** The settings a quote reads (keys as in the settings registry). */
export type QuoteSettings = Pick<
  SettingsValues,
  | 'rush_settings'
  | 'ecommerce_tax_mode'
  | 'ecommerce_tax_rate'
  | 'booking_settings'
  | 'loyalty_discount_percent'
  | 'loyalty_redemption_threshold'
>;

export interface QuotedService {
  name: string;
  base_price: number;
  duration_minutes: number;
  /** Clean-up after it (issue 31); absent: none. */
  buffer_minutes?: number | undefined;
}
export interface QuotedMaterial extends MaterialTime {
  name: string;
  price_modifier: number;
  price_modifier_type: PriceModifierType;
}
export interface QuotedAddOn extends AddOnTime {
  add_on_name: string;
  option_label: string;
  price_modifier: number;
}

export interface QuoteInput {
  service: QuotedService;
  materials: readonly QuotedMaterial[];
  addOnSelections: readonly QuotedAddOn[];
  startsAt: Date;
  now: Date;
  settings: QuoteSettings;
  availabilityBlocks: readonly WeeklyWindow[];
  timeZone: TimeZone;
  redeemLoyalty: boolean;
  clientPoints: number;
}

/** One service of a visit with what was chosen with it. */
export interface QuotedVisitService {
  service: QuotedService;
  materials: readonly QuotedMaterial[];
  addOnSelections: readonly QuotedAddOn[];
}

/** A visit of several services (issue 31): one quote, a line per service and its choices. */
export interface VisitQuoteInput extends Omit<QuoteInput, 'service' | 'materials' | 'addOnSelections'> {
  services: readonly QuotedVisitService[];
}

export interface QuoteLineItem {
  kind: BookingLineItemKind;
  label: string;
  amountCents: number;
}

export interface BookingQuote {
  lineItems: QuoteLineItem[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  /** The visit's minutes from its start to end_at: its services and the clean-ups between them. */
  durationMinutes: number;
  /** The last service's clean-up, blocked after end_at (the booking's buffer_minutes). */
  bufferMinutes: number;
  /** Each service's own minutes with its choices, in the visit's order. */
  serviceMinutes: number[];
  /** Points the booking spends, deducted from the client's balance when it completes. */
  loyaltyPointsRedeemed: number;
}

/** The quote cannot be made as asked (e.g. redeeming without enough points). */
export class BookingQuoteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BookingQuoteError';
  }
}

/** Dollars to whole cents; a non-finite amount counts as nothing. */
export function toCents(dollars: number): number {
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;
}

/** Whole cents to the dollars stored in documents. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/**
 * A percentage of an amount in cents, rounded half up to a cent. The percentage is taken in
 * hundredths of a percent first so the product stays an exact integer (8.25 % → 825).
 */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.round((cents * Math.round(percent * 100)) / 10_000);
}

function materialCents(baseCents: number, material: QuotedMaterial): number {
  if (!Number.isFinite(material.price_modifier) || material.price_modifier <= 0) return 0;
  return material.price_modifier_type === 'flat'
    ? toCents(material.price_modifier)
    : percentOfCents(baseCents, material.price_modifier);
}

function serviceLines(input: QuotedVisitService): QuoteLineItem[] {
  const baseCents = toCents(input.service.base_price);
  return [
    { kind: 'service', label: input.service.name, amountCents: baseCents },
    ...input.materials.map(
      (m): QuoteLineItem => ({
        kind: 'material',
        label: m.name,
        amountCents: materialCents(baseCents, m),
      }),
    ),
    ...input.addOnSelections.map(
      (a): QuoteLineItem => ({
        kind: 'add_on',
        label: `${a.add_on_name}: ${a.option_label}`,
        amountCents: toCents(a.price_modifier),
      }),
    ),
  ];
}

function feeLines(input: VisitQuoteInput): QuoteLineItem[] {
  const rush = input.settings.rush_settings;
  const lines: QuoteLineItem[] = [];
  const ahead = input.startsAt.getTime() - input.now.getTime();
  if (rush.rushFeeEnabled && ahead >= 0 && ahead < rush.rushWindowHours * 3_600_000)
    lines.push({ kind: 'rush_fee', label: 'Rush fee', amountCents: toCents(rush.rushFeeAmount) });
  if (
    rush.afterHoursFeeEnabled &&
    !isWithinOpeningHours(input.startsAt, input.availabilityBlocks, input.timeZone)
  )
    lines.push({
      kind: 'after_hours_fee',
      label: 'After-hours fee',
      amountCents: toCents(rush.afterHoursFeeAmount),
    });
  return lines;
}

function loyaltyLine(input: VisitQuoteInput, servicesCents: number): QuoteLineItem | null {
  if (!input.redeemLoyalty) return null;
  const threshold = input.settings.loyalty_redemption_threshold;
  if (!canRedeemPoints(input.clientPoints, threshold))
    throw new BookingQuoteError(
      `The client has ${input.clientPoints} points; redeeming needs at least ${Math.max(threshold, 1)}.`,
    );
  const percent = input.settings.loyalty_discount_percent;
  return {
    kind: 'loyalty_discount',
    label: `Loyalty discount (${percent}%)`,
    amountCents: -percentOfCents(servicesCents, percent),
  };
}

const sum = (lines: readonly QuoteLineItem[]) => lines.reduce((total, l) => total + l.amountCents, 0);

/**
 * The price of a booking, in whole cents: the service, its materials (flat or a percent of the
 * service) and add-on options; the rush fee when it starts within the rush window from now; the
 * after-hours fee when it starts outside the weekly opening hours; the loyalty discount (on the
 * service, materials and add-ons, not on fees) when the client redeems; tax on the subtotal
 * unless the tax mode is none (flat and variable both apply ecommerce_tax_rate: the studio has
 * one rate); the deposit as a percentage of the total when deposits are required.
 * The form shows it live; the createBooking callable recomputes it and stores its result.
 */
export function quoteBooking(input: QuoteInput): BookingQuote {
  const { service, materials, addOnSelections, ...rest } = input;
  return quoteVisit({ ...rest, services: [{ service, materials, addOnSelections }] });
}

/**
 * The price of a visit of several services (issue 31), as quoteBooking prices one: each service
 * with its own materials (a percent material is of its own service) and add-ons, in the visit's
 * order; the fees once, on the visit's start; the loyalty discount on all services' lines.
 */
export function quoteVisit(input: VisitQuoteInput): BookingQuote {
  const services = input.services.flatMap(serviceLines);
  const discount = loyaltyLine(input, sum(services));
  const lineItems = [...services, ...feeLines(input), ...(discount ? [discount] : [])];
  const subtotalCents = Math.max(0, sum(lineItems));
  const taxCents =
    input.settings.ecommerce_tax_mode === 'none'
      ? 0
      : percentOfCents(subtotalCents, input.settings.ecommerce_tax_rate);
  const totalCents = subtotalCents + taxCents;
  const deposit = input.settings.booking_settings;
  const serviceMinutes = input.services.map((s) => bookingDurationMinutes(s));
  const length = visitLengthOf(
    input.services.map((s, i) => ({
      durationMinutes: serviceMinutes[i] ?? 0,
      bufferMinutes: s.service.buffer_minutes ?? 0,
    })),
  );
  return {
    lineItems,
    subtotalCents,
    taxCents,
    totalCents,
    depositCents: deposit.requireDeposit ? percentOfCents(totalCents, deposit.depositPercentage) : 0,
    durationMinutes: length.workMinutes,
    bufferMinutes: length.bufferMinutes,
    serviceMinutes,
    loyaltyPointsRedeemed: discount ? input.settings.loyalty_redemption_threshold : 0,
  };
}

/** A quote as the booking document stores it: dollars, total_price included. */
export function bookingPriceFields(quote: BookingQuote): {
  line_items: BookingLineItem[];
  tax_amount: number;
  total_price: number;
  deposit_amount: number;
} {
  return {
    line_items: quote.lineItems.map((l) => ({
      kind: l.kind,
      label: l.label,
      amount: toDollars(l.amountCents),
    })),
    tax_amount: toDollars(quote.taxCents),
    total_price: toDollars(quote.totalCents),
    deposit_amount: toDollars(quote.depositCents),
  };
}
