import type { ReactNode } from 'react';
import { useStaffAccess } from '../utils/staff-access.ts';

export type StaffRight = 'manageBookings' | 'manageServices' | 'viewReports' | 'readBookings';

/**
 * Shows its children only to staff whose permissions include `right` (spec §6, issue 16): a part
 * the rules would refuse is left out rather than loaded and failed. Nothing while the rights load;
 * `without` (e.g. a calm note) once it is known she lacks it.
 */
export function WithStaffRight(props: { right: StaffRight; children: ReactNode; without?: ReactNode }) {
  const { status, data: access } = useStaffAccess();
  if (status !== 'success') return null;
  return access[props.right] ? props.children : (props.without ?? null);
}
