import { defaultProductCategory, type ProductCategory, productCategorySchema } from '../enums/catalog.ts';
import type { Product } from '../schemas/shop.ts';

/** The product dialog's fields as the inputs hold them: numbers arrive as text. */
export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  price: string | number;
  compare_at_price: string | number | null;
  stock_quantity: string | number;
  image_url: string;
  featured: boolean;
  is_active: boolean;
  display_order: string | number;
}

/** A new product: category nail_care, active, not featured (spec §5). */
export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    category: defaultProductCategory,
    price: '',
    compare_at_price: '',
    stock_quantity: '0',
    image_url: '',
    featured: false,
    is_active: true,
    display_order: '0',
  };
}

function toNumber(value: string | number | null): number {
  if (typeof value === 'number') return value;
  if (value === null || value.trim() === '') return Number.NaN;
  // Number(), not parseFloat: '12abc' is not a number, it is a typo.
  return Number(value.trim());
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** Whole number, minimum 0; anything non-numeric or not finite becomes 0 (spec §5). */
export function coerceCount(value: string | number | null): number {
  const n = toNumber(value);
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/** Dollars to the cent, minimum 0; anything non-numeric becomes 0 (spec §5). */
export function coercePrice(value: string | number | null): number {
  const n = toNumber(value);
  return Number.isFinite(n) ? Math.max(0, toCents(n)) : 0;
}

/** Empty (or not a number) becomes null: a compare-at price is optional (spec §5). */
export function coerceCompareAtPrice(value: string | number | null): number | null {
  const n = toNumber(value);
  return Number.isFinite(n) ? Math.max(0, toCents(n)) : null;
}

function coerceCategory(value: string): ProductCategory {
  const parsed = productCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : defaultProductCategory;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The product as saved from the dialog's values. */
export function coerceProductForm(values: ProductFormValues): Product {
  return {
    name: values.name.trim(),
    description: orNull(values.description),
    category: coerceCategory(values.category),
    price: coercePrice(values.price),
    compare_at_price: coerceCompareAtPrice(values.compare_at_price),
    stock_quantity: coerceCount(values.stock_quantity),
    image_url: orNull(values.image_url),
    featured: values.featured,
    is_active: values.is_active,
    display_order: coerceCount(values.display_order),
  };
}

/** The dialog's values for an existing product (Edit Product). */
export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    category: product.category,
    price: String(product.price),
    compare_at_price: product.compare_at_price === null ? '' : String(product.compare_at_price),
    stock_quantity: String(product.stock_quantity),
    image_url: product.image_url ?? '',
    featured: product.featured,
    is_active: product.is_active,
    display_order: String(product.display_order),
  };
}
