import { describe, expect, it } from 'vitest';
import { CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { bookingInterest, T0 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('booking_interests');
describeMatrix(table.booking_interests, driver);

const fresh = (changes: Data = {}) => ({ ...bookingInterest(CLIENT_UID, NOW), ...changes });
const withStatus = (status: string) => ({
  'booking_interests/i1': { ...bookingInterest(CLIENT_UID), status },
});

// Issue 31: the submitBookingInterest and withdrawBookingInterest callables write for her (they
// count her open interests in a transaction); the browser only reads.
describe('booking_interests: submitting and withdrawing go through the callables', () => {
  it('denies every actor creating an interest, even a well-formed one of her own', async () => {
    const attempt = { op: 'create', path: 'booking_interests/new', data: fresh() } as const;
    expect(await tryAs(driver(), 'client', attempt)).toBe(false);
    expect(await tryAs(driver(), 'client', { ...attempt, data: fresh({ service_id: 'gel' }) })).toBe(false);
    const own = (uid: string) => ({ ...attempt, data: bookingInterest(uid, NOW) });
    expect(await tryAs(driver(), 'owner', own('staff-olga'))).toBe(false);
    expect(await tryAs(driver(), 'assistant', own('staff-cam'))).toBe(false);
  });

  it('denies the client (and anyone else) withdrawing, even her own new interest', async () => {
    const withdraw = (actor: 'client' | 'otherClient' | 'assistant' | 'owner') =>
      tryAs(
        driver(),
        actor,
        { op: 'update', path: 'booking_interests/i1', data: { status: 'withdrawn' } },
        withStatus('new'),
      );
    expect(await withdraw('client')).toBe(false);
    expect(await withdraw('otherClient')).toBe(false);
    expect(await withdraw('assistant')).toBe(false);
    expect(await withdraw('owner')).toBe(false);
  });

  it('denies the client changing her interest’s status', async () => {
    const attempt = { op: 'update', path: 'booking_interests/i1', data: { status: 'converted' } } as const;
    expect(await tryAs(driver(), 'client', attempt, table.booking_interests.seed)).toBe(false);
  });

  it('allows her to count her own new ones (the wizard’s early warning), and no one else’s', async () => {
    const mine = {
      op: 'list',
      collection: 'booking_interests',
      where: [
        ['client_id', '==', CLIENT_UID],
        ['status', '==', 'new'],
      ],
      candidate: 'booking_interests/i1',
    } as const;
    expect(await tryAs(driver(), 'client', mine, withStatus('new'))).toBe(true);
    const hers = {
      ...mine,
      where: [
        ['client_id', '==', OTHER_CLIENT_UID],
        ['status', '==', 'new'],
      ],
    } as const;
    expect(await tryAs(driver(), 'client', hers, withStatus('new'))).toBe(false);
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
