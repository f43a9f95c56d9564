import { describe, expect, it } from 'vitest';
import { roleFromClaims } from '../auth-session.ts';

describe('the role claim', () => {
  it('reads a known role', () => {
    expect(roleFromClaims({ role: 'owner' })).toBe('owner');
    expect(roleFromClaims({ role: 'client' })).toBe('client');
  });

  it('treats a missing or unknown role as no role', () => {
    expect(roleFromClaims({})).toBeNull();
    expect(roleFromClaims({ role: 'admin' })).toBeNull();
    expect(roleFromClaims(undefined)).toBeNull();
  });
});
