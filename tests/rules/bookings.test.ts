import { describe, expect, it } from 'vitest';
import { type ActorName, actors } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { booking } from './support/fixtures.ts';
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

  it('lets only the owner delete', async () => {
    const remove = (actorName: ActorName) =>
      tryAs(driver(), actorName, { op: 'delete', path: 'bookings/b1' }, seeded('scheduled'));
    expect(await remove('owner')).toBe(true);
    expect(await remove('assistant')).toBe(false);
    expect(await remove('client')).toBe(false);
  });
});
