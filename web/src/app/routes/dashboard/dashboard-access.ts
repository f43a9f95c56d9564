import { isStaffRole, type Role } from '@studio/domain';
import type { DataResult } from '../../../utils/combined-status.ts';

export type DashboardAccess = 'loading' | 'sign-in' | 'client' | 'staff';

/**
 * The dashboard gate (spec §2): spinner while auth (or the role) loads, /auth when signed out;
 * a client sees the client dashboard and every other role the staff area. No role (the claim is
 * missing or its read failed) is treated as a client, never as staff.
 */
export function dashboardAccess(
  session: 'loading' | 'signed-out' | 'signed-in',
  role: Pick<DataResult<Role | null>, 'status' | 'data'> | null,
): DashboardAccess {
  if (session === 'loading') return 'loading';
  if (session === 'signed-out') return 'sign-in';
  if (!role || role.status === 'loading') return 'loading';
  return role.status === 'success' && isStaffRole(role.data) ? 'staff' : 'client';
}
