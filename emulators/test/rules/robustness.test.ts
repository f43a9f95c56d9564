// Bad input never crashes an emulator: any text gives a compile result (rules or issues), and
// compiled rules answer every request with a decision.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.ts';
import { DB, firestoreRequest } from './helpers.ts';

const base = readFileSync(new URL('./fixtures/projects.rules', import.meta.url), 'utf8');

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const PIECES = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  '/',
  '$(',
  '=**',
  "'",
  '"',
  ';',
  '.',
  '&&',
  '||',
  '!',
  '?',
  ':',
  'if',
  'allow',
  'match',
  '1e',
  '0x',
  '\\',
  '\n',
  ' ',
  'let',
  'function',
  'return',
  'is',
  'in',
];

function mutate(text: string, next: () => number): string {
  let out = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * out.length);
    const piece = PIECES[Math.floor(next() * PIECES.length)] as string;
    out =
      next() < 0.5
        ? out.slice(0, at) + piece + out.slice(at)
        : out.slice(0, at) + out.slice(at + 1 + Math.floor(next() * 5));
  }
  return out;
}

describe('mutated rules files', () => {
  it('always compile to rules or to issues with positions, and compiled rules always decide', async () => {
    const next = random(42);
    let compiled = 0;
    for (let i = 0; i < 400; i++) {
      const source = mutate(base, next);
      const result = compileRules(source);
      if (!result.ok) {
        for (const issue of result.issues) {
          expect(issue.line).toBeGreaterThan(0);
          expect(issue.column).toBeGreaterThan(0);
        }
        continue;
      }
      compiled++;
      for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
        const decision = await result.rules.authorize(
          firestoreRequest({ method, path: `${DB}/projects/p1/symbols/s` }),
        );
        expect(typeof decision.message).toBe('string');
      }
    }
    // Some mutations land in comments or whitespace and still compile.
    expect(compiled).toBeGreaterThan(0);
  });
});
