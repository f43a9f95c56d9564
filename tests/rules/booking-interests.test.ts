import { settingDefault } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { actors, CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { EngineDriver } from './support/engine-driver.ts';
import { bookingInterest, daysAhead, openInterestsBump, service, setting, T0 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, seedFor, tryAs } from './support/matrix.ts';
import { firestoreRulesPath, storageRulesPath } from './support/paths.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('booking_interests');
describeMatrix(table.booking_interests, driver);

// A client's interest comes with the bump of her open_interests count (open-interests.test.ts).
const bump = openInterestsBump(CLIENT_UID, 'new');
const createAsClient = (data: Data) =>
  tryAs(driver(), 'client', { op: 'create', path: 'booking_interests/new', data, alongside: bump });
const fresh = (changes: Data = {}) => ({ ...bookingInterest(CLIENT_UID, NOW), ...changes });
const withStatus = (status: string) => ({
  'booking_interests/i1': { ...bookingInterest(CLIENT_UID), status },
});

describe('booking_interests: a client submitting', () => {
  it('allows an interest without the optional notes and handle', async () => {
    expect(await createAsClient(fresh({ client_notes: null, instagram_handle: null }))).toBe(true);
  });

  it('denies writing another client’s interest', async () => {
    expect(await createAsClient(fresh({ client_id: OTHER_CLIENT_UID }))).toBe(false);
  });

  it('denies a status other than new', async () => {
    expect(await createAsClient(fresh({ status: 'converted' }))).toBe(false);
  });

  it('denies a created_at that is not the server time', async () => {
    expect(await createAsClient(fresh({ created_at: T0 }))).toBe(false);
  });

  it('denies copying contact data (the function does) and extra keys', async () => {
    expect(await createAsClient(fresh({ client_name: 'Ana' }))).toBe(false);
    expect(await createAsClient(fresh({ priority: 'vip' }))).toBe(false);
  });

  it('denies a bad category, date, time or handle', async () => {
    expect(await createAsClient(fresh({ category: 'haircut' }))).toBe(false);
    expect(await createAsClient(fresh({ preferred_time: '08:00' }))).toBe(false);
    expect(await createAsClient(fresh({ preferred_time: '10:30' }))).toBe(false);
    expect(await createAsClient(fresh({ instagram_handle: 'ana nails' }))).toBe(false);
  });

  it('denies oversize notes', async () => {
    expect(await createAsClient(fresh({ client_notes: 'x'.repeat(1001) }))).toBe(false);
  });

  it('denies the client changing her interest’s status', async () => {
    const attempt = { op: 'update', path: 'booking_interests/i1', data: { status: 'converted' } } as const;
    expect(await tryAs(driver(), 'client', attempt, table.booking_interests.seed)).toBe(false);
  });

  it('allows naming the active service she chose (services/gel)', async () => {
    expect(await createAsClient(fresh({ service_id: 'gel' }))).toBe(true);
    expect(await createAsClient(fresh({ service_id: null }))).toBe(true);
  });

  it('denies a service that is missing, archived or not a document id', async () => {
    expect(await createAsClient(fresh({ service_id: 'no-such-service' }))).toBe(false);
    expect(await createAsClient(fresh({ service_id: 'a/b' }))).toBe(false);
    expect(await createAsClient(fresh({ service_id: 42 }))).toBe(false);
    const archived = { 'services/old': { ...service(), is_active: false } };
    const attempt = {
      op: 'create',
      path: 'booking_interests/new',
      data: fresh({ service_id: 'old' }),
      alongside: bump,
    } as const;
    expect(await tryAs(driver(), 'client', attempt, archived)).toBe(false);
  });
});

describe('booking_interests: a client withdrawing her request (issue 14)', () => {
  const withdraw = (actor: 'client' | 'otherClient' | 'assistant', from: string, data: Data) =>
    tryAs(driver(), actor, { op: 'update', path: 'booking_interests/i1', data }, withStatus(from));

  it('allows her own, still new, to become withdrawn', async () => {
    expect(await withdraw('client', 'new', { status: 'withdrawn' })).toBe(true);
  });

  it('denies withdrawing once the studio has acted, or withdrawing again', async () => {
    for (const from of ['contacted', 'discussing', 'converted', 'declined', 'withdrawn']) {
      expect(await withdraw('client', from, { status: 'withdrawn' })).toBe(false);
    }
  });

  it('denies another client, and staff (the withdrawal is hers)', async () => {
    expect(await withdraw('otherClient', 'new', { status: 'withdrawn' })).toBe(false);
    expect(await withdraw('assistant', 'new', { status: 'withdrawn' })).toBe(false);
  });

  it('denies changing anything else with it, or any other status', async () => {
    expect(await withdraw('client', 'new', { status: 'withdrawn', client_notes: 'edited' })).toBe(false);
    expect(await withdraw('client', 'new', { status: 'withdrawn', contacted_at: NOW })).toBe(false);
    expect(await withdraw('client', 'new', { status: 'withdrawn', preferred_time: '11:00' })).toBe(false);
    expect(await withdraw('client', 'new', { status: 'contacted', contacted_at: NOW })).toBe(false);
    expect(await withdraw('client', 'new', { status: 'declined' })).toBe(false);
    expect(await withdraw('client', 'new', { client_notes: 'edited' })).toBe(false);
  });
});

describe('booking_interests: staff moving the status (spec §4)', () => {
  const move = (from: string, data: Data) =>
    tryAs(driver(), 'assistant', { op: 'update', path: 'booking_interests/i1', data }, withStatus(from));

  it('allows contacted → discussing → declined', async () => {
    expect(await move('contacted', { status: 'discussing' })).toBe(true);
    expect(await move('discussing', { status: 'declined' })).toBe(true);
  });

  it('leaves converted to the createBooking callable, which books in the same commit', async () => {
    expect(await move('discussing', { status: 'converted' })).toBe(false);
    expect(await move('discussing', { status: 'converted', booking_id: 'b1' })).toBe(false);
  });

  it('denies skipping steps and leaving a final state', async () => {
    expect(await move('new', { status: 'converted' })).toBe(false);
    expect(await move('converted', { status: 'new' })).toBe(false);
    expect(await move('converted', { status: 'discussing' })).toBe(false);
    expect(await move('declined', { status: 'new' })).toBe(false);
    expect(await move('declined', { status: 'converted' })).toBe(false);
  });

  it('allows the Undo of a Decline: declined back to discussing, and nothing more', async () => {
    expect(await move('declined', { status: 'discussing' })).toBe(true);
    expect(await move('declined', { status: 'discussing', contacted_at: T0 })).toBe(false);
  });

  it('denies marking contacted without contacted_at as the server time', async () => {
    expect(await move('new', { status: 'contacted' })).toBe(false);
    expect(await move('new', { status: 'contacted', contacted_at: T0 })).toBe(false);
  });

  it('denies changing what the client wrote', async () => {
    expect(await move('contacted', { status: 'discussing', client_notes: 'edited' })).toBe(false);
  });
});

describe('booking_interests: who submits', () => {
  it('denies staff submitting an interest (only accounts with the client role do)', async () => {
    const data = { ...bookingInterest('staff-olga', NOW) };
    const alongside = openInterestsBump('staff-olga', 'new');
    const attempt = { op: 'create', path: 'booking_interests/new', data, alongside } as const;
    expect(await tryAs(driver(), 'owner', attempt)).toBe(false);
    const cam = { ...bookingInterest('staff-cam', NOW) };
    const camBump = openInterestsBump('staff-cam', 'new');
    expect(await tryAs(driver(), 'assistant', { ...attempt, data: cam, alongside: camBump })).toBe(false);
  });
});

// booking_settings with a ten-year horizon, so only the calendar check can refuse these dates.
const tenYears = {
  'settings_public/booking_settings': setting(
    'booking_settings',
    { cancellationWindow: 24, maxAdvanceBookingDays: 3650, requireDeposit: true, depositPercentage: 25 },
    'bookings',
    'staff-olga',
  ),
};
const createWithDate = (preferred_date: string, documents: Record<string, Data> = tenYears) =>
  tryAs(
    driver(),
    'client',
    { op: 'create', path: 'booking_interests/new', data: fresh({ preferred_date }), alongside: bump },
    documents,
  );

describe('booking_interests: preferred_date is a real date (what the domain schema reads)', () => {
  it('denies impossible calendar dates', async () => {
    expect(await createWithDate('2030-02-31')).toBe(false);
    expect(await createWithDate('2030-04-31')).toBe(false);
    expect(await createWithDate('2030-02-29')).toBe(false);
    expect(await createWithDate('2030-13-01')).toBe(false);
    expect(await createWithDate('2030-00-10')).toBe(false);
  });

  it('allows leap days and month ends', async () => {
    expect(await createWithDate('2032-02-29')).toBe(true);
    expect(await createWithDate('2030-04-30')).toBe(true);
    expect(await createWithDate('2030-12-31')).toBe(true);
  });
});

describe('booking_interests: preferred_date from the studio’s today to maxAdvanceBookingDays ahead', () => {
  // No booking_settings stored: the registry's default horizon, which the rules repeat.
  const horizon = settingDefault('booking_settings').maxAdvanceBookingDays;

  it('denies past dates and far-future ones (the default horizon)', async () => {
    expect(await createWithDate(daysAhead(-2), {})).toBe(false);
    expect(await createWithDate('2020-01-01', {})).toBe(false);
    expect(await createWithDate('9999-12-31', {})).toBe(false);
    expect(await createWithDate(daysAhead(horizon + 2), {})).toBe(false);
  });

  it('allows tomorrow and the default horizon less a day', async () => {
    expect(await createWithDate(daysAhead(1), {})).toBe(true);
    expect(await createWithDate(daysAhead(horizon - 1), {})).toBe(true);
  });

  it('follows booking_settings.maxAdvanceBookingDays', async () => {
    const week = {
      'settings_public/booking_settings': setting(
        'booking_settings',
        { cancellationWindow: 24, maxAdvanceBookingDays: 7, requireDeposit: true, depositPercentage: 25 },
        'bookings',
        'staff-olga',
      ),
    };
    expect(await createWithDate(daysAhead(5), week)).toBe(true);
    expect(await createWithDate(daysAhead(9), week)).toBe(false);
  });
});

// request.time fixed, through the rules engine: the studio's today follows its zone and US
// daylight saving time (second Sunday of March to first Sunday of November).
describe('booking_interests: the studio’s today in its time zone, at fixed instants', () => {
  const attemptAt = async (instant: string, zone: string, preferred_date: string) => {
    const engine = new EngineDriver(firestoreRulesPath, storageRulesPath, () => new Date(instant));
    const zoneSetting = {
      'settings_public/scheduling_timezone': setting('scheduling_timezone', zone, 'general', 'staff-olga'),
    };
    await engine.seed(seedFor(actors.client, zoneSetting));
    const data = { ...bookingInterest(CLIENT_UID, NOW), preferred_date };
    const outcome = await engine.attempt(actors.client, {
      op: 'create',
      path: 'booking_interests/new',
      data,
      alongside: bump,
    });
    return outcome.allowed;
  };

  it('New York in summer (UTC-4): 03:30 UTC on July 1 is still June 30', async () => {
    expect(await attemptAt('2026-07-01T03:30:00Z', 'America/New_York', '2026-06-30')).toBe(true);
    expect(await attemptAt('2026-07-01T04:30:00Z', 'America/New_York', '2026-06-30')).toBe(false);
    expect(await attemptAt('2026-07-01T03:30:00Z', 'America/New_York', '2026-06-29')).toBe(false);
  });

  it('New York in winter (UTC-5): 04:30 UTC on January 15 is still January 14', async () => {
    expect(await attemptAt('2026-01-15T04:30:00Z', 'America/New_York', '2026-01-14')).toBe(true);
    expect(await attemptAt('2026-01-15T05:30:00Z', 'America/New_York', '2026-01-14')).toBe(false);
  });

  it('Los Angeles in summer (UTC-7) and Chicago in winter (UTC-6)', async () => {
    expect(await attemptAt('2026-07-01T06:30:00Z', 'America/Los_Angeles', '2026-06-30')).toBe(true);
    expect(await attemptAt('2026-07-01T07:30:00Z', 'America/Los_Angeles', '2026-06-30')).toBe(false);
    expect(await attemptAt('2026-12-01T05:30:00Z', 'America/Chicago', '2026-11-30')).toBe(true);
    expect(await attemptAt('2026-12-01T06:30:00Z', 'America/Chicago', '2026-11-30')).toBe(false);
  });

  it('switches on the days daylight saving time starts and ends (2026: March 8, November 1)', async () => {
    // March 8, 04:30 UTC is 23:30 EST on March 7; 05:30 UTC is already March 8.
    expect(await attemptAt('2026-03-08T04:30:00Z', 'America/New_York', '2026-03-07')).toBe(true);
    expect(await attemptAt('2026-03-08T05:30:00Z', 'America/New_York', '2026-03-07')).toBe(false);
    // After the switch (07:00 UTC), March 9 at 04:30 UTC is 00:30 EDT on March 9.
    expect(await attemptAt('2026-03-09T04:30:00Z', 'America/New_York', '2026-03-08')).toBe(false);
    expect(await attemptAt('2026-03-09T03:30:00Z', 'America/New_York', '2026-03-08')).toBe(true);
    // November 1 2026 at 04:30 UTC is 00:30 EDT (daylight time until 06:00 UTC): November 1.
    expect(await attemptAt('2026-11-01T04:30:00Z', 'America/New_York', '2026-10-31')).toBe(false);
    // November 2 at 04:30 UTC is 23:30 EST on November 1.
    expect(await attemptAt('2026-11-02T04:30:00Z', 'America/New_York', '2026-11-01')).toBe(true);
  });

  it('allows exactly maxAdvanceBookingDays after the studio’s today', async () => {
    expect(await attemptAt('2026-07-01T03:30:00Z', 'America/New_York', '2026-08-29')).toBe(true);
    expect(await attemptAt('2026-07-01T03:30:00Z', 'America/New_York', '2026-08-30')).toBe(false);
  });
});
