import { describe, expect, it } from 'vitest';
import { CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { daysAhead, waitlistEntry } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

// A client waiting for a full day: the joinWaitlist callable writes her entry; she reads and
// leaves it; staff read the day's list; only the function marks her told.
const driver = useRulesDriver('waitlist_entries');
describeMatrix(table.waitlist_entries, driver);

const fresh = (changes: Data = {}) => ({ ...waitlistEntry(CLIENT_UID, NOW), ...changes });
const createAsClient = (data: Data) =>
  tryAs(driver(), 'client', { op: 'create', path: 'waitlist_entries/new', data });

describe('waitlist_entries: a client joining', () => {
  it('denies her own entry, however well formed: the joinWaitlist callable writes it', async () => {
    expect(await createAsClient(fresh())).toBe(false);
    expect(await createAsClient(fresh({ notified_at: null }))).toBe(false);
    expect(await createAsClient(fresh({ client_id: OTHER_CLIENT_UID }))).toBe(false);
  });

  it('denies her changing her entry (she leaves and joins again instead)', async () => {
    const seed = table.waitlist_entries.seed;
    const attempt = { op: 'update', path: 'waitlist_entries/w1', data: { notified_at: NOW } } as const;
    expect(await tryAs(driver(), 'client', attempt, seed)).toBe(false);
  });

  it('denies every browser delete, hers included: she leaves through leaveWaitlist', async () => {
    const seed = table.waitlist_entries.seed;
    const attempt = { op: 'delete', path: 'waitlist_entries/w1' } as const;
    expect(await tryAs(driver(), 'otherClient', attempt, seed)).toBe(false);
    expect(await tryAs(driver(), 'client', attempt, seed)).toBe(false);
    expect(await tryAs(driver(), 'owner', attempt, seed)).toBe(false);
  });

  it("denies a client listing everyone's entries for a day", async () => {
    const seed = { ...table.waitlist_entries.seed, 'waitlist_entries/w2': waitlistEntry(OTHER_CLIENT_UID) };
    const attempt = {
      op: 'list',
      collection: 'waitlist_entries',
      where: [['date', '==', daysAhead(10)]],
      candidate: 'waitlist_entries/w1',
    } as const;
    expect(await tryAs(driver(), 'client', attempt, seed)).toBe(false);
    expect(await tryAs(driver(), 'assistant', attempt, seed)).toBe(true);
  });
});
