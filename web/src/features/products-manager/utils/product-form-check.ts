import {
  type FieldProblems,
  fieldProblems,
  type Product,
  type ProductFormValues,
  productFormSchema,
} from '@studio/domain';

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

export type ProductCheck = { ok: true; product: Product } | { ok: false; problems: FieldProblems };

/** The dialog's values read as a product, or each field's problem in plain words. */
export function checkProductForm(values: ProductFormValues): ProductCheck {
  const parsed = productFormSchema.safeParse(values);
  return parsed.success
    ? { ok: true, product: parsed.data }
    : { ok: false, problems: fieldProblems(parsed.error.issues) };
}
