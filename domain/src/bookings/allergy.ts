import { readClientAllergies } from '../clients/allergies.ts';
import { type AllergenId, allergenLabels } from '../enums/allergens.ts';

/** What a booking uses: the service itself, a material or an add-on. */
export type AllergyItemKind = 'service' | 'material' | 'add_on';

/**
 * One booked item that meets one of the client's allergies. `match` says how: 'allergen' when the
 * item lists a studio allergen she has, 'free_text' when her typed allergy appears as words in
 * the item's name or description (a guess the warning says is one).
 */
export interface AllergyWarning {
  itemKind: AllergyItemKind;
  itemName: string;
  /** The allergen's label, or her free text as typed. */
  allergy: string;
  match: 'allergen' | 'free_text';
}

/** A catalogue entry as the check reads it; entries stored before the lists existed lack them. */
export interface AllergenBearing {
  name: string;
  description?: string | null;
  allergens?: readonly AllergenId[];
  free_of?: readonly AllergenId[];
}

/** What is being booked. */
export interface BookedItems {
  service: AllergenBearing | null | undefined;
  materials: readonly AllergenBearing[];
  addOns: readonly AllergenBearing[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `phrase` occurs in `text` as whole words, ignoring case ('gel' in 'Gel Polish', not in 'Angel'). */
function containsWords(text: string, phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (words === '') return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${words}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

function itemWarnings(
  itemKind: AllergyItemKind,
  item: AllergenBearing,
  allergies: ReturnType<typeof readClientAllergies>,
  replacedFreeOf: readonly AllergenId[] = [],
): AllergyWarning[] {
  const freeOf = new Set([...(item.free_of ?? []), ...replacedFreeOf]);
  const contained = new Set((item.allergens ?? []).filter((id) => !freeOf.has(id)));
  const byAllergen = allergies.allergens
    .filter((id) => contained.has(id))
    .map((id) => ({
      itemKind,
      itemName: item.name,
      allergy: allergenLabels[id],
      match: 'allergen' as const,
    }));
  const text = `${item.name} ${item.description ?? ''}`;
  const byWords = allergies.freeText
    .filter((allergy) => containsWords(text, allergy))
    .map((allergy) => ({ itemKind, itemName: item.name, allergy, match: 'free_text' as const }));
  return [...byAllergen, ...byWords];
}

/**
 * The allergy check of every booking, in the staff form and in createBooking alike: each booked
 * item (the service, then its materials, then its add-ons) that contains one of the client's
 * allergens by id (unless the item is free of it), or whose name or description names one of her
 * free-text allergies as whole words. Staff must acknowledge any warning to book.
 *
 * A service's allergens are those of the products it uses by default (a gel manicure's gel has
 * HEMA); a chosen material that is free of one replaces that product, so the service no longer
 * triggers it (a gel manicure with the HEMA-free gel). Other materials still warn on their own.
 */
export function allergyWarnings(booked: BookedItems, clientAllergies: readonly string[]): AllergyWarning[] {
  const allergies = readClientAllergies(clientAllergies);
  if (allergies.allergens.length === 0 && allergies.freeText.length === 0) return [];
  const replaced = booked.materials.flatMap((material) => material.free_of ?? []);
  return [
    ...(booked.service ? itemWarnings('service', booked.service, allergies, replaced) : []),
    ...booked.materials.flatMap((material) => itemWarnings('material', material, allergies)),
    ...booked.addOns.flatMap((addOn) => itemWarnings('add_on', addOn, allergies)),
  ];
}

const itemNouns: Record<AllergyItemKind, string> = {
  service: 'The service',
  material: 'The material',
  add_on: 'The add-on',
};

/** One warning in plain words, as the form, the booking panel and a refusal show it. */
export function allergyWarningText(warning: AllergyWarning): string {
  const item = `${itemNouns[warning.itemKind]} ${warning.itemName}`;
  return warning.match === 'allergen'
    ? `${item} contains ${warning.allergy}, which the client is allergic to.`
    : `${item} mentions "${warning.allergy}", a free-text allergy of the client's (a word match: check the product).`;
}

/** The add-ons a booking's selections chose, for the check. */
export function chosenAddOns<A extends { id: string }>(
  addOns: readonly A[],
  selections: readonly { add_on_id: string }[],
): A[] {
  return addOns.filter((addOn) => selections.some((selection) => selection.add_on_id === addOn.id));
}
