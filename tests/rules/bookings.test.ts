import { describe, expect, it } from 'vitest';
import { type ActorName, actors } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { booking, setting, T0, T1 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('bookings');
describeMatrix(table.bookings, driver);

const statuses = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
type Status = (typeof statuses)[number];

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** A seeded booking in `status`, starting two hours ago unless told otherwise. */
const seeded = (status: Status, extra: Data = {}): Record<string, Data> => ({
  'bookings/b1': { ...booking(), scheduled_at: hoursFromNow(-2), status, ...extra },
});

const statusChange = (actorName: ActorName, to: Status, extra: Data = {}) => ({
  status: to,
  status_changed_by: actors[actorName].uid ?? 'nobody',
  status_changed_at: NOW,
  ...(to === 'cancelled' ? { cancellation_reason: 'Client is unwell' } : {}),
  ...extra,
});

const change = (actorName: ActorName, from: Status, data: Data, documents: Record<string, Data> = {}) =>
  tryAs(driver(), actorName, { op: 'update', path: 'bookings/b1', data }, { ...seeded(from), ...documents });

// Issue 31: a status changes through the changeBookingStatus callable, where the domain decides
// (functions/test/firestore/change-booking-status.test.ts); the rules hold no transition table.
describe('bookings: no browser changes a status, staff included', () => {
  const everyone: ActorName[] = ['owner', 'assistant', 'assistantWithoutReports', 'client', 'visitor'];
  for (const from of statuses) {
    it(`${from} → any other status: nobody`, async () => {
      for (const to of statuses.filter((s) => s !== from))
        for (const actorName of everyone)
          expect(
            await change(
              actorName,
              from,
              statusChange(actorName, to, { completed_early: to === 'completed' }),
            ),
            `${actorName} ${from}→${to}`,
          ).toBe(false);
    });
  }
});

describe('bookings: hostile writes', () => {
  it('denies every browser create, staff included (the createBooking callable books)', async () => {
    for (const actorName of ['client', 'assistant', 'owner'] as const) {
      expect(await tryAs(driver(), actorName, { op: 'create', path: 'bookings/new', data: booking() })).toBe(
        false,
      );
    }
  });

  it('denies moving, re-pricing or re-assigning a booking directly (rescheduleBooking moves it)', async () => {
    for (const data of [
      { scheduled_at: hoursFromNow(48) },
      { total_price: 1 },
      { client_id: 'client-bea' },
      { service_id: 'other' },
      { conflict_override: true },
      { service_name: 'Free manicure' },
      { ...statusChange('owner', 'confirmed'), total_price: 1 },
    ]) {
      expect(await change('owner', 'scheduled', data), JSON.stringify(data)).toBe(false);
    }
  });

  it('denies every browser edit, the notes and the member included (issue 31)', async () => {
    expect(await change('assistant', 'confirmed', { notes: 'Prefers short almond' })).toBe(false);
    expect(await change('owner', 'confirmed', { notes: 'Prefers short almond' })).toBe(false);
    expect(await change('owner', 'confirmed', { staff_id: 'staff-cam' })).toBe(false);
    expect(await change('client', 'confirmed', { notes: 'VIP please' })).toBe(false);
  });

  it('lets no browser delete, the owner included: she deletes through deleteBooking', async () => {
    const remove = (actorName: ActorName) =>
      tryAs(driver(), actorName, { op: 'delete', path: 'bookings/b1' }, seeded('scheduled'));
    expect(await remove('owner')).toBe(false);
    expect(await remove('assistant')).toBe(false);
    expect(await remove('client')).toBe(false);
  });
});

// Issue 31: an assistant with neither bookings right still sees her own day. Cam (staff-cam) with
// manage bookings and view reports both off; her booking names her, the owner's names nobody (a
// booking stored before staff_id) or the owner.
describe("bookings: a staff member's own day", () => {
  const rightsOff = {
    'settings_staff/permissions_assistant_manage_bookings': setting(
      'permissions_assistant_manage_bookings',
      false,
      'advanced',
      'staff-olga',
    ),
    'settings_staff/permissions_assistant_view_reports': setting(
      'permissions_assistant_view_reports',
      false,
      'advanced',
      'staff-olga',
    ),
  };
  const days = {
    'bookings/cam-1': { ...booking(), staff_id: 'staff-cam' },
    'bookings/olga-1': { ...booking(), staff_id: 'staff-olga' },
    'bookings/old-1': booking(),
  };
  const inRange = [
    ['scheduled_at', '>=', T0],
    ['scheduled_at', '<=', T1],
  ] as const;
  const ask = (actorName: ActorName, op: 'get' | 'list', path: string, where: readonly unknown[] = []) =>
    tryAs(
      driver(),
      actorName,
      op === 'get' ? { op, path } : { op, collection: 'bookings', where: where as never, candidate: path },
      actorName === 'assistantWithoutBookings' ? { ...rightsOff, ...days } : days,
    );

  it('lets her get her own booking and refuses the others', async () => {
    expect(await ask('assistantWithoutBookings', 'get', 'bookings/cam-1')).toBe(true);
    expect(await ask('assistantWithoutBookings', 'get', 'bookings/olga-1')).toBe(false);
    expect(await ask('assistantWithoutBookings', 'get', 'bookings/old-1')).toBe(false);
  });

  it("allows her day's query constrained to her staff_id, and refuses an unconstrained one", async () => {
    const own = [['staff_id', '==', 'staff-cam'], ...inRange];
    expect(await ask('assistantWithoutBookings', 'list', 'bookings/cam-1', own)).toBe(true);
    expect(await ask('assistantWithoutBookings', 'list', 'bookings/cam-1', inRange)).toBe(false);
    const owners = [['staff_id', '==', 'staff-olga'], ...inRange];
    expect(await ask('assistantWithoutBookings', 'list', 'bookings/olga-1', owners)).toBe(false);
  });

  it('refuses a client the query by staff_id, even naming herself', async () => {
    expect(await ask('client', 'list', 'bookings/cam-1', [['staff_id', '==', 'client-ana']])).toBe(false);
    expect(await ask('client', 'get', 'bookings/cam-1')).toBe(true);
    expect(await ask('otherClient', 'get', 'bookings/cam-1')).toBe(false);
  });

  it('still lets the owner and an assistant who manages bookings read every day', async () => {
    expect(await ask('owner', 'list', 'bookings/cam-1', inRange)).toBe(true);
    expect(await ask('assistant', 'get', 'bookings/olga-1')).toBe(true);
  });
});
