import { type AllergenId, allergenIds, allergenLabels } from '../enums/allergens.ts';

/**
 * A client's allergies as the allergy check reads them: the studio allergens she has (matched by
 * id) and the rest as she or staff typed it (matched by words, and said to be a free-text match).
 */
export interface ClientAllergies {
  allergens: AllergenId[];
  freeText: string[];
}

const spelling = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase()
    .replace(/[\s_-]+/g, ' ');

const allergenBySpelling = new Map<string, AllergenId>(
  allergenIds.flatMap((id) => [
    [spelling(id), id],
    [spelling(allergenLabels[id]), id],
  ]),
);

/**
 * The studio allergen a stored entry names: its id ('acrylic_monomer'), or its label as typed
 * before the list existed ('Acrylic monomer', 'latex'), ignoring case, spaces, - and _.
 */
export function allergenOfEntry(entry: string): AllergenId | null {
  return allergenBySpelling.get(spelling(entry)) ?? null;
}

/** Stored profile entries → the allergens and the free text, each once, blank entries dropped. */
export function readClientAllergies(entries: readonly string[]): ClientAllergies {
  const allergens = new Set<AllergenId>();
  const freeText: string[] = [];
  for (const entry of entries) {
    const allergen = allergenOfEntry(entry);
    if (allergen) allergens.add(allergen);
    else if (entry.trim() && !freeText.some((t) => spelling(t) === spelling(entry)))
      freeText.push(entry.trim());
  }
  return { allergens: [...allergens], freeText };
}

/** How an entry reads to people: an allergen's label, or the free text as typed. */
export function allergyEntryLabel(entry: string): string {
  const allergen = allergenOfEntry(entry);
  return allergen ? allergenLabels[allergen] : entry.trim();
}

/** The entries with an allergen ticked: stored by its id, unless an entry already names it. */
export function withAllergen(entries: readonly string[], allergen: AllergenId): string[] {
  return entries.some((entry) => allergenOfEntry(entry) === allergen) ? [...entries] : [...entries, allergen];
}

/** The entries with an allergen unticked: every entry that names it goes (staff only). */
export function withoutAllergen(entries: readonly string[], allergen: AllergenId): string[] {
  return entries.filter((entry) => allergenOfEntry(entry) !== allergen);
}

/**
 * The stored entries an edit removes, each once: what a staff edit must record in
 * allergies_removed, and what a client's edit may never contain.
 */
export function removedAllergies(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return [...new Set(before.filter((entry) => !kept.has(entry)))];
}

/**
 * The key of the next allergies_removed entry: the count so far, as the rules demand, so two
 * staff saving at once cannot both write it (the second is refused).
 */
export function nextAllergyRemovalKey(removals: Readonly<Record<string, unknown>>): string {
  return String(Object.keys(removals).length);
}

/** The removal history, oldest first. */
export function allergyRemovalHistory<R extends { removed_at: Date }>(
  removals: Readonly<Record<string, R>>,
): R[] {
  return Object.entries(removals)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, removal]) => removal);
}

/**
 * A staff edit of the allergies, applied to the profile as it stands now rather than as the form
 * loaded it: the entries the form removed go (and are the removal to record), the ones it added
 * join, and anything the client added meanwhile stays.
 */
export function editedAllergies(
  current: readonly string[],
  loaded: readonly string[],
  edited: readonly string[],
): { allergies: string[]; removed: string[] } {
  const removed = removedAllergies(loaded, edited).filter((entry) => current.includes(entry));
  const added = edited.filter((entry) => !loaded.includes(entry) && !current.includes(entry));
  return { allergies: [...current.filter((entry) => !removed.includes(entry)), ...added], removed };
}
