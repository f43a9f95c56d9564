import { formatMoney } from '@studio/domain';

export interface PriceDisplay {
  price: string;
  /** The struck-through compare-at price, only when it is above the price. */
  compareAt: string | null;
}

export function productPrice(product: { price: number; compare_at_price: number | null }): PriceDisplay {
  const compare = product.compare_at_price;
  return {
    price: formatMoney(product.price),
    compareAt: compare !== null && compare > product.price ? formatMoney(compare) : null,
  };
}

export function isOutOfStock(product: { stock_quantity: number }): boolean {
  return product.stock_quantity <= 0;
}
