import { beforeAll, describe, expect, it } from 'vitest';
import { stackAdmin, unique } from './support/admin.ts';
import { callFunction, signUp } from './support/stack.ts';

const { db, withRole } = stackAdmin('functions-orders');

async function product(stock: number, price = 18) {
  const ref = db.collection('products').doc();
  await ref.set({
    name: `Cuticle Oil ${ref.id.slice(0, 4)}`,
    description: null,
    category: 'nail_care',
    price,
    compare_at_price: null,
    stock_quantity: stock,
    image_url: null,
    featured: false,
    is_active: true,
    display_order: 1,
  });
  return ref;
}

const setting = (key: string, value: unknown) =>
  db.doc(`settings_public/${key}`).set({ key, value, category: 'features', updated_by: 'test' });

beforeAll(async () => {
  await setting('ecommerce_functionality_enabled', true);
  await setting('ecommerce_tax_mode', 'flat');
  await setting('ecommerce_tax_rate', 8.25);
  // Load placeOrder in the Functions emulator first (a refused empty cart), so that the race
  // below is between two transactions, not two cold starts on a loaded machine.
  const warm = await signUp(unique('warm'));
  expect((await callFunction('placeOrder', warm.idToken, { lines: [] })).status).toBe(400);
}, 180_000);

describe('placeOrder', () => {
  it('sells the last item once when two clients order it at the same moment', async () => {
    const last = await product(1);
    const [ana, bea] = await Promise.all([signUp(unique('ana')), signUp(unique('bea'))]);
    const order = { lines: [{ productId: last.id, quantity: 1 }] };
    const results = await Promise.all([
      callFunction('placeOrder', ana.idToken, order),
      callFunction('placeOrder', bea.idToken, order),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/sold out/),
    });
    expect((await last.get()).get('stock_quantity')).toBe(0);
    const orders = await db.collection('orders').where('client_id', 'in', [ana.uid, bea.uid]).get();
    expect(orders.docs.map((d) => d.get('lines')[0].product_id)).toEqual([last.id]);
  }, 180_000);

  it('stores the lines as priced now, tax on the subtotal, in cents, reserved for pickup', async () => {
    const oil = await product(5, 12.5);
    const ana = await signUp(unique('ana'));
    const placed = await callFunction('placeOrder', ana.idToken, {
      lines: [{ productId: oil.id, quantity: 2 }],
    });
    expect(placed.status).toBe(200);
    const { orderId } = placed.result as { orderId: string };
    expect((await db.doc(`orders/${orderId}`).get()).data()).toMatchObject({
      client_id: ana.uid,
      lines: [{ product_id: oil.id, unit_price_cents: 1250, quantity: 2, line_cents: 2500 }],
      subtotal_cents: 2500,
      tax_rate_percent: 8.25,
      tax_cents: 206,
      shipping_cents: 0,
      total_cents: 2706,
      fulfilment: 'pickup',
      status: 'reserved',
    });
    expect((await oil.get()).get('stock_quantity')).toBe(3);
  });

  it('refuses more than the stock with the count left, shipping while it is off, and a visitor', async () => {
    const oil = await product(2);
    const ana = await signUp(unique('ana'));
    const tooMany = await callFunction('placeOrder', ana.idToken, {
      lines: [{ productId: oil.id, quantity: 3 }],
    });
    expect(tooMany.error?.message).toMatch(/^Only 2 of Cuticle Oil .* left; lower the quantity\.$/);
    const shipped = await callFunction('placeOrder', ana.idToken, {
      lines: [{ productId: oil.id, quantity: 1 }],
      fulfilment: 'shipping',
      shippingAddress: '1 Main St',
    });
    expect(shipped.error?.message).toBe('Shipping is not offered right now; choose pickup.');
    const visitor = await callFunction('placeOrder', null, { lines: [{ productId: oil.id, quantity: 1 }] });
    expect(visitor.status).toBe(401);
    expect((await oil.get()).get('stock_quantity')).toBe(2);
  });
});

describe('placeOrder: who may order, and how many open orders', () => {
  it('refuses an account without the client role', async () => {
    const oil = await product(5);
    const owner = await withRole('olga', 'owner');
    const ordered = await callFunction('placeOrder', owner.idToken, {
      lines: [{ productId: oil.id, quantity: 1 }],
    });
    expect(ordered).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    expect((await oil.get()).get('stock_quantity')).toBe(5);
  });

  it('holds at most shop_max_open_orders_per_client open orders per client; a cancelled one frees a place', async () => {
    await db
      .doc('settings_staff/shop_max_open_orders_per_client')
      .set({ key: 'shop_max_open_orders_per_client', value: 2, category: 'features', updated_by: 'test' });
    const oil = await product(10);
    const cleo = await signUp(unique('cleo'));
    const order = { lines: [{ productId: oil.id, quantity: 1 }] };
    const first = await callFunction('placeOrder', cleo.idToken, order);
    expect((await callFunction('placeOrder', cleo.idToken, order)).status).toBe(200);
    const third = await callFunction('placeOrder', cleo.idToken, order);
    expect(third).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', message: expect.stringMatching(/at most 2 per client/) },
    });
    expect((await oil.get()).get('stock_quantity')).toBe(8);
    await db.doc(`orders/${(first.result as { orderId: string }).orderId}`).update({ status: 'cancelled' });
    expect((await callFunction('placeOrder', cleo.idToken, order)).status).toBe(200);
    await db.doc('settings_staff/shop_max_open_orders_per_client').delete();
  });
});

describe('setOrderStatus', () => {
  it('moves an order to ready and picked up; a cancel before pickup puts the stock back once', async () => {
    const oil = await product(4);
    const [ana, olga] = await Promise.all([signUp(unique('ana')), withRole('olga', 'owner')]);
    const first = await callFunction('placeOrder', ana.idToken, {
      lines: [{ productId: oil.id, quantity: 3 }],
    });
    const { orderId } = first.result as { orderId: string };
    expect((await oil.get()).get('stock_quantity')).toBe(1);

    expect(await callFunction('setOrderStatus', ana.idToken, { orderId, status: 'cancelled' })).toMatchObject(
      {
        status: 403,
      },
    );
    expect(
      (await callFunction('setOrderStatus', olga.idToken, { orderId, status: 'ready_for_pickup' })).status,
    ).toBe(200);
    expect(
      (await callFunction('setOrderStatus', olga.idToken, { orderId, status: 'cancelled' })).status,
    ).toBe(200);
    expect((await oil.get()).get('stock_quantity')).toBe(4);
    const again = await callFunction('setOrderStatus', olga.idToken, { orderId, status: 'cancelled' });
    expect(again.error?.message).toBe('This order is already cancelled.');
    expect((await oil.get()).get('stock_quantity')).toBe(4);
    expect((await db.doc(`orders/${orderId}`).get()).data()).toMatchObject({
      status: 'cancelled',
      status_changed_by: olga.uid,
    });
  });

  it('lets an assistant change orders only with "manage services"', async () => {
    const oil = await product(1);
    const [ana, amy] = await Promise.all([signUp(unique('ana')), withRole('amy', 'assistant')]);
    const placed = await callFunction('placeOrder', ana.idToken, {
      lines: [{ productId: oil.id, quantity: 1 }],
    });
    const { orderId } = placed.result as { orderId: string };
    const refused = await callFunction('setOrderStatus', amy.idToken, {
      orderId,
      status: 'ready_for_pickup',
    });
    expect(refused).toMatchObject({
      status: 403,
      error: { message: 'Assistants need “manage services” to change orders.' },
    });
  });
});
