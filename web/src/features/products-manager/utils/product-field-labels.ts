import type { Product } from '@studio/domain';

/** Each product field's label, for the refusal's toast. */
export const productFieldLabels: Record<keyof Product, string> = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  price: 'Price',
  compare_at_price: 'Compare-at price',
  stock_quantity: 'Stock quantity',
  image_url: 'Image',
  featured: 'Featured',
  is_active: 'Active',
  display_order: 'Display order',
};
