/**
 * The roles as plain data, without zod: the web app's first chunk reads a signed-in user's role
 * claim with isRole, and zod comes later (roles.ts builds roleSchema from the same list).
 */

/** One role per user (spec §6). Every role other than client is staff. */
export const roles = ['owner', 'assistant', 'client'] as const;
export type Role = (typeof roles)[number];

/** A claimed or stored value that names a role. */
export function isRole(value: unknown): value is Role {
  return (roles as readonly unknown[]).includes(value);
}
