import type { PlaceOrderRequest, PlaceOrderResponse } from '@studio/domain';
import { callFunction } from '../../../lib/firebase/index.ts';

/** Reserves the cart (functions/src/shop/place-order.ts): stock is checked and taken in one transaction. */
export async function placeOrder(input: PlaceOrderRequest): Promise<PlaceOrderResponse> {
  return callFunction<PlaceOrderRequest, PlaceOrderResponse>('placeOrder', input);
}
