import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('materials');
describeMatrix(table.materials, driver);

const update = (data: Data) =>
  tryAs(driver(), 'owner', { op: 'update', path: 'materials/chrome', data }, table.materials.seed);

describe('materials: hostile writes', () => {
  it('allows a percent modifier up to 100 and refuses more', async () => {
    expect(await update({ price_modifier_type: 'percent', price_modifier: 15 })).toBe(true);
    expect(await update({ price_modifier_type: 'percent', price_modifier: 150 })).toBe(false);
  });

  it('denies an unknown modifier type, a wrong type and an extra key', async () => {
    expect(await update({ price_modifier_type: 'fixed' })).toBe(false);
    expect(await update({ duration_modifier_minutes: '10' })).toBe(false);
    expect(await update({ supplier: 'Acme' })).toBe(false);
  });
});

describe('allergen lists', () => {
  it('allows allergens and free-of lists from the studio list', async () => {
    expect(await update({ allergens: ['hema', 'acrylates'], free_of: ['formaldehyde'] })).toBe(true);
    expect(await update({ allergens: [], free_of: [] })).toBe(true);
  });

  it('denies an allergen not on the studio list, a repeated one, and a wrong type', async () => {
    expect(await update({ allergens: ['gluten'] })).toBe(false);
    expect(await update({ free_of: ['HEMA'] })).toBe(false);
    expect(await update({ allergens: ['latex', 'latex'] })).toBe(false);
    expect(await update({ allergens: 'latex' })).toBe(false);
    expect(await update({ free_of: null })).toBe(false);
  });
});
