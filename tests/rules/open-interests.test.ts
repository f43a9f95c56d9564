import { settingDefault } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { bookingInterest, openInterestsBump, setting, T0 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('open_interests');
describeMatrix(table.open_interests, driver);

const interest = (clientId = CLIENT_UID) => bookingInterest(clientId, NOW);
/** Her count as stored before the attempt. */
const stored = (count: number, extra: Record<string, Data> = {}) => ({
  ...openInterestsBump(CLIENT_UID, 'earlier', count, T0),
  ...extra,
});
const submit = (documents: Record<string, Data>, alongside = openInterestsBump(CLIENT_UID, 'new', 1)) =>
  tryAs(
    driver(),
    'client',
    { op: 'create', path: 'booking_interests/new', data: interest(), alongside },
    documents,
  );
const bumpTo = (count: number) => openInterestsBump(CLIENT_UID, 'new', count);

describe('open_interests: at most booking_max_open_interests open interests per client', () => {
  it('allows the interests up to the default limit (the registry’s, which the rules repeat)', async () => {
    const max = settingDefault('booking_max_open_interests');
    expect(await submit({})).toBe(true);
    expect(await submit(stored(max - 1), bumpTo(max))).toBe(true);
  });

  it('denies one more at the default limit', async () => {
    const max = settingDefault('booking_max_open_interests');
    expect(await submit(stored(max), bumpTo(max + 1))).toBe(false);
  });

  it('follows the setting', async () => {
    const one = {
      'settings_public/booking_max_open_interests': setting(
        'booking_max_open_interests',
        1,
        'bookings',
        'staff-olga',
      ),
    };
    expect(await submit(one)).toBe(true);
    expect(await submit(stored(1, one), bumpTo(2))).toBe(false);
    const five = {
      'settings_public/booking_max_open_interests': setting(
        'booking_max_open_interests',
        5,
        'bookings',
        'staff-olga',
      ),
    };
    expect(await submit(stored(4, five), bumpTo(5))).toBe(true);
  });
});

describe('open_interests: at most one interest per booking_interest_min_interval_seconds per client', () => {
  // `earlier` is a bump long past (T0). "Just now" is the real clock's now (request.time is the
  // emulator's); an interval of an hour keeps the denial independent of how long the test takes.
  const earlier = () => stored(1, {});
  const lastAt = (at: Date, extra: Record<string, Data> = {}) => ({
    ...openInterestsBump(CLIENT_UID, 'earlier', 1, at),
    ...extra,
  });
  const interval = (seconds: number) => ({
    'settings_public/booking_interest_min_interval_seconds': setting(
      'booking_interest_min_interval_seconds',
      seconds,
      'bookings',
      'staff-olga',
    ),
  });

  it('allows a normal client her next interest once the interval has passed', async () => {
    expect(await submit(earlier(), bumpTo(2))).toBe(true);
    expect(await submit(lastAt(new Date(), interval(0)), bumpTo(2))).toBe(true);
  });

  it('denies withdraw-and-resubmit within the interval', async () => {
    expect(await submit(lastAt(new Date(), interval(3600)), bumpTo(2))).toBe(false);
    // Her count lowered by the function (an interest withdrawn) does not reset the clock.
    const withdrawn = {
      [`open_interests/${CLIENT_UID}`]: {
        count: 0,
        last_interest_id: 'earlier',
        last_interest_at: new Date(),
      },
      ...interval(3600),
    };
    expect(await submit(withdrawn, bumpTo(1))).toBe(false);
  });

  it('denies a bump without the server time, or with a forged one', async () => {
    const unstamped = { [`open_interests/${CLIENT_UID}`]: { count: 2, last_interest_id: 'new' } };
    expect(await submit(earlier(), unstamped)).toBe(false);
    expect(await submit(earlier(), openInterestsBump(CLIENT_UID, 'new', 2, T0))).toBe(false);
  });
});

describe('open_interests: hostile writes', () => {
  it('denies an interest without the bump, or with a count that is not one more', async () => {
    expect(await submit(stored(1), {})).toBe(false);
    expect(await submit(stored(1), bumpTo(1))).toBe(false);
    expect(await submit(stored(1), bumpTo(3))).toBe(false);
    expect(await submit(stored(2), bumpTo(0))).toBe(false);
  });

  it('denies a bump naming another interest than the one created', async () => {
    expect(await submit({}, openInterestsBump(CLIENT_UID, 'other', 1))).toBe(false);
  });

  it('denies a bump without a new interest (lowering or resetting her count)', async () => {
    const lower = { op: 'update', path: `open_interests/${CLIENT_UID}`, data: { count: 0 } } as const;
    expect(await tryAs(driver(), 'client', lower, stored(3))).toBe(false);
    // Naming an interest that already exists does not count as creating it.
    const existing = { 'booking_interests/new': interest() };
    const reuse = {
      op: 'update',
      path: `open_interests/${CLIENT_UID}`,
      data: { count: 4, last_interest_id: 'new' },
    } as const;
    expect(await tryAs(driver(), 'client', reuse, stored(3, existing))).toBe(false);
  });

  it('denies deleting her count, and counting another client’s interests', async () => {
    const remove = { op: 'delete', path: `open_interests/${CLIENT_UID}` } as const;
    expect(await tryAs(driver(), 'client', remove, stored(3))).toBe(false);
    expect(
      await submit({}, { [`open_interests/${OTHER_CLIENT_UID}`]: { count: 1, last_interest_id: 'new' } }),
    ).toBe(false);
  });

  it('denies extra fields on the count', async () => {
    const extra = { [`open_interests/${CLIENT_UID}`]: { count: 1, last_interest_id: 'new', max: 99 } };
    expect(await submit({}, extra)).toBe(false);
  });
});
