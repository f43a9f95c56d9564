// Who may create, move and reopen bookings: the owner, or an assistant while
// permissions_assistant_manage_bookings is on (its default) — the same test as firestore.rules.
import type { Firestore } from 'firebase-admin/firestore';
import { requireStaffPermission } from '../shared/staff-permission.ts';

interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

export function requireBookingManager(db: Firestore, caller: CallerAuth | undefined): Promise<CallerAuth> {
  return requireStaffPermission(
    db,
    caller,
    'permissions_assistant_manage_bookings',
    'Assistants may not manage bookings.',
  );
}
