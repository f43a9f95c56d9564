import { collections, type Role, resolveSettings, type SettingsValues } from '@studio/domain';
import { collection, type Firestore, query } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollectionData, useUser } from 'reactfire';
import { roleFromClaims } from '../lib/firebase/index.ts';
import { combinedResult, type DataResult } from './combined-status.ts';
import { settingEntries } from './public-settings.tsx';

/** What the signed-in staff member may change; the rules enforce the same (spec §6). */
export interface StaffAccess {
  role: Role | null;
  isOwner: boolean;
  manageBookings: boolean;
  manageServices: boolean;
  viewReports: boolean;
  /** The rules let staff read bookings with either right (firestore.rules, bookings). */
  readBookings: boolean;
}

/** The owner may do everything; an assistant what settings_staff/permissions_* allow. */
export function staffAccess(role: Role | null, settings: SettingsValues): StaffAccess {
  const isOwner = role === 'owner';
  const assistant = role === 'assistant';
  const manageBookings = isOwner || (assistant && settings.permissions_assistant_manage_bookings);
  const viewReports = isOwner || (assistant && settings.permissions_assistant_view_reports);
  return {
    role,
    isOwner,
    manageBookings,
    manageServices: isOwner || (assistant && settings.permissions_assistant_manage_services),
    viewReports,
    readBookings: manageBookings || viewReports,
  };
}

/** settings_staff as one query (staff only; a handful of documents). */
export function staffSettingsQuery(db: Firestore) {
  return query(collection(db, collections.settingsStaff));
}

/** Staff settings, live, over their defaults; not validated per document (see public-settings). */
export function useStaffSettings(): DataResult<SettingsValues> {
  const db = useFirestore();
  const read = useFirestoreCollectionData(staffSettingsQuery(db));
  const values = useMemo(() => resolveSettings(settingEntries(read.data ?? [])), [read.data]);
  return combinedResult([read], values);
}

/** The signed-in user's role claim, re-read when the token changes. */
function useRoleClaim(): DataResult<Role | null> {
  const { data: user } = useUser();
  const [state, setState] = useState<{ uid: string; role: Role | null } | null>(null);
  useEffect(() => {
    if (!user) return;
    let current = true;
    user
      .getIdTokenResult()
      .then((token) => current && setState({ uid: user.uid, role: roleFromClaims(token.claims) }))
      .catch((error: unknown) => {
        console.error('Could not read the role claim; treating as no role.', error);
        if (current) setState({ uid: user.uid, role: null });
      });
    return () => {
      current = false;
    };
  }, [user]);
  const loaded = Boolean(user) && state?.uid === user?.uid;
  // A claim that cannot be read counts as no role (logged above), never as an error.
  return {
    status: loaded ? 'success' : 'loading',
    data: loaded ? (state?.role ?? null) : null,
    error: undefined,
  };
}

/**
 * The signed-in staff member's rights, live: a screen disables what the rules would refuse
 * rather than letting a click fail. While they load, `data` grants nothing. Render under an error
 * boundary (settings_staff is staff-only).
 */
export function useStaffAccess(): DataResult<StaffAccess> {
  const claim = useRoleClaim();
  const staff = useStaffSettings();
  const access = useMemo(() => staffAccess(claim.data, staff.data), [claim.data, staff.data]);
  return combinedResult([claim, staff], access);
}

/**
 * One permission of the signed-in staff member as a screen uses it: `canEdit` once it is known that
 * she has it, `viewOnly` once it is known that she has not (the screen then says why it only shows).
 * Both stay false while her access loads, so nothing flashes.
 */
export function useStaffPermission(permission: 'manageBookings' | 'manageServices') {
  const { status, data: access } = useStaffAccess();
  const known = status === 'success';
  return { canEdit: known && access[permission], viewOnly: known && !access[permission] };
}
