// setOrderStatus: staff who manage the shop (owner, or an assistant with "manage services", as for
// products) move an order along reserved → ready for pickup → picked up, or cancel it before
// pickup (marking it ready tells her, by the one client-message writer). A cancel puts each line's quantity back on its product in the same transaction, so the
// stock and the order can never disagree; that is why browsers do not write orders directly.
import {
  collections,
  type Order,
  type OrderStatus,
  orderSchema,
  orderStatusRefusal,
  setOrderStatusRequestSchema,
} from '@studio/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { ClientAccountLookup } from '../notifications/client-accounts.ts';
import { queueClientMessage } from '../notifications/queue-client-message.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireStaffPermission } from '../shared/staff-permission.ts';

/** The change, in one transaction; exported for the Firestore tests. */
export async function setOrderStatusFor(
  firestore: Firestore,
  staffUid: string,
  input: { orderId: string; status: OrderStatus },
  now: Date,
  accounts?: ClientAccountLookup,
): Promise<void> {
  const orderRef = firestore.collection(collections.orders).doc(input.orderId);
  const order = await firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw new HttpsError('not-found', 'That order no longer exists.');
    const order = orderSchema.safeParse(snapshot.data());
    if (!order.success)
      throw new HttpsError('failed-precondition', 'That order cannot be read; ask the owner.');
    const refusal = orderStatusRefusal(order.data.status, input.status);
    if (refusal) throw new HttpsError('failed-precondition', refusal);
    if (input.status === 'cancelled') {
      // A product deleted since the order has no stock to return to.
      const products = await tx.getAll(
        ...order.data.lines.map((l) => firestore.collection(collections.products).doc(l.product_id)),
      );
      order.data.lines.forEach((line, i) => {
        const product = products[i];
        if (product?.exists) tx.update(product.ref, { stock_quantity: FieldValue.increment(line.quantity) });
      });
    }
    tx.update(orderRef, { status: input.status, status_changed_by: staffUid, status_changed_at: now });
    return order.data;
  });
  // Only an order she collects: a shipped one is not waiting for her at the studio.
  if (input.status === 'ready_for_pickup' && order.fulfilment === 'pickup')
    await tellOrderReady(firestore, input.orderId, order, now, accounts);
}

/**
 * She hears that her order is ready (issue 29 item 10), once: the message id is the order's, so
 * marking it ready again after a retry sends nothing more. A message that cannot go (no confirmed
 * contact, today's limit) is logged by the writer and never undoes the status.
 */
async function tellOrderReady(
  firestore: Firestore,
  orderId: string,
  order: Order,
  now: Date,
  accounts: ClientAccountLookup | undefined,
) {
  await queueClientMessage(
    firestore,
    order.client_id,
    {
      kind: 'order_ready',
      items: order.lines.map((line) => `${line.quantity} × ${line.name}`),
      totalCents: order.total_cents,
    },
    { id: `order-ready-${orderId}`, now, ...(accounts ? { accounts } : {}) },
  ).catch((error: unknown) => logger.error(`Order ${orderId} is ready, but its message failed`, error));
}

export const setOrderStatus = onCall(async (request) => {
  const staff = await requireStaffPermission(
    db,
    request.auth,
    'permissions_assistant_manage_services',
    'Assistants need “manage services” to change orders.',
  );
  const input = decodeRequest(setOrderStatusRequestSchema, request.data);
  await setOrderStatusFor(db, staff.uid, input, new Date());
});
