// Every construct of the reference, evaluated by the engine from one rules file (the conformance
// suite reads the same file through the emulators).
import { describe, expect, it } from 'vitest';
import { compileOrThrow, DB, firestoreRequest } from './helpers.ts';
import { failCases, holdCases, referenceRules } from './reference-cases.ts';

const rules = compileOrThrow(referenceRules());
const read = (id: string) => rules.authorize(firestoreRequest({ path: `${DB}/checks/${id}`, auth: null }));

describe('the reference, case by case', () => {
  it.each(holdCases)('holds: $title', async ({ id }) => {
    const decision = await read(id);
    expect(decision.message).toMatch(/^true for 'get'/);
  });

  it.each(failCases)('fails: $title', async ({ id }) => {
    expect((await read(id)).allowed).toBe(false);
  });
});
