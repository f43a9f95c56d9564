import { z } from 'zod';
import { type Role, roles } from './role-names.ts';

export { isRole, type Role, roles } from './role-names.ts';
export const roleSchema = z.enum(roles);

export const roleLabels: Record<Role, string> = { owner: 'Owner', assistant: 'Assistant', client: 'Client' };

export const staffRoles = ['owner', 'assistant'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

/** Staff see the dashboard and sidebar; a missing role (lookup failed) is never staff. */
export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'owner' || role === 'assistant';
}
