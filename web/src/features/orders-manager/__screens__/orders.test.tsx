// The staff Orders screen: every shop order, newest first and live, each with who, what, the total
// and its status; the moves the domain allows from that status go through the setOrderStatus
// callable, whose stand-in here decides with the same domain rule (orderStatusRefusal) and writes
// what the function writes (the function itself, with the stock put back on a cancel:
// functions/test/firestore/orders.test.ts). A cancel asks first. An assistant without "manage
// services" sees the orders and no moves; an order that does not match its schema is named in a
// notice while the others still show.
import { orderStatusRefusal, orderStatusSchema, setOrderStatusRequestSchema } from '@studio/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCallable, CallableRefusal, callableRequests } from '../../../testing/screens/callables.ts';
import { people, renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore } from '../../../testing/screens/seed.ts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

function order(clientName: string, status: string, createdAt: Date) {
  return {
    client_id: `screens-orders-${clientName.split(' ')[0]?.toLowerCase()}`,
    client_name: clientName,
    client_email: null,
    lines: [
      {
        product_id: 'screens-orders-oil',
        name: 'Orders Cuticle Oil',
        unit_price_cents: 1200,
        quantity: 2,
        line_cents: 2400,
      },
    ],
    subtotal_cents: 2400,
    tax_rate_percent: 0,
    tax_cents: 0,
    shipping_cents: 0,
    total_cents: 2400,
    fulfilment: 'pickup',
    shipping_address: null,
    status,
    created_at: createdAt,
    status_changed_by: null,
    status_changed_at: null,
  };
}

beforeAll(async () => {
  await seed({
    'orders/screens-orders-rae': order('Rae Orders', 'reserved', minutesAgo(5)),
    'orders/screens-orders-una': order('Una Orders', 'picked_up', minutesAgo(50)),
    // No lines: the schema refuses it, and the screen names it instead of failing.
    'orders/screens-orders-odd': { ...order('Odd Orders', 'reserved', minutesAgo(20)), lines: [] },
  });
  answerCallable('setOrderStatus', async (data) => {
    const input = setOrderStatusRequestSchema.parse(data);
    const ref = doc(seedingFirestore(), 'orders', input.orderId);
    const from = orderStatusSchema.parse((await getDoc(ref)).get('status'));
    const refusal = orderStatusRefusal(from, input.status);
    if (refusal) throw new CallableRefusal('FAILED_PRECONDITION', refusal);
    await updateDoc(ref, {
      status: input.status,
      status_changed_by: people.owner.uid,
      status_changed_at: new Date(),
    });
    return null;
  });
});

const orderRow = (name: string) => screen.getByRole('listitem', { name: `Order of ${name}` });
const stored = async (id: string) => (await getDoc(doc(seedingFirestore(), 'orders', id))).data() ?? {};

describe('the Orders screen', () => {
  it('lists the orders with their items, totals and statuses; an unreadable one is named, not shown', async () => {
    await renderStaffScreen('/dashboard/orders');
    await screen.findByRole('heading', { name: 'Orders' });
    const rae = await waitFor(() => orderRow('Rae Orders'));
    expect(rae.textContent).toContain('Orders Cuticle Oil');
    expect(rae.textContent).toContain('$24.00');
    expect(rae.textContent).toContain('Reserved');
    expect(orderRow('Una Orders').textContent).toContain('Picked up');
    // Newest first.
    const names = screen
      .getAllByRole('listitem', { name: /^Order of .* Orders$/ })
      .map((row) => row.getAttribute('aria-label'));
    expect(names).toEqual(['Order of Rae Orders', 'Order of Una Orders']);
    expect(screen.queryByRole('listitem', { name: 'Order of Odd Orders' })).toBeNull();
    await screen.findByText('orders/screens-orders-odd');
    // A picked-up order has no moves left.
    expect(within(orderRow('Una Orders')).queryAllByRole('button')).toEqual([]);
  });

  it('Ready for pickup moves an order on; Cancel asks first, then cancels it', async () => {
    const { user } = await renderStaffScreen('/dashboard/orders');
    const ready = await waitFor(() =>
      within(orderRow('Rae Orders')).getByRole('button', { name: 'Ready for pickup' }),
    );
    await user.click(ready);
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Order marked ready for pickup'));
    expect(callableRequests.filter((r) => r.name === 'setOrderStatus').at(-1)?.data).toEqual({
      orderId: 'screens-orders-rae',
      status: 'ready_for_pickup',
    });
    // The row follows the stored order, live.
    await waitFor(() => expect(orderRow('Rae Orders').textContent).toContain('Ready for pickup'));
    expect(await stored('screens-orders-rae')).toMatchObject({ status: 'ready_for_pickup' });

    await user.click(within(orderRow('Rae Orders')).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(confirm.textContent).toContain(
      'The order of Rae Orders will be cancelled and its items put back in stock.',
    );
    // Keeping it changes nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull());
    expect(await stored('screens-orders-rae')).toMatchObject({ status: 'ready_for_pickup' });

    await user.click(within(orderRow('Rae Orders')).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Order cancelled'));
    await waitFor(() => expect(orderRow('Rae Orders').textContent).toContain('Cancelled'));
    expect(await stored('screens-orders-rae')).toMatchObject({ status: 'cancelled' });
  });

  it('an assistant without "manage services" sees the orders and no moves', async () => {
    await renderStaffScreen('/dashboard/orders', { as: 'assistant' });
    await screen.findByText(/Your account may view orders but not change them/);
    await waitFor(() => orderRow('Una Orders'));
    expect(screen.queryByRole('button', { name: 'Ready for pickup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
