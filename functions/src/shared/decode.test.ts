import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeRequest } from './decode.ts';

const refusalOf = (schema: z.ZodType, data: unknown) => {
  try {
    decodeRequest(schema, data);
  } catch (error) {
    if (error instanceof HttpsError) return [error.code, error.message];
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('a callable request that does not decode', () => {
  it("is refused as invalid-argument in the domain's words, never zod's", () => {
    const schema = z.object({ price: z.number().min(0), minutes: z.number().int() });
    expect(refusalOf(schema, { price: -1, minutes: 30 })).toEqual([
      'invalid-argument',
      'price: Enter 0 or more',
    ]);
    expect(refusalOf(schema, { price: Number.NaN, minutes: 30 })).toEqual([
      'invalid-argument',
      'price: Enter a number',
    ]);
    expect(refusalOf(schema, { price: 1, minutes: 1.5 })).toEqual([
      'invalid-argument',
      'minutes: Enter a whole number',
    ]);
  });

  it("keeps a schema's own message", () => {
    const schema = z.object({ uid: z.string().regex(/^\w+$/, 'A user id has letters and digits only') });
    expect(refusalOf(schema, { uid: 'a/b' })).toEqual([
      'invalid-argument',
      'uid: A user id has letters and digits only',
    ]);
  });
});
