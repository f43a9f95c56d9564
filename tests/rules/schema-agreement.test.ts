// Issue 17: whatever the rules let a client store, the domain schema that reads it back accepts,
// so no client can write a document that takes a staff screen or a function down. fast-check
// builds payloads from a valid one by replacing, removing or adding fields (nulls, empty and
// over-long strings, impossible or far dates, decimals, nested maps and lists, values of the
// wrong type next to legitimate ones); each payload the rules allow is read back through the
// schema (her profile; booking interests are written by callables since issue 31, and the
// booking_interests matrix shows no browser writes one). The seed is fixed so CI is repeatable;
// FC_SEED / FC_RUNS explore further.
import { profileSchema } from '@studio/domain';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { CLIENT_UID } from './support/actors.ts';
import { type Attempt, type Data, NOW } from './support/driver.ts';
import { daysAhead, profile } from './support/fixtures.ts';
import { useRulesDriver } from './support/harness.ts';
import { tryAs } from './support/matrix.ts';

const driver = useRulesDriver('schema-agreement');
const seed = Number(process.env.FC_SEED ?? 20261126);
// In process every payload costs well under a millisecond; through the emulators (the
// security-rules-emulators project's slice) a seed and a write each, so a sample there.
const runner = inject('rulesRunner');
const sampled = runner?.kind === 'emulators' && runner.slice;
const numRuns = Number(process.env.FC_RUNS ?? (sampled ? 25 : 500));
const walkTimeout = 180_000;

/** A field the payload leaves out. */
const REMOVED = Symbol('removed');

const oddText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\n',
    'x'.repeat(51),
    'x'.repeat(201),
    'x'.repeat(1001),
    'x'.repeat(2001),
  ),
  fc.string({ maxLength: 12 }),
);
const oddDate = fc.constantFrom(
  '2030-02-31',
  '2030-02-30',
  '2030-04-31',
  '2028-02-29',
  '2027-02-29',
  '9999-12-31',
  '2024-13-01',
  '2030-1-5',
  '0000-00-00',
  daysAhead(-1),
  daysAhead(0),
  daysAhead(1),
  daysAhead(10),
  daysAhead(400),
);
const oddTime = fc.constantFrom('10:00', '09:00', '17:00', '25:00', '9:00', '10:00:00', '10:30', '');
const oddNumber = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(2 ** 31, -(2 ** 53), 0.5, 1.5, -0.0),
  fc.double({ noNaN: true }),
);
const oddScalar = fc.oneof(
  fc.constant(null),
  oddText,
  oddDate,
  oddTime,
  oddNumber,
  fc.boolean(),
  fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
);
/**
 * Any value a client could send: scalars, and lists and maps of them a few levels deep (no list
 * directly in a list: Firestore has none, and the SDKs refuse one before sending).
 */
const oddValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; map: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddScalar,
    fc.array(fc.oneof(oddScalar, tie('map')), { maxLength: 3 }),
    tie('map'),
  ),
  map: fc.dictionary(fc.constantFrom('a', 'nailShape', 'style', 'x'), tie('value'), { maxKeys: 3 }),
})).value;

/** A field's legitimate values beside the odd ones, so that many payloads are allowed. */
function fieldValue(legitimate: readonly unknown[]): fc.Arbitrary<unknown> {
  // A server timestamp only at the top: the SDKs refuse one inside a list before sending.
  return fc.oneof(
    fc.constantFrom(...legitimate),
    fc.constant(null),
    fc.constant(NOW),
    oddValue,
    fc.constant(REMOVED),
  );
}

type Changes = Record<string, fc.Arbitrary<unknown>>;

/** 1–3 of the named fields (or an extra one) changed. */
function mutations(fields: Changes): fc.Arbitrary<Record<string, unknown>> {
  const all: Changes = { ...fields, extra_field: oddValue };
  return fc
    .uniqueArray(fc.constantFrom(...Object.keys(all)), { minLength: 1, maxLength: 3 })
    .chain((keys) =>
      fc.record(Object.fromEntries(keys.map((key) => [key, all[key] as fc.Arbitrary<unknown>]))),
    );
}

/** The document as a reader gets it back: server timestamps are times. */
function asStored(data: Data, now: Date): unknown {
  if (data === (NOW as unknown)) return now;
  if (Array.isArray(data)) return data.map((item) => asStored(item, now));
  if (data && typeof data === 'object' && !(data instanceof Date)) {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, asStored(v as Data, now)]));
  }
  return data;
}

interface Walk<Change> {
  attempt(change: Change): { attempt: Attempt; seeded: Record<string, Data> };
  /** Each document the write stores, with the schema its readers parse it with. */
  stored(change: Change): { data: Data; schema: z.ZodType }[];
}

/**
 * Walks the payloads; each one the rules allow must parse. Answers how many were allowed, so a
 * walk whose every payload was refused (and so proved nothing) shows.
 */
async function walk<Change>(name: string, changes: fc.Arbitrary<Change>, subject: Walk<Change>) {
  let allowed = 0;
  await fc.assert(
    fc.asyncProperty(changes, async (change) => {
      const { attempt, seeded } = subject.attempt(change);
      if (!(await tryAs(driver(), 'client', attempt, seeded))) return;
      allowed += 1;
      for (const { data, schema } of subject.stored(change)) {
        const parsed = schema.safeParse(asStored(data, new Date()));
        if (!parsed.success) {
          throw new Error(
            `${name}: the rules allowed ${JSON.stringify(data)}, which the schema rejects: ${parsed.error.message}`,
          );
        }
      }
    }),
    { seed, numRuns },
  );
  return allowed;
}

describe('what the rules let a client store, the domain schema reads (fast-check walk)', () => {
  it(
    'her own profile: contact details, preferences and allergies',
    async () => {
      const existing = profile(CLIENT_UID, 'Ana');
      const preferenceValue = fc.oneof(
        fc.constantFrom(null, 'almond', 'short', 'instagram', 'sms', 'email', 'phone', 'fax'),
        oddScalar,
      );
      const preferences = fc.oneof(
        fc.dictionary(
          fc.constantFrom('nailShape', 'nailLength', 'style', 'communicationPreference', 'colour'),
          preferenceValue,
          { maxKeys: 4 },
        ),
        fc.constant(null),
        oddValue,
      );
      const changes = mutations({
        full_name: fieldValue(['Ana Díaz', null]),
        phone: fieldValue(['+1 (555) 010-0200', null, '555-0100']),
        instagram_handle: fieldValue(['ana.nails', null, '@ana']),
        allergies: fc.oneof(fc.array(oddText, { maxLength: 3 }), oddValue),
        favorite_colors: fc.oneof(fc.array(oddText, { maxLength: 3 }), oddValue),
        preferences,
        email: fieldValue(['new@example.com']),
        loyalty_points: fieldValue([99_999]),
        walk_in: fieldValue([true]),
      });
      const allowed = await walk('profiles update', changes, {
        attempt: (c) => ({
          attempt: { op: 'update', path: `profiles/${CLIENT_UID}`, data: withoutRemoved(c) },
          seeded: {},
        }),
        stored: (c) => [{ data: { ...existing, ...withoutRemoved(c) }, schema: profileSchema }],
      });
      expect(allowed).toBeGreaterThan(numRuns / 10);
    },
    walkTimeout,
  );
});

/** An update names only the fields it sets (the driver has no field deletion). */
function withoutRemoved(changes: Record<string, unknown>): Data {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== REMOVED));
}
