import { useMemo } from 'react';
import { useStaffRoles } from '../../../entities/staff/api/staff-roles.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';

/**
 * The staff uids, live: owner and assistants also have a profile (every account gets one at
 * sign-up), and the Clients list leaves them out. One read per staff member, never one per client.
 */
export function useStaffIds(): DataResult<ReadonlySet<string>> {
  const read = useStaffRoles();
  const ids = useMemo(() => new Set(read.data.documents.map((role) => role.id)), [read.data]);
  return combinedResult([read], ids);
}
