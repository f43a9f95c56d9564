import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('availability_blocks');
describeMatrix(table.availability_blocks, driver);

const update = (data: Data) =>
  tryAs(
    driver(),
    'assistant',
    { op: 'update', path: 'availability_blocks/monday', data },
    table.availability_blocks.seed,
  );

describe('availability_blocks: hostile writes', () => {
  it('denies a day outside 0–6 and times not written HH:mm', async () => {
    expect(await update({ day_of_week: 7 })).toBe(false);
    expect(await update({ day_of_week: -1 })).toBe(false);
    expect(await update({ start_time: '9:00' })).toBe(false);
    expect(await update({ end_time: '24:00' })).toBe(false);
  });

  it('denies an extra key and a wrong type', async () => {
    expect(await update({ note: 'lunch' })).toBe(false);
    expect(await update({ is_active: 'true' })).toBe(false);
  });
});
