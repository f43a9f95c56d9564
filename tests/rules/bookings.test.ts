import { describe, expect, it } from 'vitest';
import type { Data } from './support/driver.ts';
import { booking } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('bookings');
describeMatrix(table.bookings, driver);

const create = (changes: Data) =>
  tryAs(driver(), 'assistant', { op: 'create', path: 'bookings/new', data: { ...booking(), ...changes } });
const update = (data: Data) =>
  tryAs(driver(), 'owner', { op: 'update', path: 'bookings/b1', data }, table.bookings.seed);

describe('bookings: hostile writes', () => {
  it('denies a client booking for herself (staff book)', async () => {
    expect(await tryAs(driver(), 'client', { op: 'create', path: 'bookings/new', data: booking() })).toBe(
      false,
    );
  });

  it('denies a client marking her booking completed', async () => {
    const attempt = { op: 'update', path: 'bookings/b1', data: { status: 'completed' } } as const;
    expect(await tryAs(driver(), 'client', attempt, table.bookings.seed)).toBe(false);
  });

  it('denies a booking for a client or service that does not exist', async () => {
    expect(await create({ client_id: 'ghost' })).toBe(false);
    expect(await create({ service_id: 'ghost' })).toBe(false);
  });

  it('denies a bad status, a wrong type, a negative price and an extra key', async () => {
    expect(await create({ status: 'paid' })).toBe(false);
    expect(await create({ total_price: '45' })).toBe(false);
    expect(await create({ total_price: -5 })).toBe(false);
    expect(await create({ scheduled_at: '2026-03-02' })).toBe(false);
    expect(await create({ discount: 10 })).toBe(false);
  });

  it('leaves the copied names to the function', async () => {
    expect(await update({ service_name: 'Free manicure' })).toBe(false);
    expect(await update({ client_name: 'Someone else' })).toBe(false);
    expect(await update({ total_price: 50 })).toBe(true);
  });
});
