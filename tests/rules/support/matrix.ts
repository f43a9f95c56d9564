// Turns one row of the table into actor × operation tests, plus small helpers for the hostile
// write tests of each collection file.
import { describe, expect, inject, it } from 'vitest';
import { type Actor, type ActorName, actors, allActors } from './actors.ts';
import type { Attempt, Data, RulesDriver } from './driver.ts';
import { baseDocuments, setting } from './fixtures.ts';
import { type CollectionCase, type Operation, operations } from './table.ts';

/** The documents stored while `actor` asks: base, the collection's own, the permission settings. */
export function seedFor(actor: Actor, extra: Record<string, Data> = {}): Record<string, Data> {
  const permissions = Object.fromEntries(
    Object.entries(actor.permissions).map(([key, value]) => [
      `settings_staff/${key}`,
      setting(key, value, 'advanced', 'staff-olga'),
    ]),
  );
  return { ...baseDocuments(), ...permissions, ...extra };
}

export function attemptFor(row: CollectionCase, op: Operation, actor: Actor): Attempt {
  switch (op) {
    case 'get':
    case 'delete':
      return { op, path: row.existing };
    case 'list':
      return { op, ...row.list, candidate: row.existing };
    case 'create':
      return { op, ...row.create(actor) };
    case 'update':
      return { op, path: row.existing, data: row.update(actor), alongside: row.updateAlongside?.(actor) };
  }
}

/**
 * The (operation, actor) cells a run checks. In process the whole matrix; through the emulators
 * (`slice`) a representative part, since the same rules engine decides there: per operation the
 * first actor allowed and the first denied, and every actor at least once per collection (each on
 * an operation that rotates with the collection), so every collection, actor and outcome of each
 * rule goes through the emulators' wire. `npm run test:rules-emulators-full` runs every cell.
 */
export function matrixCells(row: CollectionCase, slice: boolean): [Operation, Actor][] {
  const all = operations.flatMap((op) => allActors.map((actor): [Operation, Actor] => [op, actor]));
  if (!slice) return all;
  const offset = [...row.name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const keep = new Set<string>();
  allActors.forEach((actor, i) => {
    keep.add(`${operations[(i + offset) % operations.length]}:${actor.name}`);
  });
  for (const op of operations) {
    for (const outcome of [true, false]) {
      const first = allActors.find((actor) => row.allowed[op](actor) === outcome);
      if (first) keep.add(`${op}:${first.name}`);
    }
  }
  return all.filter(([op, actor]) => keep.has(`${op}:${actor.name}`));
}

export function describeMatrix(row: CollectionCase, driver: () => RulesDriver): void {
  const runner = inject('rulesRunner');
  const slice = runner?.kind === 'emulators' && runner.slice;
  describe(`${row.name}: the access matrix`, () => {
    for (const [op, actor] of matrixCells(row, slice)) {
      const allowed = row.allowed[op](actor);
      it(`${allowed ? 'allows' : 'denies'} ${op} by ${actor.label}`, async () => {
        await driver().seed(seedFor(actor, row.seed));
        const outcome = await driver().attempt(actor, attemptFor(row, op, actor));
        expect(outcome.allowed, outcome.message).toBe(allowed);
      });
    }
  });
}

/** Seeds, tries one attempt as a named actor, and answers whether the rules allowed it. */
export async function tryAs(
  driver: RulesDriver,
  actorName: ActorName,
  attempt: Attempt,
  documents: Record<string, Data> = {},
): Promise<boolean> {
  const actor = actors[actorName];
  const seeded = seedFor(actor, documents);
  // A denial must come from the rules, not from a test that forgot to seed its target.
  if ((attempt.op === 'update' || attempt.op === 'delete') && !(attempt.path in seeded)) {
    throw new Error(`${attempt.op} of ${attempt.path}, which the test did not seed`);
  }
  if (attempt.op === 'create' && attempt.path in seeded) throw new Error(`create of seeded ${attempt.path}`);
  await driver.seed(seeded);
  return (await driver.attempt(actor, attempt)).allowed;
}
