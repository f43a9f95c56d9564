import { describe, expect, it } from 'vitest';
import { CLIENT_UID } from './support/actors.ts';
import { T0, T1 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

// The booking wizard's reason-free copy of the blocked times, published by a function.
const driver = useRulesDriver('public_availability');
describeMatrix(table.public_availability, driver);

describe('public_availability: hostile writes', () => {
  it('denies a client unblocking the studio or writing a fake block', async () => {
    const path = 'public_availability/blocked_dates';
    const seed = table.public_availability.seed;
    expect(await tryAs(driver(), 'client', { op: 'update', path, data: { slots: [] } }, seed)).toBe(false);
    expect(
      await tryAs(
        driver(),
        'client',
        {
          op: 'create',
          path: `public_availability/${CLIENT_UID}`,
          data: { slots: [{ start_datetime: T0, end_datetime: T1 }], updated_at: T0 },
        },
        seed,
      ),
    ).toBe(false);
  });

  it('denies the owner too: only the function writes the copy', async () => {
    const attempt = { op: 'delete', path: 'public_availability/blocked_dates' } as const;
    expect(await tryAs(driver(), 'owner', attempt, table.public_availability.seed)).toBe(false);
  });
});

describe('blocked_time_slots: the reason stays with staff', () => {
  it('denies a client reading a blocked slot, where the private reason is', async () => {
    const attempt = { op: 'get', path: 'blocked_time_slots/holiday' } as const;
    expect(await tryAs(driver(), 'client', attempt, table.blocked_time_slots.seed)).toBe(false);
  });
});
