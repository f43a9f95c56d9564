import type { PlaceOrderRequest, PlaceOrderResponse } from '@studio/domain';
import { loadFunctions } from '../../../lib/firebase/index.ts';

/** Reserves the cart (functions/src/shop/place-order.ts): stock is checked and taken in one transaction. */
export async function placeOrder(input: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  const [functions, { httpsCallable }] = await Promise.all([loadFunctions(), import('firebase/functions')]);
  const { data } = await httpsCallable<PlaceOrderRequest, PlaceOrderResponse>(functions, 'placeOrder')(input);
  return data;
}
