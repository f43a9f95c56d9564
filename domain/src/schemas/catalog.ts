import { z } from 'zod';
import { allergenListSchema } from '../enums/allergens.ts';
import { priceModifierTypeSchema } from '../enums/catalog.ts';
import { displayOrderSchema, documentIdSchema, moneySchema, requiredTextSchema } from './fields.ts';

/** service_categories/{id}: the home page's cards. icon is an emoji shown as is. */
export const serviceCategorySchema = z.object({
  name: requiredTextSchema,
  description: z.string().nullable().default(null),
  icon: z.string().nullable().default(null),
  display_order: displayOrderSchema,
  is_active: z.boolean(),
});
export type ServiceCategory = z.output<typeof serviceCategorySchema>;

/** The most materials one service may name (firestore.rules checks each entry up to this cap). */
export const maxCompatibleMaterials = 20;

/**
 * The materials a service may be booked with, by id, each once. Empty means every material
 * (services stored before the field existed read as []); see catalog/compatibility.ts.
 */
export const compatibleMaterialIdsSchema = z
  .array(documentIdSchema)
  .max(maxCompatibleMaterials, `At most ${maxCompatibleMaterials} materials`)
  .refine((ids) => new Set(ids).size === ids.length, 'A material is named twice')
  .default([]);

/**
 * What a service, material or add-on contains from the studio's allergen list, and what its
 * product is sold as free of. free_of wins: a "HEMA-free" gel never warns a client allergic to
 * HEMA, even when HEMA is also ticked by mistake or inherited from an older entry.
 */
const allergenFields = {
  allergens: allergenListSchema,
  free_of: allergenListSchema,
};

/**
 * services/{id}: parent_category holds a category's name (not its id), as in the spec;
 * compatible_material_ids lists material ids ([] = all materials).
 */
export const serviceSchema = z.object({
  name: requiredTextSchema,
  description: z.string().nullable().default(null),
  parent_category: z.string().nullable().default(null),
  subcategory: z.string().nullable().default(null),
  base_price: moneySchema,
  show_starting_price: z.boolean(),
  duration_minutes: z.number().int().min(0),
  /**
   * Clean-up after the visit (issue 31): the member's time stays blocked this long after it.
   * Optional, not defaulted, so a service read and saved back does not gain a key the rules do
   * not take yet; read it through serviceBufferMinutes (missing = 0).
   */
  buffer_minutes: z.number().int().min(0).max(1440).optional(),
  display_order: displayOrderSchema,
  is_active: z.boolean(),
  compatible_material_ids: compatibleMaterialIdsSchema,
  ...allergenFields,
});
export type Service = z.output<typeof serviceSchema>;

/** A service's clean-up minutes; services stored before buffers existed have none. */
export function serviceBufferMinutes(service: { buffer_minutes?: number | undefined }): number {
  return service.buffer_minutes ?? 0;
}

/** materials/{id}: price_modifier is dollars when flat, a percent of the service otherwise. */
export const materialSchema = z.object({
  name: requiredTextSchema,
  description: z.string().nullable().default(null),
  price_modifier: z.number().finite(),
  price_modifier_type: priceModifierTypeSchema,
  duration_modifier_minutes: z.number().int(),
  display_order: displayOrderSchema,
  is_active: z.boolean(),
  ...allergenFields,
});
export type Material = z.output<typeof materialSchema>;

/** One choice inside an add-on; its id is unique within the add-on (options are nested, not a collection). */
export const serviceAddOnOptionSchema = z.object({
  id: z.string().min(1),
  label: requiredTextSchema,
  price_modifier: z.number().finite(),
});
export type ServiceAddOnOption = z.output<typeof serviceAddOnOptionSchema>;

/** service_add_ons/{id}: type is free text chosen by staff (e.g. 'Nail Art', 'Repair'). */
export const serviceAddOnSchema = z.object({
  service_id: documentIdSchema,
  name: requiredTextSchema,
  type: z.string(),
  is_required: z.boolean(),
  is_active: z.boolean(),
  display_order: displayOrderSchema,
  options: z.array(serviceAddOnOptionSchema).default([]),
  /** What the add-on's products contain (a glue, a polish), whichever option is chosen. */
  ...allergenFields,
});
export type ServiceAddOn = z.output<typeof serviceAddOnSchema>;
