import { z } from 'zod';

/**
 * The studio's allergen list: the substances in nail products that clients react to. Services,
 * materials and add-ons name the ones they contain by these ids, and a client's allergies are
 * chosen from the same list, so the allergy check matches ids, never words in product names.
 * The ids are stored: add new ones at will, never rename one.
 */
export const allergenIds = [
  'hema',
  'acrylates',
  'acrylic_monomer',
  'cyanoacrylate',
  'latex',
  'formaldehyde',
  'toluene',
  'dibutyl_phthalate',
  'camphor',
  'nickel',
  'fragrance',
] as const;
export const allergenIdSchema = z.enum(allergenIds);
export type AllergenId = z.infer<typeof allergenIdSchema>;

export const allergenLabels: Record<AllergenId, string> = {
  hema: 'HEMA',
  acrylates: 'Other acrylates',
  acrylic_monomer: 'Acrylic monomer',
  cyanoacrylate: 'Cyanoacrylate (nail glue)',
  latex: 'Latex',
  formaldehyde: 'Formaldehyde',
  toluene: 'Toluene',
  dibutyl_phthalate: 'Dibutyl phthalate (DBP)',
  camphor: 'Camphor',
  nickel: 'Nickel',
  fragrance: 'Fragrance',
};

/** The most allergens one list may name: the whole studio list. */
export const maxAllergens = allergenIds.length;

/**
 * A catalogue entry's allergen list: ids from the studio list, each once. Entries stored before
 * the field existed read as [] (they contain nothing the studio has named).
 */
export const allergenListSchema = z
  .array(allergenIdSchema)
  .max(maxAllergens)
  .refine((ids) => new Set(ids).size === ids.length, 'An allergen is named twice')
  .default([]);
