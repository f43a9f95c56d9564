import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('blocked_time_slots');
describeMatrix(table.blocked_time_slots, driver);

const update = (data: Data) =>
  tryAs(
    driver(),
    'owner',
    { op: 'update', path: 'blocked_time_slots/holiday', data },
    table.blocked_time_slots.seed,
  );

describe('blocked_time_slots: hostile writes', () => {
  it('denies times that are not timestamps', async () => {
    expect(await update({ start_datetime: '2026-03-01T09:00' })).toBe(false);
  });

  it('denies an oversize reason and an extra key', async () => {
    expect(await update({ reason: 'x'.repeat(201) })).toBe(false);
    expect(await update({ staff: 'cam' })).toBe(false);
  });
});
