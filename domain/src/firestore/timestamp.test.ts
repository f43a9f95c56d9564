import { describe, expect, it } from 'vitest';
import { firestoreDateSchema } from './timestamp.ts';

describe('firestoreDateSchema', () => {
  it('accepts a Date and a Timestamp-like', () => {
    const d = new Date('2026-01-02T03:04:05Z');
    expect(firestoreDateSchema.parse(d)).toEqual(d);
    expect(firestoreDateSchema.parse({ toDate: () => d })).toEqual(d);
  });
  it('refuses strings, numbers, null and invalid dates', () => {
    for (const bad of ['2026-01-01', 0, null, {}, new Date(Number.NaN), { toDate: () => new Date('x') }]) {
      expect(firestoreDateSchema.safeParse(bad).success).toBe(false);
    }
  });
});
