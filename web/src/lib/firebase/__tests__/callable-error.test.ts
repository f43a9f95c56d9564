import { describe, expect, it } from 'vitest';
import { plainCallableMessage, withPlainMessage } from '../callable-error.ts';

/** An error shaped as the Functions SDK makes it: code 'functions/…', message '… [status]'. */
function functionsError(code: string, message: string, details?: unknown) {
  return Object.assign(new Error(message), { code: `functions/${code}`, details });
}

describe('plainCallableMessage', () => {
  it('drops the status the SDK appends to the function’s own words', () => {
    expect(
      plainCallableMessage('functions/failed-precondition', 'That time overlaps another booking. [400]'),
    ).toBe('That time overlaps another booking.');
    expect(plainCallableMessage('functions/permission-denied', 'Only the owner may. [403]')).toBe(
      'Only the owner may.',
    );
  });

  it('words a crash or an outage the function never worded', () => {
    expect(plainCallableMessage('functions/internal', 'internal [500]')).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(plainCallableMessage('functions/internal', 'Cannot read properties of undefined')).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(plainCallableMessage('functions/unavailable', 'unavailable [503]')).toMatch(
      /could not be reached/,
    );
    expect(plainCallableMessage('functions/unknown', 'Unknown backend error status: WHAT [418]')).toMatch(
      /went wrong/,
    );
  });

  it('never shows a bracketed status code', () => {
    for (const [code, status] of [
      ['invalid-argument', 400],
      ['not-found', 404],
      ['already-exists', 409],
      ['resource-exhausted', 429],
      ['internal', 500],
    ] as const)
      expect(plainCallableMessage(`functions/${code}`, `${code} [${status}]`)).not.toMatch(/\[\d+\]/);
  });
});

describe('withPlainMessage', () => {
  it('keeps the code and details a caller branches on', () => {
    const details = { reason: 'conflict', conflicts: [] };
    const error = withPlainMessage(functionsError('failed-precondition', 'Taken. [400]', details));
    expect(error).toMatchObject({ message: 'Taken.', code: 'functions/failed-precondition', details });
  });

  it('leaves other errors as they are', () => {
    const error = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    expect(withPlainMessage(error)).toBe(error);
    expect((error as Error).message).toBe('Missing or insufficient permissions.');
  });
});
