import { type Role, roleSchema } from '@studio/domain';
import type { User } from 'firebase/auth';
import { useIdTokenResult, useUser } from 'reactfire';

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
 * The user's role from the ID token's `role` claim, which a function sets (spec §6). Reading the
 * claim is local (no request); a failure is logged and treated as no role (spec §8).
 */
export function useRole(user: User): { role: Role | null; loading: boolean } {
  const { status, data, error } = useIdTokenResult(user);
  if (status === 'error') console.error('Could not read the role claim; treating as no role.', error);
  return { role: status === 'success' ? roleFromClaims(data.claims) : null, loading: status === 'loading' };
}
