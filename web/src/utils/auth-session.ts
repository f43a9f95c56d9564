import { type Role, roleSchema } from '@studio/domain';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth, useUser } from 'reactfire';

export type AuthSession =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: User };

/** The signed-in user, live; loading until the stored session has been read (spec §4). */
export function useAuthSession(): AuthSession {
  const { status, data: user } = useUser();
  if (status === 'loading') return { status: 'loading', user: null };
  if (!user) return { status: 'signed-out', user: null };
  return { status: 'signed-in', user };
}

/** The `role` custom claim as a Role; anything else (absent, unknown) is no role (spec §8). */
export function roleFromClaims(claims: Record<string, unknown> | undefined): Role | null {
  const parsed = roleSchema.safeParse(claims?.role);
  return parsed.success ? parsed.data : null;
}

/**
 * The user's role from the ID token's `role` claim, which a function sets (spec §6), re-read on
 * every token refresh. A failed read is logged and treated as no role (spec §8); reactfire's
 * useIdTokenResult would throw it during render instead.
 */
export function useRole(user: User): { role: Role | null; loading: boolean } {
  const auth = useAuth();
  const [state, setState] = useState<{ uid: string; role: Role | null } | null>(null);
  useEffect(() => {
    let current = true;
    const read = async (who: User) => {
      try {
        const token = await who.getIdTokenResult();
        if (current) setState({ uid: who.uid, role: roleFromClaims(token.claims) });
      } catch (error) {
        console.error('Could not read the role claim; treating as no role.', error);
        if (current) setState({ uid: who.uid, role: null });
      }
    };
    void read(user);
    const unsubscribe = onIdTokenChanged(auth, (next) => {
      if (next?.uid === user.uid) void read(next);
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [auth, user]);
  const loaded = state?.uid === user.uid;
  return { role: loaded ? state.role : null, loading: !loaded };
}
