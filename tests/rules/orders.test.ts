import { describe, expect, it } from 'vitest';
import { CLIENT_UID } from './support/actors.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('orders');
describeMatrix(table.orders, driver);

describe('orders: hostile writes', () => {
  it('denies a client cancelling her own order directly (the stock would not come back)', async () => {
    const attempt = { op: 'update', path: 'orders/o1', data: { status: 'cancelled' } } as const;
    expect(await tryAs(driver(), 'client', attempt, table.orders.seed)).toBe(false);
  });

  it('denies a client lowering her total', async () => {
    const attempt = { op: 'update', path: 'orders/o1', data: { total_cents: 1 } } as const;
    expect(await tryAs(driver(), 'client', attempt, table.orders.seed)).toBe(false);
  });

  it('denies another client listing her orders', async () => {
    const attempt = {
      op: 'list',
      collection: 'orders',
      where: [['client_id', '==', CLIENT_UID]],
      candidate: 'orders/o1',
    } as const;
    expect(await tryAs(driver(), 'otherClient', attempt, table.orders.seed)).toBe(false);
  });
});
