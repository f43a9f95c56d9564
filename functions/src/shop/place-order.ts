// placeOrder (reserve for pickup, issue 16): a signed-in client orders from her cart. One
// transaction reads every product she asks for, refuses when one is inactive or short of stock,
// takes the quantities off the stock and writes the order with each line's name and price as they
// are now. Two clients racing for the last item both read stock 1; Firestore lets only one commit
// (the other retries, reads 0 and is refused). Payment happens at the studio, so nothing is charged.
// Only client accounts order, each holding at most shop_max_open_orders_per_client open orders.
import {
  cleanClientName,
  collections,
  type OrderLine,
  openOrderStatuses,
  openOrdersRefusal,
  type PlaceOrderInput,
  type PlaceOrderResponse,
  placeOrderRequestSchema,
  priceOrder,
  productSchema,
  profileSchema,
  type SettingsValues,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireSignedIn, roleOf } from '../shared/roles.ts';
import { readSettings } from '../shared/settings.ts';

function refuseWhenClosed(settings: SettingsValues, input: PlaceOrderInput) {
  if (!settings.products_section_enabled || !settings.ecommerce_functionality_enabled)
    throw new HttpsError('failed-precondition', 'The shop is not taking orders right now.');
  if (input.fulfilment === 'shipping' && !settings.ecommerce_shipping_enabled)
    throw new HttpsError('failed-precondition', 'Shipping is not offered right now; choose pickup.');
}

/** A plain refusal naming the product, for a line the stock cannot fill. */
function shortOfStock(name: string, left: number): never {
  throw new HttpsError(
    'failed-precondition',
    left === 0 ? `${name} is sold out.` : `Only ${left} of ${name} left; lower the quantity.`,
    { reason: 'stock', left },
  );
}

/** The order, in one transaction; exported for the Firestore tests. */
export async function placeOrderFor(
  firestore: Firestore,
  clientId: string,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlaceOrderResponse> {
  const [settings, profileDoc] = await Promise.all([
    readSettings(firestore),
    firestore.collection(collections.profiles).doc(clientId).get(),
  ]);
  refuseWhenClosed(settings, input);
  const profile = profileSchema.safeParse(profileDoc.data());
  const productRefs = input.lines.map((l) => firestore.collection(collections.products).doc(l.productId));
  const orderRef = firestore.collection(collections.orders).doc();
  return firestore.runTransaction(async (tx) => {
    // Her open orders, read in the transaction, so two orders at once cannot both pass the cap.
    const open = await tx.get(
      firestore
        .collection(collections.orders)
        .where('client_id', '==', clientId)
        .where('status', 'in', [...openOrderStatuses]),
    );
    const refusal = openOrdersRefusal(open.size, settings.shop_max_open_orders_per_client);
    if (refusal) throw new HttpsError('failed-precondition', refusal, { reason: 'open_orders' });
    const products = await tx.getAll(...productRefs);
    const lines: OrderLine[] = input.lines.map((wanted, i) => {
      const parsed = productSchema.safeParse(products[i]?.data());
      if (!products[i]?.exists || !parsed.success || !parsed.data.is_active)
        throw new HttpsError('failed-precondition', 'An item in your cart is no longer sold; remove it.');
      const product = parsed.data;
      if (product.stock_quantity < wanted.quantity) shortOfStock(product.name, product.stock_quantity);
      const unit = Math.round(product.price * 100);
      return {
        product_id: wanted.productId,
        name: product.name,
        unit_price_cents: unit,
        quantity: wanted.quantity,
        line_cents: unit * wanted.quantity,
      };
    });
    const price = priceOrder(
      lines.map((l) => ({ unitPrice: l.unit_price_cents / 100, quantity: l.quantity })),
      input.fulfilment,
      settings,
    );
    lines.forEach((line, i) => {
      const ref = productRefs[i];
      const product = products[i];
      if (ref && product) tx.update(ref, { stock_quantity: product.get('stock_quantity') - line.quantity });
    });
    tx.create(orderRef, {
      client_id: clientId,
      client_name: profile.success ? cleanClientName(profile.data.full_name ?? null) : null,
      client_email: profile.success ? profile.data.email : null,
      lines,
      subtotal_cents: price.subtotalCents,
      tax_rate_percent: price.taxRatePercent,
      tax_cents: price.taxCents,
      shipping_cents: price.shippingCents,
      total_cents: price.totalCents,
      fulfilment: input.fulfilment,
      shipping_address: input.fulfilment === 'shipping' ? input.shippingAddress : null,
      status: 'reserved',
      created_at: now,
      status_changed_by: null,
      status_changed_at: null,
    });
    return { orderId: orderRef.id, totalCents: price.totalCents };
  });
}

export const placeOrder = onCall(async (request) => {
  const caller = requireSignedIn(request.auth);
  // Only a client's account orders: staff and accounts without a role hold no cart.
  if (roleOf(caller) !== 'client')
    throw new HttpsError('permission-denied', 'Only a client account can reserve from the shop.');
  const input = decodeRequest(placeOrderRequestSchema, request.data);
  return placeOrderFor(db, caller.uid, input, new Date());
});
