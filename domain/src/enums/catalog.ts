import { z } from 'zod';

/** Product categories (spec §5); nail_care is the form's default. */
export const productCategories = ['nail_care', 'polish', 'tools', 'accessories', 'gift_sets'] as const;
export const productCategorySchema = z.enum(productCategories);
export type ProductCategory = z.infer<typeof productCategorySchema>;
export const defaultProductCategory: ProductCategory = 'nail_care';
export const productCategoryLabels: Record<ProductCategory, string> = {
  nail_care: 'Nail Care',
  polish: 'Polish',
  tools: 'Tools',
  accessories: 'Accessories',
  gift_sets: 'Gift Sets',
};

/** A material's price add-on: flat dollars or a percent of the service price. */
export const priceModifierTypes = ['flat', 'percent'] as const;
export const priceModifierTypeSchema = z.enum(priceModifierTypes);
export type PriceModifierType = z.infer<typeof priceModifierTypeSchema>;

/** The booking wizard's first step (spec §2): consultation is labelled "I Don't Know". */
export const bookingInterestCategories = ['manicure', 'pedicure', 'consultation'] as const;
export const bookingInterestCategorySchema = z.enum(bookingInterestCategories);
export type BookingInterestCategory = z.infer<typeof bookingInterestCategorySchema>;
export const bookingInterestCategoryLabels: Record<BookingInterestCategory, string> = {
  manicure: 'Manicure',
  pedicure: 'Pedicure',
  consultation: "I Don't Know",
};
