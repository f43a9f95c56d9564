// Issue 34's privacy: a client sees her own appointment's delay and expected start (on her own
// booking) and nothing else: not another client's booking, not staff_status (which member is
// late). No browser, staff included, writes a live-day field of a booking: the callables do.
import { describe, expect, it } from 'vitest';
import { type ActorName, CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { booking } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('live-day');
describeMatrix(table.staff_status, driver);
const later = new Date(Date.now() + 3 * 3_600_000);
const earlier = new Date(Date.now() - 3_600_000);

const documents: Record<string, Data> = {
  'bookings/anas': {
    ...booking(),
    client_id: CLIENT_UID,
    staff_id: 'staff-olga',
    scheduled_at: later,
    delay_minutes: 20,
    expected_start: new Date(later.getTime() + 20 * 60_000),
    late_notice_at: earlier,
  },
  'bookings/beas': {
    ...booking(),
    client_id: OTHER_CLIENT_UID,
    staff_id: 'staff-cam',
    scheduled_at: later,
    delay_minutes: 15,
    expected_start: new Date(later.getTime() + 15 * 60_000),
  },
  'staff_status/staff-olga': {
    delay_minutes: 20,
    day: '2026-06-15',
    updated_at: NOW,
    updated_by: 'staff-olga',
  },
  'staff_status/staff-cam': {
    delay_minutes: 15,
    day: '2026-06-15',
    updated_at: NOW,
    updated_by: 'staff-cam',
  },
};

const get = (actor: ActorName, path: string) => tryAs(driver(), actor, { op: 'get', path }, documents);
const update = (actor: ActorName, path: string, data: Data) =>
  tryAs(driver(), actor, { op: 'update', path, data }, documents);

const liveFields: Record<string, unknown> = {
  checked_in_at: earlier,
  started_at: earlier,
  finished_at: earlier,
  delay_minutes: 0,
  expected_start: null,
  late_notice_at: null,
};

describe('live day: what a client sees', () => {
  it('reads her own booking with its delay and expected start', async () => {
    expect(await get('client', 'bookings/anas')).toBe(true);
  });

  it('never reads another client’s booking, so not her delay either', async () => {
    expect(await get('client', 'bookings/beas')).toBe(false);
    expect(await get('otherClient', 'bookings/anas')).toBe(false);
  });

  it('never reads which member is late: no staff_status, hers or anyone’s', async () => {
    for (const actor of ['client', 'otherClient', 'visitor'] as const) {
      expect(await get(actor, 'staff_status/staff-olga'), actor).toBe(false);
      expect(await get(actor, 'staff_status/staff-cam'), actor).toBe(false);
      expect(
        await tryAs(
          driver(),
          actor,
          { op: 'list', collection: 'staff_status', where: [], candidate: 'staff_status/staff-cam' },
          documents,
        ),
        actor,
      ).toBe(false);
    }
  });

  it('lets every staff member read the delays', async () => {
    for (const actor of [
      'owner',
      'assistant',
      'assistantWithoutBookings',
      'assistantWithoutReports',
    ] as const)
      expect(await get(actor, 'staff_status/staff-cam'), actor).toBe(true);
  });
});

describe('live day: no browser writes a live-day field', () => {
  const everyone: ActorName[] = ['client', 'otherClient', 'assistant', 'owner', 'visitor'];
  for (const [field, value] of Object.entries(liveFields)) {
    it(`${field}: nobody, on her own booking or another's`, async () => {
      for (const actor of everyone)
        for (const path of ['bookings/anas', 'bookings/beas'])
          expect(await update(actor, path, { [field]: value }), `${actor} ${path}`).toBe(false);
    });
  }

  it('staff_status: nobody sets a delay, her own included', async () => {
    for (const actor of everyone) {
      expect(await update(actor, 'staff_status/staff-cam', { delay_minutes: 60 }), actor).toBe(false);
      expect(
        await tryAs(
          driver(),
          actor,
          {
            op: 'create',
            path: 'staff_status/staff-new',
            data: { delay_minutes: 5, day: '2026-06-15', updated_at: NOW, updated_by: 'staff-new' },
          },
          documents,
        ),
        actor,
      ).toBe(false);
    }
  });
});
