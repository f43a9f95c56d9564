import { describe, expect, it } from 'vitest';
import { hasStoredSession, storedSessionKey } from '../stored-session.ts';

// The test build's Firebase options: no project configured, so the emulators' demo API key.
const key = storedSessionKey('demo-api-key');

describe('the stored session', () => {
  it("names Auth's localStorage entry for the default app", () => {
    expect(key).toBe('firebase:authUser:demo-api-key:[DEFAULT]');
    expect(storedSessionKey('k', 'other')).toBe('firebase:authUser:k:other');
  });

  it('is there when Auth has stored a user, not otherwise', () => {
    const stored = new Map([[key, '{"uid":"u1"}']]);
    expect(hasStoredSession({ getItem: (k) => stored.get(k) ?? null })).toBe(true);
    expect(hasStoredSession({ getItem: () => null })).toBe(false);
  });

  it('lets Auth decide when storage cannot be read', () => {
    const refusing = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(hasStoredSession(refusing)).toBe(true);
  });
});
