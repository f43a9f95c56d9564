import { isRole, type Role } from '@studio/domain/enums/role-names';

/**
 * The `role` custom claim as a Role; anything else (absent, unknown) is no role (spec §8). Its own
 * module because both sides of the Auth chunk's boundary read it: auth-session.ts (first load)
 * and role.ts (the Auth chunk), which the loader imports lazily; in either one, the other's
 * import of it would close an import cycle.
 */
export function roleFromClaims(claims: Record<string, unknown> | undefined): Role | null {
  const role = claims?.role;
  return isRole(role) ? role : null;
}
