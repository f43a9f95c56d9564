import { describe, expect, it } from 'vitest';
import { CLIENT_UID } from './support/actors.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('loyalty_points');
describeMatrix(table.loyalty_points, driver);

describe('loyalty_points: hostile writes', () => {
  it('denies a client awarding herself points', async () => {
    const attempt = {
      op: 'update',
      path: `loyalty_points/${CLIENT_UID}`,
      data: { points: 1000000 },
    } as const;
    expect(await tryAs(driver(), 'client', attempt, table.loyalty_points.seed)).toBe(false);
  });

  it('denies the owner too (only the loyalty function writes)', async () => {
    const attempt = { op: 'update', path: `loyalty_points/${CLIENT_UID}`, data: { tier: 'gold' } } as const;
    expect(await tryAs(driver(), 'owner', attempt, table.loyalty_points.seed)).toBe(false);
  });
});
