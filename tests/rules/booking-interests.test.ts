import { describe, expect, it } from 'vitest';
import { CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { bookingInterest } from './support/fixtures.ts';
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

describe('booking_interests: staff move the status through changeInterestStatus (issue 31)', () => {
  const move = (actor: 'assistant' | 'owner', from: string, data: Data) =>
    tryAs(driver(), actor, { op: 'update', path: 'booking_interests/i1', data }, withStatus(from));

  it('denies every move from a browser, the ones the callable makes included', async () => {
    for (const actor of ['assistant', 'owner'] as const) {
      expect(await move(actor, 'new', { status: 'contacted', contacted_at: NOW })).toBe(false);
      expect(await move(actor, 'contacted', { status: 'discussing' })).toBe(false);
      expect(await move(actor, 'discussing', { status: 'declined' })).toBe(false);
      expect(await move(actor, 'declined', { status: 'discussing' })).toBe(false);
      expect(await move(actor, 'discussing', { status: 'converted', booking_id: 'b1' })).toBe(false);
    }
  });
});
