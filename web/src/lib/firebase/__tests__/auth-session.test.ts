import { describe, expect, it, vi } from 'vitest';
import { roleFromClaims } from '../auth-session.ts';
import { followRole, type RoleSources } from '../role.ts';

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

/** A signed-in user whose token claim the test controls, with the two sources followRole hears. */
function fakeSession(claim: string) {
  const userListeners = new Set<(user: unknown) => void>();
  let storedListener: (role: unknown) => void = () => {};
  const state = { claim };
  const user = {
    uid: 'u1',
    getIdTokenResult: async () => ({ claims: { role: state.claim } }),
    // A forced refresh brings whatever the claim is now, as Auth does.
    getIdToken: vi.fn(async () => {
      for (const listener of userListeners) listener(user);
      return 'token';
    }),
  };
  const sources: RoleSources = {
    watchUser: (onUser) => {
      userListeners.add(onUser as (user: unknown) => void);
      return () => userListeners.delete(onUser as (user: unknown) => void);
    },
    watchStoredRole: (_uid, onRole) => {
      storedListener = onRole;
      return () => {};
    },
  };
  return {
    user: user as never,
    sources,
    state,
    store: (role: unknown) => storedListener(role),
    getIdToken: user.getIdToken,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following the role', () => {
  it('refreshes the token once when the stored role changes, and reports the new claim', async () => {
    const session = fakeSession('client');
    const roles: unknown[] = [];
    followRole(session.user, session.sources, (role) => roles.push(role));
    await settle();
    session.store('client');
    await settle();
    expect(session.getIdToken).not.toHaveBeenCalled();

    session.state.claim = 'assistant';
    session.store('assistant');
    await settle();
    expect(session.getIdToken).toHaveBeenCalledTimes(1);
    expect(roles).toEqual(['client', 'assistant']);
  });

  it('does not loop when the claim lags behind the stored role', async () => {
    const session = fakeSession('client');
    followRole(session.user, session.sources, () => {});
    await settle();
    session.store('owner');
    await settle();
    session.store('owner');
    await settle();
    expect(session.getIdToken).toHaveBeenCalledTimes(1);
  });
});
