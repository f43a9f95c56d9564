import { readFileSync } from 'node:fs';
import { collections, subcollections } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { firestoreRulesPath } from './support/paths.ts';
import { table } from './support/table.ts';

// The matrix is only complete if its table has a row for every collection the app stores and
// every collection firestore.rules opens; a new collection without a row fails here.
const rows = new Set(Object.keys(table));
const matched = [...readFileSync(firestoreRulesPath, 'utf8').matchAll(/match \/([a-z_]+)\/\{/g)]
  .map((m) => m[1] ?? '')
  .filter((name) => name !== 'databases');

describe('the rules matrix covers every collection', () => {
  it('has a row for every collection of domain and its subcollections', () => {
    const stored = [...Object.values(collections), ...Object.values(subcollections)];
    expect(stored.filter((name) => !rows.has(name))).toEqual([]);
  });

  it('has a row for every collection firestore.rules matches, and no row it does not', () => {
    expect(matched.length).toBeGreaterThan(10);
    expect(matched.filter((name) => !rows.has(name))).toEqual([]);
    expect([...rows].filter((name) => !matched.includes(name))).toEqual([]);
  });
});
