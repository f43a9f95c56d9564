import { readFileSync } from 'node:fs';
import { allergenIds } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { CLIENT_UID } from './support/actors.ts';
import { type Data, NOW } from './support/driver.ts';
import { profile, T0 } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('profiles');
describeMatrix(table.profiles, driver);

const path = `profiles/${CLIENT_UID}`;
const editAs = (actor: 'client' | 'owner', data: Data) =>
  tryAs(driver(), actor, { op: 'update', path, data });

/** Her profile on file with these allergies (and one earlier removal), edited by an actor. */
const onFile = ['latex', 'hema', 'Cinnamon'];
const earlier = { allergies: ['nickel'], removed_by: 'staff-olga', removed_at: T0 };
const editAllergiesAs = (actor: 'client' | 'otherClient' | 'assistant' | 'owner', data: Data) =>
  tryAs(
    driver(),
    actor,
    { op: 'update', path, data },
    {
      [path]: { ...profile(CLIENT_UID, 'Ana'), allergies: onFile, allergies_removed: { '0': earlier } },
    },
  );
/** The record with the entry the owner (staff-olga) must add when she removes `allergies`. */
const removal = (allergies: string[], patch: Data = {}) => ({
  allergies_removed: {
    '0': earlier,
    '1': { allergies, removed_by: 'staff-olga', removed_at: NOW, ...patch },
  },
});

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

describe('profiles: allergies are staff-owned safety data', () => {
  it('allows the client to add an allergy, from the studio list or as free text', async () => {
    expect(await editAllergiesAs('client', { allergies: [...onFile, 'formaldehyde'] })).toBe(true);
    expect(await editAllergiesAs('client', { allergies: ['Cinnamon', 'hema', 'latex', 'Almond oil'] })).toBe(
      true,
    );
  });

  it('denies the client removing or clearing one, even while adding another', async () => {
    expect(await editAllergiesAs('client', { allergies: ['latex', 'Cinnamon'] })).toBe(false);
    expect(await editAllergiesAs('client', { allergies: [] })).toBe(false);
    expect(await editAllergiesAs('client', { allergies: ['latex', 'hema', 'formaldehyde'] })).toBe(false);
  });

  it('denies the client writing the removal record, even one that names her', async () => {
    const forged = {
      allergies_removed: {
        '0': earlier,
        '1': { allergies: ['hema'], removed_by: CLIENT_UID, removed_at: NOW },
      },
    };
    expect(await editAllergiesAs('client', { allergies: ['latex', 'Cinnamon'], ...forged })).toBe(false);
    expect(await editAllergiesAs('client', { allergies_removed: {} })).toBe(false);
    expect(await editAllergiesAs('client', { allergies_removed: 'none' })).toBe(false);
  });

  it('allows staff to remove allergies with the record of what, who and when', async () => {
    expect(await editAllergiesAs('owner', { allergies: ['latex'], ...removal(['hema', 'Cinnamon']) })).toBe(
      true,
    );
    expect(await editAllergiesAs('owner', { allergies: [], ...removal(['latex', 'hema', 'Cinnamon']) })).toBe(
      true,
    );
  });

  it('allows staff to add allergies without a record', async () => {
    expect(await editAllergiesAs('owner', { allergies: [...onFile, 'toluene'] })).toBe(true);
    expect(await editAllergiesAs('assistant', { allergies: [...onFile, 'toluene'] })).toBe(true);
  });

  it('denies staff removing an allergy without the record', async () => {
    expect(await editAllergiesAs('owner', { allergies: ['latex', 'Cinnamon'] })).toBe(false);
    expect(await editAllergiesAs('assistant', { allergies: ['latex', 'Cinnamon'] })).toBe(false);
  });

  it('denies a record that misnames what went, who removed it or when', async () => {
    const after = { allergies: ['latex', 'Cinnamon'] };
    expect(await editAllergiesAs('owner', { ...after, ...removal(['latex']) })).toBe(false);
    expect(await editAllergiesAs('owner', { ...after, ...removal(['hema', 'latex']) })).toBe(false);
    expect(
      await editAllergiesAs('owner', { ...after, ...removal(['hema'], { removed_by: 'staff-cam' }) }),
    ).toBe(false);
    expect(await editAllergiesAs('owner', { ...after, ...removal(['hema'], { removed_at: T0 }) })).toBe(
      false,
    );
    expect(await editAllergiesAs('owner', { ...after, ...removal(['hema'], { reason: 'typo' }) })).toBe(
      false,
    );
    expect(await editAllergiesAs('owner', { ...after, ...removal(['hema'], { allergies: 'hema' }) })).toBe(
      false,
    );
  });

  it('denies a record under any key but the next one, and a record without a removal', async () => {
    const after = { allergies: ['latex', 'Cinnamon'] };
    const entry = { allergies: ['hema'], removed_by: 'staff-olga', removed_at: NOW };
    const under = (log: Data) => editAllergiesAs('owner', { ...after, allergies_removed: log });
    expect(await under({ '0': entry })).toBe(false);
    expect(await under({ '0': earlier, '7': entry })).toBe(false);
    expect(await under({ '0': earlier, '1': entry, '2': entry })).toBe(false);
    expect(await under({ '1': entry })).toBe(false);
    expect(await editAllergiesAs('owner', removal(['hema']))).toBe(false);
  });

  it('denies anyone rewriting or erasing the record', async () => {
    expect(await editAllergiesAs('owner', { allergies_removed: {} })).toBe(false);
    const rewritten = { '0': { ...earlier, removed_by: 'staff-cam' } };
    expect(await editAllergiesAs('owner', { allergies_removed: rewritten })).toBe(false);
  });

  it('allows staff to repair allergies stored with the wrong type', async () => {
    const broken = { [path]: { ...profile(CLIENT_UID, 'Ana'), allergies: 'latex' } };
    expect(await tryAs(driver(), 'owner', { op: 'update', path, data: { allergies: [] } }, broken)).toBe(
      true,
    );
  });

  it('denies another client adding an allergy to her profile', async () => {
    expect(await editAllergiesAs('otherClient', { allergies: [...onFile, 'toluene'] })).toBe(false);
  });
});

describe('the studio allergen list', () => {
  it('is the same in firestore.rules as in the domain', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const listed = /function allergenIds\(\) \{\s*return \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    expect([...listed.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...allergenIds]);
  });
});
