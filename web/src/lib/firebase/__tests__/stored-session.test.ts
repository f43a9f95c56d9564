import { describe, expect, it } from 'vitest';
import { hasStoredSession, rememberSignedIn, signedInKey } from '../stored-session.ts';

/** A localStorage stand-in that keeps its entries in a Map. */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

describe('the stored session hint', () => {
  it("is the app's own key, not Firebase Auth's private entry", () => {
    expect(signedInKey).toBe('studio.signedIn');
  });

  it('is there after a sign-in and gone after a sign-out', () => {
    const storage = memoryStorage();
    expect(hasStoredSession(storage)).toBe(false);
    rememberSignedIn(true, storage);
    expect(storage.entries.get(signedInKey)).toBe('1');
    expect(hasStoredSession(storage)).toBe(true);
    rememberSignedIn(false, storage);
    expect(storage.entries.has(signedInKey)).toBe(false);
    expect(hasStoredSession(storage)).toBe(false);
  });

  it("ignores Auth's own entries", () => {
    const storage = memoryStorage();
    storage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}');
    expect(hasStoredSession(storage)).toBe(false);
  });

  it('lets Auth decide when storage cannot be read, and writes nothing then', () => {
    const refusing = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('SecurityError');
      },
      removeItem() {
        throw new Error('SecurityError');
      },
    };
    expect(hasStoredSession(refusing)).toBe(true);
    expect(() => rememberSignedIn(true, refusing)).not.toThrow();
    expect(() => rememberSignedIn(false, refusing)).not.toThrow();
  });
});
