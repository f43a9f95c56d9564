import { describe, expect, it } from 'vitest';
import { groupServicesByParentCategory, groupServicesBySubcategory } from './grouping.ts';

const s = (name: string, subcategory: string | null, parent_category: string | null = null) => ({
  name,
  subcategory,
  parent_category,
});

describe('groupServicesBySubcategory', () => {
  it('groups in order of first appearance with Other last', () => {
    const groups = groupServicesBySubcategory([
      s('Classic', null),
      s('Gel', 'Gel'),
      s('Blank', '   '),
      s('Gel French', 'Gel'),
      s('Spa', 'Spa'),
    ]);
    expect(groups.map((g) => [g.name, g.services.map((x) => x.name)])).toEqual([
      ['Gel', ['Gel', 'Gel French']],
      ['Spa', ['Spa']],
      ['Other', ['Classic', 'Blank']],
    ]);
  });
  it('gives no groups for no services', () => {
    expect(groupServicesBySubcategory([])).toEqual([]);
  });
  it('trims names and keeps unicode', () => {
    expect(groupServicesBySubcategory([s('a', ' Élégance '), s('b', 'Élégance')]).map((g) => g.name)).toEqual(
      ['Élégance'],
    );
  });
});

describe('groupServicesByParentCategory', () => {
  it('uses Uncategorized when there is no parent category', () => {
    expect(
      groupServicesByParentCategory([s('a', null, null), s('b', null, 'Manicure')]).map((g) => g.name),
    ).toEqual(['Manicure', 'Uncategorized']);
  });
});
