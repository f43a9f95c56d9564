import { describe, expect, it } from 'vitest';
import { CLIENT_UID } from './support/actors.ts';
import type { Data } from './support/driver.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('profiles');
describeMatrix(table.profiles, driver);

const path = `profiles/${CLIENT_UID}`;
const editAs = (actor: 'client' | 'owner', data: Data) =>
  tryAs(driver(), actor, { op: 'update', path, data });

describe('profiles: hostile writes', () => {
  it('allows the client to edit her preferences, colours and handle', async () => {
    const data = {
      preferences: {
        nailShape: 'square',
        nailLength: 'short',
        style: 'french',
        communicationPreference: 'sms',
      },
      favorite_colors: ['red', 'nude'],
      instagram_handle: 'ana_nails',
      phone: '+1 (555) 010-0200',
    };
    expect(await editAs('client', data)).toBe(true);
  });

  it('denies self-awarded loyalty points', async () => {
    expect(await editAs('client', { loyalty_points: 100000 })).toBe(false);
  });

  it('denies changing derived stats (total_bookings, loyalty_tier, last_visit)', async () => {
    expect(await editAs('client', { total_bookings: 50 })).toBe(false);
    expect(await editAs('client', { loyalty_tier: 'platinum' })).toBe(false);
    expect(await editAs('owner', { last_visit: null })).toBe(false);
  });

  it('denies changing the e-mail (it comes from the account)', async () => {
    expect(await editAs('client', { email: 'someone@else.com' })).toBe(false);
  });

  it('denies an extra key', async () => {
    expect(await editAs('client', { role: 'owner' })).toBe(false);
  });

  it('denies wrong types', async () => {
    expect(await editAs('client', { allergies: 'acetone' })).toBe(false);
    expect(await editAs('client', { allergies: [42] })).toBe(false);
    expect(await editAs('client', { full_name: 7 })).toBe(false);
  });

  it('denies an oversize name and too many list entries', async () => {
    expect(await editAs('client', { full_name: 'x'.repeat(201) })).toBe(false);
    expect(await editAs('client', { favorite_colors: Array.from({ length: 21 }, (_, i) => `c${i}`) })).toBe(
      false,
    );
  });

  it('denies a bad communication preference and a bad Instagram handle', async () => {
    const preferences = { nailShape: null, nailLength: null, style: null, communicationPreference: 'pigeon' };
    expect(await editAs('client', { preferences })).toBe(false);
    expect(await editAs('client', { instagram_handle: 'ana nails!' })).toBe(false);
  });
});
