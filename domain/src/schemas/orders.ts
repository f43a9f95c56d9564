import { z } from 'zod';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { documentIdSchema } from './fields.ts';

/**
 * A shop order's life (reserve for pickup, issue 16): placed as reserved; staff mark it ready for
 * pickup, then picked up; either of the first two may be cancelled, which puts the stock back.
 */
export const orderStatuses = ['reserved', 'ready_for_pickup', 'picked_up', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const orderStatusLabels: Record<OrderStatus, string> = {
  reserved: 'Reserved',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
};

const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  reserved: ['ready_for_pickup', 'cancelled'],
  ready_for_pickup: ['picked_up', 'cancelled'],
  picked_up: [],
  cancelled: [],
};

/** The statuses staff may move an order to from `from`. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return orderTransitions[from];
}

/** Collected at the studio, or shipped when ecommerce_shipping_enabled is on. */
export const fulfilments = ['pickup', 'shipping'] as const;
export const fulfilmentSchema = z.enum(fulfilments);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

const cents = z.number().int().min(0);

/** One line of an order: the product's name and price as they were when she ordered. */
export const orderLineSchema = z.object({
  product_id: documentIdSchema,
  name: z.string(),
  unit_price_cents: cents,
  quantity: z.number().int().min(1),
  line_cents: cents,
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** orders/{id}: written by the placeOrder and setOrderStatus functions only. Money in whole cents. */
export const orderSchema = z.object({
  client_id: documentIdSchema,
  client_name: z.string().nullable().default(null),
  client_email: z.string().nullable().default(null),
  lines: z.array(orderLineSchema).min(1),
  subtotal_cents: cents,
  tax_rate_percent: z.number().min(0).max(100),
  tax_cents: cents,
  shipping_cents: cents,
  total_cents: cents,
  fulfilment: fulfilmentSchema,
  shipping_address: z.string().nullable().default(null),
  status: orderStatusSchema,
  created_at: firestoreDateSchema,
  status_changed_by: z.string().nullable().default(null),
  status_changed_at: firestoreDateSchema.nullable().default(null),
});
export type Order = z.output<typeof orderSchema>;
