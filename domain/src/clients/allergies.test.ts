import { describe, expect, it } from 'vitest';
import {
  allergenOfEntry,
  allergyEntryLabel,
  allergyRemovalHistory,
  editedAllergies,
  nextAllergyRemovalKey,
  readClientAllergies,
  removedAllergies,
  withAllergen,
  withoutAllergen,
} from './allergies.ts';

describe('readClientAllergies', () => {
  it('reads ids, and old free text that spells an allergen, as that allergen', () => {
    expect(
      readClientAllergies(['latex', 'Acrylic monomer', 'acrylic-monomer', ' HEMA ', 'Cinnamon', '']),
    ).toEqual({
      allergens: ['latex', 'acrylic_monomer', 'hema'],
      freeText: ['Cinnamon'],
    });
  });

  it('keeps each free-text allergy once, as first typed', () => {
    expect(readClientAllergies(['Cinnamon ', 'cinnamon']).freeText).toEqual(['Cinnamon']);
  });

  it('names an allergen by its id or label only', () => {
    expect(allergenOfEntry('Formaldehyde')).toBe('formaldehyde');
    expect(allergenOfEntry('formaldehyde resin')).toBeNull();
    expect(allergyEntryLabel('dibutyl_phthalate')).toBe('Dibutyl phthalate (DBP)');
    expect(allergyEntryLabel(' Cinnamon ')).toBe('Cinnamon');
  });
});

describe('ticking allergens', () => {
  it('stores a ticked allergen by id once, keeping an old entry that names it', () => {
    expect(withAllergen(['Cinnamon'], 'latex')).toEqual(['Cinnamon', 'latex']);
    expect(withAllergen(['Latex'], 'latex')).toEqual(['Latex']);
  });

  it('unticking removes every entry that names the allergen', () => {
    expect(withoutAllergen(['Latex', 'latex', 'Cinnamon'], 'latex')).toEqual(['Cinnamon']);
  });
});

describe('the removal record', () => {
  it('names the entries an edit removes, each once', () => {
    expect(removedAllergies(['latex', 'Cinnamon', 'latex'], ['Cinnamon', 'hema'])).toEqual(['latex']);
    expect(removedAllergies(['latex'], ['latex', 'hema'])).toEqual([]);
  });

  it('keys the next removal by the count so far, and lists them in order', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    const removals = {
      '1': { allergies: ['hema'], removed_by: 'owner', removed_at: at(2) },
      '0': { allergies: ['latex'], removed_by: 'owner', removed_at: at(1) },
    };
    expect(nextAllergyRemovalKey({})).toBe('0');
    expect(nextAllergyRemovalKey(removals)).toBe('2');
    expect(allergyRemovalHistory(removals).map((r) => r.allergies[0])).toEqual(['latex', 'hema']);
  });
});

describe('editedAllergies', () => {
  it("applies the form's removals and additions to the profile as it stands now", () => {
    // The form loaded latex and hema; staff removed hema and added toluene; meanwhile the client added nickel.
    expect(editedAllergies(['latex', 'hema', 'nickel'], ['latex', 'hema'], ['latex', 'toluene'])).toEqual({
      allergies: ['latex', 'nickel', 'toluene'],
      removed: ['hema'],
    });
  });

  it('records no removal of an entry already gone, and adds nothing twice', () => {
    expect(editedAllergies(['latex'], ['latex', 'hema'], ['latex'])).toEqual({
      allergies: ['latex'],
      removed: [],
    });
    expect(editedAllergies(['latex', 'hema'], ['latex'], ['latex', 'hema'])).toEqual({
      allergies: ['latex', 'hema'],
      removed: [],
    });
  });
});
