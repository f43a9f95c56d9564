import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { service } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('services');
describeMatrix(table.services, driver);

const update = (data: Data) =>
  tryAs(driver(), 'owner', { op: 'update', path: 'services/gel', data }, table.services.seed);

describe('services: visibility and hostile writes', () => {
  it('hides an inactive service from a visitor’s query', async () => {
    const hidden = { 'services/gel': { ...service(), is_active: false } };
    const list = {
      op: 'list',
      collection: 'services',
      where: [['is_active', '==', false]],
      candidate: 'services/gel',
    } as const;
    expect(await tryAs(driver(), 'visitor', list, hidden)).toBe(false);
    expect(await tryAs(driver(), 'owner', list, hidden)).toBe(true);
  });

  it('lets the assistant toggle visibility only with the manage-services permission', async () => {
    const toggle = { op: 'update', path: 'services/gel', data: { is_active: false } } as const;
    expect(await tryAs(driver(), 'assistant', toggle)).toBe(false);
    expect(await tryAs(driver(), 'assistantWithServices', toggle)).toBe(true);
  });

  it('denies an extra key, wrong types and out-of-range numbers', async () => {
    expect(await update({ featured: true })).toBe(false);
    expect(await update({ base_price: '45' })).toBe(false);
    expect(await update({ base_price: -1 })).toBe(false);
    expect(await update({ duration_minutes: 1441 })).toBe(false);
    expect(await update({ duration_minutes: 30.5 })).toBe(false);
    expect(await update({ show_starting_price: 1 })).toBe(false);
  });

  it('takes a clean-up time in whole minutes up to a day (issue 31)', async () => {
    expect(await update({ buffer_minutes: 15 })).toBe(true);
    expect(await update({ buffer_minutes: 0 })).toBe(true);
    expect(await update({ buffer_minutes: -5 })).toBe(false);
    expect(await update({ buffer_minutes: 7.5 })).toBe(false);
    expect(await update({ buffer_minutes: 1441 })).toBe(false);
  });
});

describe('services: compatible materials', () => {
  it('allows the owner to choose compatible materials, or none (every material)', async () => {
    expect(await update({ compatible_material_ids: ['mat-gel', 'mat-chrome'] })).toBe(true);
    expect(await update({ compatible_material_ids: [] })).toBe(true);
  });

  it('denies a list that is not distinct document ids, or longer than 20', async () => {
    expect(await update({ compatible_material_ids: 'mat-gel' })).toBe(false);
    expect(await update({ compatible_material_ids: ['mat-gel', 'mat-gel'] })).toBe(false);
    expect(await update({ compatible_material_ids: ['a/b'] })).toBe(false);
    expect(await update({ compatible_material_ids: [''] })).toBe(false);
    expect(await update({ compatible_material_ids: ['__x__'] })).toBe(false);
    expect(await update({ compatible_material_ids: [3] })).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => `mat-${i}`);
    expect(await update({ compatible_material_ids: many })).toBe(false);
    expect(await update({ compatible_material_ids: many.slice(0, 20) })).toBe(true);
  });

  it('denies the assistant without manage services a change of compatible materials', async () => {
    const change = {
      op: 'update',
      path: 'services/gel',
      data: { compatible_material_ids: ['mat-gel'] },
    } as const;
    expect(await tryAs(driver(), 'assistant', change)).toBe(false);
    expect(await tryAs(driver(), 'assistantWithServices', change)).toBe(true);
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
