import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('service_add_ons');
describeMatrix(table.service_add_ons, driver);

const update = (data: Data) =>
  tryAs(driver(), 'owner', { op: 'update', path: 'service_add_ons/art', data }, table.service_add_ons.seed);
const option = (i: number) => ({ id: `o${i}`, label: `Option ${i}`, price_modifier: i });

describe('service_add_ons: hostile writes', () => {
  it('allows up to 10 options and refuses 11', async () => {
    expect(await update({ options: Array.from({ length: 10 }, (_, i) => option(i)) })).toBe(true);
    expect(await update({ options: Array.from({ length: 11 }, (_, i) => option(i)) })).toBe(false);
  });

  it('denies a malformed option', async () => {
    expect(await update({ options: [{ id: 'a', price_modifier: 5 }] })).toBe(false);
    expect(await update({ options: [{ ...option(1), secret: true }] })).toBe(false);
    expect(await update({ options: [{ ...option(1), price_modifier: '5' }] })).toBe(false);
  });

  it('denies a service id with a slash and an extra key', async () => {
    expect(await update({ service_id: 'services/gel' })).toBe(false);
    expect(await update({ price: 5 })).toBe(false);
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
