import { z } from 'zod';
import { defaultProductCategory, productCategorySchema } from '../enums/catalog.ts';
import { dollarText, imageUrlText, optionalDollarText, wholeNumberText } from '../forms/form-fields.ts';
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

/** The largest amount and counts firestore.rules accept for a product. */
const maxDollars = 100000;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Keep it to ${max} characters or fewer`)
    .transform((text) => text.trim() || null);

/**
 * The dialog's values read as a product, or the reasons they cannot be one: a product is sold,
 * so its price must be more than $0; counts are whole numbers; the image is an https: address.
 * The sizes are the ones firestore.rules allow, so a save never bounces on a permission error.
 */
export const productFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the product’s name').max(200, 'Keep it to 200 characters or fewer'),
  description: optionalText(5000),
  category: productCategorySchema.catch(defaultProductCategory),
  price: dollarText({ min: 0, aboveMin: true, max: maxDollars }),
  compare_at_price: optionalDollarText({ min: 0, max: maxDollars }),
  stock_quantity: wholeNumberText({ min: 0, max: 1000000 }),
  image_url: imageUrlText,
  featured: z.boolean(),
  is_active: z.boolean(),
  display_order: wholeNumberText({ min: 0, max: 100000 }),
}) satisfies z.ZodType<Product, unknown>;

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
