import { z } from 'zod';
import { productCategorySchema } from '../enums/catalog.ts';
import { displayOrderSchema, moneySchema, requiredTextSchema } from './fields.ts';

/** products/{id}. */
export const productSchema = z.object({
  name: requiredTextSchema,
  description: z.string().nullable().default(null),
  category: productCategorySchema,
  price: moneySchema,
  compare_at_price: moneySchema.nullable().default(null),
  stock_quantity: z.number().int().min(0),
  image_url: z.string().nullable().default(null),
  featured: z.boolean(),
  is_active: z.boolean(),
  display_order: displayOrderSchema,
});
export type Product = z.output<typeof productSchema>;
