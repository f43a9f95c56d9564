// setOrderStatus: staff who manage the shop (owner, or an assistant with "manage services", as for
// products) move an order along reserved → ready for pickup → picked up, or cancel it before
// pickup. A cancel puts each line's quantity back on its product in the same transaction, so the
// stock and the order can never disagree; that is why browsers do not write orders directly.
import {
  collections,
  type OrderStatus,
  orderSchema,
  orderStatusRefusal,
  setOrderStatusRequestSchema,
} from '@studio/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireStaffPermission } from '../shared/staff-permission.ts';

/** The change, in one transaction; exported for the Firestore tests. */
export async function setOrderStatusFor(
  firestore: Firestore,
  staffUid: string,
  input: { orderId: string; status: OrderStatus },
  now: Date,
): Promise<void> {
  const orderRef = firestore.collection(collections.orders).doc(input.orderId);
  await firestore.runTransaction(async (tx) => {
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
  });
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
