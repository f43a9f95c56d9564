import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { serviceCategory } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('service_categories');
describeMatrix(table.service_categories, driver);

const create = (changes: Data) =>
  tryAs(driver(), 'owner', {
    op: 'create',
    path: 'service_categories/new',
    data: { ...serviceCategory(), ...changes },
  });

describe('service_categories: visibility and hostile writes', () => {
  it('hides an inactive category from visitors and clients, not from staff', async () => {
    const hidden = { 'service_categories/nails': { ...serviceCategory(), is_active: false } };
    const get = { op: 'get', path: 'service_categories/nails' } as const;
    expect(await tryAs(driver(), 'visitor', get, hidden)).toBe(false);
    expect(await tryAs(driver(), 'client', get, hidden)).toBe(false);
    expect(await tryAs(driver(), 'assistant', get, hidden)).toBe(true);
  });

  it('denies an extra key, a wrong type, a blank or oversize name', async () => {
    expect(await create({ color: 'pink' })).toBe(false);
    expect(await create({ display_order: '1' })).toBe(false);
    expect(await create({ is_active: 'yes' })).toBe(false);
    expect(await create({ name: '   ' })).toBe(false);
    expect(await create({ name: 'x'.repeat(101) })).toBe(false);
  });

  it('denies a missing required key', async () => {
    const { display_order: _omitted, ...rest } = serviceCategory();
    expect(await tryAs(driver(), 'owner', { op: 'create', path: 'service_categories/new', data: rest })).toBe(
      false,
    );
  });
});
