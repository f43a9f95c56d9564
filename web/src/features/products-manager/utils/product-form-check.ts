import {
  coerceProductForm,
  moneySchema,
  type Product,
  type ProductFormValues,
  productSchema,
} from '@studio/domain';
import { z } from 'zod';
import { issueMessages } from '../../../utils/form-issues.ts';

const maxMoney = 100000;

/** Domain's product schema with the sizes firestore.rules allow, so a save never bounces. */
const savableProductSchema = productSchema.extend({
  name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  description: z.string().max(5000, 'At most 5000 characters').nullable(),
  price: moneySchema.max(maxMoney, `At most $${maxMoney}`),
  compare_at_price: moneySchema.max(maxMoney, `At most $${maxMoney}`).nullable(),
  stock_quantity: z.number().int().min(0).max(1000000, 'At most 1000000'),
  display_order: z.number().int().min(0).max(100000, 'At most 100000'),
  image_url: z.string().max(2000, 'The image address is too long').nullable(),
});

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

export type ProductCheck = { ok: true; product: Product } | { ok: false; problems: string[] };

/**
 * The dialog's values coerced as spec §5 says (numbers, empty compare-at → null, category
 * fallback), then checked; each failed rule is one problem line, shown as its own toast.
 */
export function checkProductForm(values: ProductFormValues): ProductCheck {
  const parsed = savableProductSchema.safeParse(coerceProductForm(values));
  return parsed.success
    ? { ok: true, product: parsed.data }
    : { ok: false, problems: issueMessages(parsed.error.issues, productFieldLabels) };
}
