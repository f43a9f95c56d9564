import { describe, expect, it } from 'vitest';
import { CLIENT_UID, OTHER_CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { bookingInterest, T0 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('booking_interests');
describeMatrix(table.booking_interests, driver);

const createAsClient = (data: Data) =>
  tryAs(driver(), 'client', { op: 'create', path: 'booking_interests/new', data });
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
    expect(await createAsClient(fresh({ preferred_date: '2026-13-01' }))).toBe(false);
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
});

describe('booking_interests: staff moving the status (spec §4)', () => {
  const move = (from: string, data: Data) =>
    tryAs(driver(), 'assistant', { op: 'update', path: 'booking_interests/i1', data }, withStatus(from));

  it('allows contacted → discussing → converted or declined', async () => {
    expect(await move('contacted', { status: 'discussing' })).toBe(true);
    expect(await move('discussing', { status: 'converted' })).toBe(true);
    expect(await move('discussing', { status: 'declined' })).toBe(true);
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
