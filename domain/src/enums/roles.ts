import { z } from 'zod';

/** One role per user (spec §6). Every role other than client is staff. */
export const roles = ['owner', 'assistant', 'client'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const roleLabels: Record<Role, string> = { owner: 'Owner', assistant: 'Assistant', client: 'Client' };

export const staffRoles = ['owner', 'assistant'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

/** Staff see the dashboard and sidebar; a missing role (lookup failed) is never staff. */
export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'owner' || role === 'assistant';
}
