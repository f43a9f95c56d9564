import { describe, expect, it } from 'vitest';
import { type ActorName, actors } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { booking, setting } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('bookings');
describeMatrix(table.bookings, driver);

const statuses = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
type Status = (typeof statuses)[number];

// Issue 12, written from the issue and not read off the rules: the changes a browser may make.
// completed → confirmed (reopen) is staff's too, but through the reopenBooking callable, which
// checks the slot is still free; so the rules refuse it here.
const directTransitions: Record<Status, readonly Status[]> = {
  scheduled: ['confirmed', 'cancelled', 'no_show'],
  confirmed: ['completed', 'cancelled', 'no_show'],
  completed: [],
  cancelled: [],
  no_show: [],
};

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

describe('bookings: every status change by every actor', () => {
  const staffWhoManage: ActorName[] = ['owner', 'assistant', 'assistantWithoutReports'];
  const everyoneElse: ActorName[] = ['visitor', 'client', 'otherClient', 'assistantWithoutBookings'];

  for (const from of statuses) {
    for (const to of statuses.filter((s) => s !== from)) {
      const allowed = directTransitions[from].includes(to);
      it(`${from} → ${to}: ${allowed ? 'staff who manage bookings only' : 'nobody'}`, async () => {
        for (const actorName of staffWhoManage) {
          expect(await change(actorName, from, statusChange(actorName, to)), actorName).toBe(allowed);
        }
        for (const actorName of everyoneElse) {
          expect(await change(actorName, from, statusChange(actorName, to)), actorName).toBe(false);
        }
      });
    }
  }
});

describe('bookings: what a status change must record', () => {
  it('records who: the caller, no one else', async () => {
    expect(await change('owner', 'scheduled', statusChange('owner', 'confirmed'))).toBe(true);
    expect(
      await change(
        'owner',
        'scheduled',
        statusChange('owner', 'confirmed', { status_changed_by: 'staff-cam' }),
      ),
    ).toBe(false);
    const { status_changed_by: _who, ...withoutWho } = statusChange('owner', 'confirmed');
    expect(await change('owner', 'scheduled', withoutWho)).toBe(false);
  });

  it('lets the same person confirm and then complete (who is unchanged, still the caller)', async () => {
    const ownerUid = actors.owner.uid as string;
    const confirmedByOwner = { status_changed_by: ownerUid, status_changed_at: hoursFromNow(-1) };
    const complete = statusChange('owner', 'completed');
    expect(await change('owner', 'confirmed', complete, seeded('confirmed', confirmedByOwner))).toBe(true);
    const byAssistant = seeded('confirmed', { ...confirmedByOwner, status_changed_by: 'staff-cam' });
    expect(
      await change('owner', 'confirmed', { status: 'completed', status_changed_at: NOW }, byAssistant),
    ).toBe(false);
  });

  it('records when: the server time, not a time the browser chose', async () => {
    const backdated = statusChange('owner', 'confirmed', { status_changed_at: hoursFromNow(-5) });
    expect(await change('owner', 'scheduled', backdated)).toBe(false);
  });

  it('cancels only with a reason of 1–500 characters, given only when cancelling', async () => {
    const cancel = (reason: unknown) => statusChange('owner', 'cancelled', { cancellation_reason: reason });
    expect(await change('owner', 'confirmed', cancel('Client is unwell'))).toBe(true);
    expect(await change('owner', 'confirmed', cancel(''))).toBe(false);
    expect(await change('owner', 'confirmed', cancel('   '))).toBe(false);
    expect(await change('owner', 'confirmed', cancel('x'.repeat(501)))).toBe(false);
    expect(await change('owner', 'confirmed', cancel(null))).toBe(false);
    const confirmWithReason = statusChange('owner', 'confirmed', { cancellation_reason: 'why' });
    expect(await change('owner', 'scheduled', confirmWithReason)).toBe(false);
  });

  it('marks a no-show only once the start plus the grace period has passed', async () => {
    const noShow = statusChange('owner', 'no_show');
    const startingAt = (hours: number) => ({
      'bookings/b1': { ...seeded('confirmed')['bookings/b1'], scheduled_at: hoursFromNow(hours) },
    });
    // Default grace 15 minutes: two hours ago is past it, an hour ahead is not.
    expect(await change('owner', 'confirmed', noShow, startingAt(-2))).toBe(true);
    expect(await change('owner', 'confirmed', noShow, startingAt(1))).toBe(false);
    // A three-hour grace period keeps a visit that began two hours ago open.
    const longGrace = {
      ...startingAt(-2),
      'settings_staff/scheduling_grace_period_minutes': setting(
        'scheduling_grace_period_minutes',
        180,
        'bookings',
        'staff-olga',
      ),
    };
    expect(await change('owner', 'confirmed', noShow, longGrace)).toBe(false);
  });
});

describe('bookings: completing before the start (issue 29)', () => {
  const startingIn = (hours: number) => ({
    'bookings/b1': { ...seeded('confirmed')['bookings/b1'], scheduled_at: hoursFromNow(hours) },
  });

  it('denies a Complete before the start without the completed-early confirmation', async () => {
    expect(await change('owner', 'confirmed', statusChange('owner', 'completed'), startingIn(2))).toBe(false);
    expect(
      await change(
        'owner',
        'confirmed',
        statusChange('owner', 'completed', { completed_early: false }),
        startingIn(2),
      ),
    ).toBe(false);
  });

  it('allows it with completed_early: true recorded, for staff who manage bookings only', async () => {
    const early = (actorName: ActorName) => statusChange(actorName, 'completed', { completed_early: true });
    expect(await change('owner', 'confirmed', early('owner'), startingIn(2))).toBe(true);
    expect(await change('assistant', 'confirmed', early('assistant'), startingIn(2))).toBe(true);
    expect(await change('client', 'confirmed', early('client'), startingIn(2))).toBe(false);
    expect(
      await change('assistantWithoutBookings', 'confirmed', early('assistantWithoutBookings'), startingIn(2)),
    ).toBe(false);
  });

  it('allows a Complete from the start on without it', async () => {
    expect(await change('owner', 'confirmed', statusChange('owner', 'completed'), startingIn(-1))).toBe(true);
  });

  it('denies completed_early on any other change, or as anything but true', async () => {
    const confirmEarly = statusChange('owner', 'confirmed', { completed_early: true });
    expect(await change('owner', 'scheduled', confirmEarly, startingIn(2))).toBe(false);
    expect(await change('owner', 'confirmed', { completed_early: true }, startingIn(2))).toBe(false);
    expect(
      await change(
        'owner',
        'confirmed',
        statusChange('owner', 'completed', { completed_early: 'yes' }),
        startingIn(2),
      ),
    ).toBe(false);
  });
});

describe('bookings: the Undo of a No-show (issue 29)', () => {
  const markedBy = (actorName: ActorName, minutesAgo: number) =>
    seeded('no_show', {
      status_changed_by: actors[actorName].uid,
      status_changed_at: new Date(Date.now() - minutesAgo * 60_000),
    });

  it('allows the person who marked it to put it back within two minutes', async () => {
    for (const to of ['confirmed', 'scheduled'] as const)
      expect(
        await change('assistant', 'no_show', statusChange('assistant', to), markedBy('assistant', 0.5)),
      ).toBe(true);
  });

  it('denies it later, to anyone else, or to any other status', async () => {
    expect(
      await change('assistant', 'no_show', statusChange('assistant', 'confirmed'), markedBy('assistant', 5)),
    ).toBe(false);
    expect(
      await change('owner', 'no_show', statusChange('owner', 'confirmed'), markedBy('assistant', 0.5)),
    ).toBe(false);
    expect(
      await change('client', 'no_show', statusChange('client', 'confirmed'), markedBy('client', 0.5)),
    ).toBe(false);
    expect(
      await change(
        'assistant',
        'no_show',
        statusChange('assistant', 'completed'),
        markedBy('assistant', 0.5),
      ),
    ).toBe(false);
  });
});

describe('bookings: completing one staff booked or moved into the past', () => {
  // The callables record time_override 'past' and time_set_at (when the time was set).
  const backdated = (setHoursAgo: number) =>
    seeded('confirmed', { time_override: 'past', time_set_at: hoursFromNow(-setHoursAgo) });

  it('denies completing it at once, allows it a grace period after the move', async () => {
    const complete = statusChange('owner', 'completed');
    expect(await change('owner', 'confirmed', complete, backdated(0))).toBe(false);
    expect(await change('owner', 'confirmed', complete, backdated(1))).toBe(true);
  });

  it('allows completing one booked beyond the advance limit at once, and cancelling a back-dated one', async () => {
    const farAhead = seeded('confirmed', {
      time_override: 'beyond_advance_limit',
      time_set_at: hoursFromNow(0),
    });
    expect(await change('owner', 'confirmed', statusChange('owner', 'completed'), farAhead)).toBe(true);
    expect(await change('owner', 'confirmed', statusChange('owner', 'cancelled'), backdated(0))).toBe(true);
  });
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

  it('lets staff edit the notes, within 2000 characters, and nobody else', async () => {
    expect(await change('assistant', 'confirmed', { notes: 'Prefers short almond' })).toBe(true);
    expect(await change('owner', 'confirmed', { notes: 'x'.repeat(2001) })).toBe(false);
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
