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

describe('profiles: each field takes exactly what the domain schema reads', () => {
  it('denies preferences set to null, a list or a string (the schema reads a map)', async () => {
    expect(await editAs('client', { preferences: null })).toBe(false);
    expect(await editAs('client', { preferences: ['square'] })).toBe(false);
    expect(await editAs('client', { preferences: 'square' })).toBe(false);
    expect(await editAs('owner', { preferences: null })).toBe(false);
  });

  it('denies unknown keys and nested maps in preferences', async () => {
    expect(await editAs('client', { preferences: { nailShape: 'square', colour: 'red' } })).toBe(false);
    expect(await editAs('client', { preferences: { nailShape: { shape: 'square' } } })).toBe(false);
  });

  it('allows preferences with some keys, or all of them null', async () => {
    expect(await editAs('client', { preferences: { nailShape: 'oval' } })).toBe(true);
    expect(await editAs('client', { preferences: {} })).toBe(true);
    const allNull = { nailShape: null, nailLength: null, style: null, communicationPreference: null };
    expect(await editAs('client', { preferences: allNull })).toBe(true);
  });

  it('denies null lists (the schema reads a list, defaulting only when absent)', async () => {
    expect(await editAs('client', { allergies: null })).toBe(false);
    expect(await editAs('client', { favorite_colors: null })).toBe(false);
  });
});

describe('profiles: the staff’s notes', () => {
  it('denies the client editing the notes on her own profile', async () => {
    expect(await editAs('client', { notes: 'VIP, never charge' })).toBe(false);
    expect(await editAs('client', { notes: '', phone: '555 0100' })).toBe(false);
  });

  it('allows staff editing the notes', async () => {
    expect(await editAs('owner', { notes: 'Prefers mornings' })).toBe(true);
  });

  it('allows the client her contact details, preferences and allergies', async () => {
    expect(await editAs('client', { phone: '555 0100', full_name: 'Ana Lima', allergies: ['latex'] })).toBe(
      true,
    );
  });
});
