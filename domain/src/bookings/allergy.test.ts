import { describe, expect, it } from 'vitest';
import { allergyWarnings } from './allergy.ts';

const materials = [
  { name: 'Acrylic Powder', description: 'Classic acrylic system' },
  { name: 'Angel Dust Glitter', description: null },
  { name: 'Hard Gel' },
];

describe('allergyWarnings', () => {
  it('matches whole words, ignoring case', () => {
    expect(allergyWarnings(materials, ['ACRYLIC'])).toEqual([
      { materialName: 'Acrylic Powder', allergy: 'ACRYLIC' },
    ]);
    expect(allergyWarnings(materials, ['gel'])).toEqual([{ materialName: 'Hard Gel', allergy: 'gel' }]);
  });

  it('does not match inside a word', () => {
    expect(allergyWarnings(materials, ['Ange', 'acryl', 'powder dust'])).toEqual([]);
  });

  it('matches phrases and the description, trims the allergy and ignores blank ones', () => {
    expect(allergyWarnings(materials, ['  acrylic   system ', '', '  '])).toEqual([
      { materialName: 'Acrylic Powder', allergy: 'acrylic   system' },
    ]);
  });

  it('treats regular-expression characters as text', () => {
    expect(allergyWarnings([{ name: 'Latex (natural)' }], ['latex (natural)', '.*'])).toEqual([
      { materialName: 'Latex (natural)', allergy: 'latex (natural)' },
    ]);
  });
});
