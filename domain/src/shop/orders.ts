// Reserve for pickup (issue 16): what a client sends to order, and the order's price. The cart
// shows the same figures the placeOrder function stores, both computed here.
import { z } from 'zod';
import { percentOfCents, toCents } from '../bookings/quote.ts';
import { documentIdSchema } from '../schemas/fields.ts';
import {
  type Fulfilment,
  fulfilmentSchema,
  nextOrderStatuses,
  type OrderStatus,
  orderStatusSchema,
} from '../schemas/orders.ts';
import type { SettingsValues } from '../settings/registry.ts';

export const maxOrderQuantity = 20;

export const placeOrderRequestSchema = z
  .object({
    lines: z
      .array(
        z.object({
          productId: documentIdSchema,
          quantity: z
            .number()
            .int('Enter a whole number of items')
            .min(1, 'Order at least one of each item')
            .max(maxOrderQuantity, `At most ${maxOrderQuantity} of one item per order`),
        }),
      )
      .min(1, 'Your cart is empty')
      .max(30, 'At most 30 different items per order'),
    fulfilment: fulfilmentSchema.default('pickup'),
    shippingAddress: z
      .string()
      .trim()
      .max(300, 'Keep the address under 300 characters')
      .nullable()
      .default(null),
  })
  .refine((o) => new Set(o.lines.map((l) => l.productId)).size === o.lines.length, {
    message: 'Each product once per order',
    path: ['lines'],
  })
  .refine((o) => o.fulfilment === 'pickup' || (o.shippingAddress ?? '').length > 0, {
    message: 'Enter the shipping address',
    path: ['shippingAddress'],
  });
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;
export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;
export interface PlaceOrderResponse {
  orderId: string;
  totalCents: number;
}

export const setOrderStatusRequestSchema = z.object({
  orderId: documentIdSchema,
  status: orderStatusSchema,
});
export type SetOrderStatusRequest = z.input<typeof setOrderStatusRequestSchema>;

/** The statuses of an order that still holds stock for its client: not yet picked up or cancelled. */
export const openOrderStatuses: readonly OrderStatus[] = ['reserved', 'ready_for_pickup'];

/**
 * Why a client may not reserve another order, or null: at most `max` open orders each (setting
 * shop_max_open_orders_per_client), so one account cannot hold the shop's stock hostage.
 */
export function openOrdersRefusal(openOrders: number, max: number): string | null {
  if (openOrders < max) return null;
  return `You already have ${openOrders} open ${openOrders === 1 ? 'order' : 'orders'}; the studio holds at most ${max} per client. Pick one up or cancel one first.`;
}

/** Why a status change is refused, or null when the order may move from `from` to `to`. */
export function orderStatusRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (nextOrderStatuses(from).includes(to)) return null;
  return from === 'picked_up' || from === 'cancelled'
    ? `This order is already ${from === 'picked_up' ? 'picked up' : 'cancelled'}.`
    : `An order that is ${from.replaceAll('_', ' ')} cannot become ${to.replaceAll('_', ' ')}.`;
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export interface OrderPrice {
  subtotalCents: number;
  taxRatePercent: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

type OrderSettings = Pick<
  SettingsValues,
  'ecommerce_tax_mode' | 'ecommerce_tax_rate' | 'ecommerce_shipping_enabled' | 'ecommerce_shipping_fee'
>;

/**
 * An order's price in whole cents: each line's unit price × quantity; tax on the subtotal unless
 * the tax mode is none (flat and variable both apply ecommerce_tax_rate, as bookings do: the
 * studio has one rate); the shipping fee only when shipping is on and she chose it.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  fulfilment: Fulfilment,
  settings: OrderSettings,
): OrderPrice {
  const subtotalCents = lines.reduce((sum, l) => sum + toCents(l.unitPrice) * l.quantity, 0);
  const taxRatePercent = settings.ecommerce_tax_mode === 'none' ? 0 : settings.ecommerce_tax_rate;
  const taxCents = percentOfCents(subtotalCents, taxRatePercent);
  const shipped = fulfilment === 'shipping' && settings.ecommerce_shipping_enabled;
  const shippingCents = shipped ? toCents(settings.ecommerce_shipping_fee) : 0;
  return {
    subtotalCents,
    taxRatePercent,
    taxCents,
    shippingCents,
    totalCents: subtotalCents + taxCents + shippingCents,
  };
}
