import { describe, expect, it } from 'vitest';
import { type AllergenBearing, allergyWarnings, allergyWarningText, chosenAddOns } from './allergy.ts';

const gelManicure: AllergenBearing = { name: 'Gel Manicure', description: 'Gel colour', allergens: ['hema'] };
const acrylicSet: AllergenBearing = { name: 'Acrylic Full Set', allergens: ['acrylic_monomer', 'acrylates'] };
const gelPolish: AllergenBearing = { name: 'Gel Polish', allergens: ['hema', 'acrylates'] };
const hemaFreeGel: AllergenBearing = {
  name: 'Hypoallergenic Gel',
  description: 'HEMA-free gel for sensitive skin.',
  allergens: ['acrylates'],
  free_of: ['hema'],
};
const nailArt: AllergenBearing = { name: 'Nail Art', allergens: ['cyanoacrylate'] };
const none = { service: null, materials: [], addOns: [] };

describe('allergyWarnings by studio allergen', () => {
  it('warns of the service itself', () => {
    expect(allergyWarnings({ ...none, service: acrylicSet }, ['acrylic_monomer'])).toEqual([
      { itemKind: 'service', itemName: 'Acrylic Full Set', allergy: 'Acrylic monomer', match: 'allergen' },
    ]);
  });

  it('warns of each material and add-on that contains one of her allergens', () => {
    expect(
      allergyWarnings({ service: null, materials: [gelPolish, hemaFreeGel], addOns: [nailArt] }, [
        'acrylates',
        'cyanoacrylate',
      ]),
    ).toEqual([
      { itemKind: 'material', itemName: 'Gel Polish', allergy: 'Other acrylates', match: 'allergen' },
      { itemKind: 'material', itemName: 'Hypoallergenic Gel', allergy: 'Other acrylates', match: 'allergen' },
      { itemKind: 'add_on', itemName: 'Nail Art', allergy: 'Cyanoacrylate (nail glue)', match: 'allergen' },
    ]);
  });

  it('never warns of a product free of the allergen, even one that lists it', () => {
    const confused = { ...hemaFreeGel, allergens: ['hema' as const] };
    expect(allergyWarnings({ ...none, materials: [hemaFreeGel, confused] }, ['hema'])).toEqual([]);
  });

  it('lets a chosen free-of material replace the service default, but not another material', () => {
    expect(allergyWarnings({ ...none, service: gelManicure, materials: [hemaFreeGel] }, ['hema'])).toEqual(
      [],
    );
    expect(
      allergyWarnings({ ...none, service: gelManicure, materials: [hemaFreeGel, gelPolish] }, ['hema']),
    ).toEqual([{ itemKind: 'material', itemName: 'Gel Polish', allergy: 'HEMA', match: 'allergen' }]);
    expect(allergyWarnings({ ...none, service: gelManicure }, ['hema'])).toEqual([
      { itemKind: 'service', itemName: 'Gel Manicure', allergy: 'HEMA', match: 'allergen' },
    ]);
  });

  it('matches allergens by id, not by the words of a name', () => {
    // "HEMA-free" in the description names HEMA, but the gel does not contain it.
    expect(allergyWarnings({ ...none, materials: [hemaFreeGel] }, ['HEMA'])).toEqual([]);
    expect(allergyWarnings({ ...none, materials: [{ name: 'Latex-look Topcoat' }] }, ['latex'])).toEqual([]);
  });

  it('reads entries stored before the list as the allergen they spell', () => {
    expect(
      allergyWarnings({ ...none, service: acrylicSet }, ['Acrylic Monomer ']).map((w) => w.match),
    ).toEqual(['allergen']);
  });

  it('reads catalogue entries stored before the lists as containing nothing', () => {
    expect(allergyWarnings({ ...none, service: { name: 'Old service' } }, ['hema'])).toEqual([]);
  });
});

describe('allergyWarnings by free text', () => {
  const materials = [
    { name: 'Acrylic Powder', description: 'Classic acrylic system' },
    { name: 'Angel Dust Glitter', description: null },
    { name: 'Hard Gel' },
  ];

  it('matches whole words in any item, ignoring case, and says it is a free-text match', () => {
    expect(allergyWarnings({ ...none, materials }, ['ACRYLIC'])).toEqual([
      { itemKind: 'material', itemName: 'Acrylic Powder', allergy: 'ACRYLIC', match: 'free_text' },
    ]);
    expect(allergyWarnings({ service: { name: 'Gel Manicure' }, materials, addOns: [] }, ['gel'])).toEqual([
      { itemKind: 'service', itemName: 'Gel Manicure', allergy: 'gel', match: 'free_text' },
      { itemKind: 'material', itemName: 'Hard Gel', allergy: 'gel', match: 'free_text' },
    ]);
  });

  it('does not match inside a word', () => {
    expect(allergyWarnings({ ...none, materials }, ['Ange', 'acryl', 'powder dust'])).toEqual([]);
  });

  it('matches phrases and the description, trims the allergy and ignores blank ones', () => {
    expect(allergyWarnings({ ...none, materials }, ['  acrylic   system ', '', '  '])).toEqual([
      { itemKind: 'material', itemName: 'Acrylic Powder', allergy: 'acrylic   system', match: 'free_text' },
    ]);
  });

  it('treats regular-expression characters as text', () => {
    expect(
      allergyWarnings({ ...none, materials: [{ name: 'Latex (natural)' }] }, ['latex (natural)', '.*']),
    ).toEqual([
      { itemKind: 'material', itemName: 'Latex (natural)', allergy: 'latex (natural)', match: 'free_text' },
    ]);
  });

  it('warns of nothing for a client without allergies', () => {
    expect(allergyWarnings({ service: acrylicSet, materials, addOns: [nailArt] }, [])).toEqual([]);
  });
});

describe('allergyWarningText', () => {
  it('says what contains what, and when it is only a word match', () => {
    expect(
      allergyWarningText({
        itemKind: 'service',
        itemName: 'Acrylic Full Set',
        allergy: 'Acrylic monomer',
        match: 'allergen',
      }),
    ).toBe('The service Acrylic Full Set contains Acrylic monomer, which the client is allergic to.');
    expect(
      allergyWarningText({ itemKind: 'material', itemName: 'Hard Gel', allergy: 'gel', match: 'free_text' }),
    ).toBe(
      'The material Hard Gel mentions "gel", a free-text allergy of the client\'s (a word match: check the product).',
    );
  });
});

describe('chosenAddOns', () => {
  it('keeps the add-ons the selections name', () => {
    const addOns = [{ id: 'a' }, { id: 'b' }];
    expect(chosenAddOns(addOns, [{ add_on_id: 'b' }])).toEqual([{ id: 'b' }]);
  });
});
