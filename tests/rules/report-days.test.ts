// The reports' day rollups (issue 33): the owner and assistants with "view reports" read them, as
// getReport would show them; nobody writes one from a browser (the report triggers and the owner's
// rebuildReportDays callable do, with firebase-admin).
import { describe, expect, it } from 'vitest';
import { type Actor, actors } from './support/actors.ts';
import { reportDay } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, seedFor, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('report_days');
describeMatrix(table.report_days, driver);

const assistantWith = (viewReports: boolean): Actor => ({
  ...actors.assistant,
  label: `an assistant with view reports ${viewReports ? 'on' : 'off'}`,
  permissions: {
    permissions_assistant_view_reports: viewReports,
    permissions_assistant_manage_bookings: true,
  },
});

describe('report_days: who reads a period', () => {
  const readsMarch = async (actor: Actor) => {
    await driver().seed(seedFor(actor, { 'report_days/2026-03-16': reportDay('2026-03-16') }));
    const outcome = await driver().attempt(actor, {
      op: 'list',
      collection: 'report_days',
      where: [
        ['date', '>=', '2026-03-01'],
        ['date', '<=', '2026-03-31'],
      ],
      candidate: 'report_days/2026-03-16',
    });
    return outcome.allowed;
  };

  it('allows an assistant with view reports; denies one without it, even when she manages bookings', async () => {
    expect(await readsMarch(assistantWith(true))).toBe(true);
    expect(await readsMarch(assistantWith(false))).toBe(false);
  });
});

describe('report_days: hostile writes', () => {
  it('denies the owner raising a day’s revenue (only the functions write)', async () => {
    const attempt = {
      op: 'update',
      path: 'report_days/2026-06-15',
      data: { services: [{ service_id: 'gel', name: 'Gel Manicure', visits: 1, cents: 999_999 }] },
    } as const;
    expect(await tryAs(driver(), 'owner', attempt, table.report_days.seed)).toBe(false);
  });

  it('denies a client deleting a day', async () => {
    const attempt = { op: 'delete', path: 'report_days/2026-06-15' } as const;
    expect(await tryAs(driver(), 'client', attempt, table.report_days.seed)).toBe(false);
  });
});
