// The Reports screen's data (issue 33). The screen reads no report data from a browser: its
// figures come from the getReport callable, which refuses staff without "view reports"
// (functions/test/firestore/get-report.test.ts). Here: the bookings behind the figures stay
// refused to an assistant with neither "view reports" nor "manage bookings" (the rules' reader of
// bookings), a period query included, and the rebooking window's setting keeps its bounds.
import { describe, expect, it } from 'vitest';
import { type Actor, actors } from './support/actors.ts';
import { NOW } from './support/driver.ts';
import { booking, setting } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { seedFor } from './support/matrix.ts';

const driver = useRulesDriver('reports');

const assistantWith = (permissions: Record<string, boolean>, label: string): Actor => ({
  ...actors.assistant,
  label,
  permissions,
});
const neither = assistantWith(
  { permissions_assistant_view_reports: false, permissions_assistant_manage_bookings: false },
  'an assistant without view reports or manage bookings',
);
const reportsOnly = assistantWith(
  { permissions_assistant_view_reports: true, permissions_assistant_manage_bookings: false },
  'an assistant who views reports only',
);

// A visit on 16 March 2026 and March's period query (from its first midnight in New York).
const visitAt = new Date('2026-03-16T14:00:00Z');
const periodStart = new Date('2026-03-01T05:00:00Z');

async function readsPeriod(actor: Actor): Promise<boolean> {
  await driver().seed(seedFor(actor, { 'bookings/b1': { ...booking(), scheduled_at: visitAt } }));
  const list = await driver().attempt(actor, {
    op: 'list',
    collection: 'bookings',
    where: [['scheduled_at', '>=', periodStart]],
    candidate: 'bookings/b1',
  });
  const get = await driver().attempt(actor, { op: 'get', path: 'bookings/b1' });
  return list.allowed && get.allowed;
}

describe("reports: the period's bookings", () => {
  it('denies an assistant without view reports or manage bookings', async () => {
    expect(await readsPeriod(neither)).toBe(false);
  });

  it('allows an assistant who views reports, and the owner', async () => {
    expect(await readsPeriod(reportsOnly)).toBe(true);
    expect(await readsPeriod(actors.owner)).toBe(true);
  });
});

describe('reports: the rebooking window setting', () => {
  const save = async (actor: Actor, value: unknown) => {
    await driver().seed(seedFor(actor));
    return (
      await driver().attempt(actor, {
        op: 'create',
        path: 'settings_staff/reports_rebook_weeks',
        data: setting('reports_rebook_weeks', value, 'advanced', actor.uid, NOW),
      })
    ).allowed;
  };

  it('allows the owner 1 to 52 whole weeks; denies 0, 53, a fraction, an assistant and a client', async () => {
    expect(await save(actors.owner, 6)).toBe(true);
    expect(await save(actors.owner, 52)).toBe(true);
    // Owner-only (registry): the owner's figures count by it.
    expect(await save(actors.assistant, 6)).toBe(false);
    for (const value of [0, 53, 1.5, '6']) expect(await save(actors.owner, value), String(value)).toBe(false);
    expect(await save(actors.client, 6)).toBe(false);
  });
});
