import { type Firestore, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef, type Doc } from '../../../utils/firestore-refs.ts';
import { useStaffRoles } from '../../staff/api/staff-roles.ts';

/**
 * Every profile, by name; the staff's own are left out below (their roles, a handful of reads).
 * Checked, as the Clients list reads the same query: a profile that fails its schema is not
 * offered (the Clients list names it), and never takes the picker down.
 */
export function clientChoicesQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'profiles'), orderBy('created_at', 'desc'));
}

/** The clients staff can pick (a booking's client, a filter), live; loading until both lists are in. */
export function useClientChoices(): DataResult<Doc<'profiles'>[]> {
  const db = useFirestore();
  const profiles = useCheckedCollection(clientChoicesQuery(db));
  const staff = useStaffRoles();
  const clients = useMemo(() => {
    const staffIds = new Set(staff.data.documents.map((role) => role.id));
    return profiles.data.documents.filter((profile) => !staffIds.has(profile.id));
  }, [profiles.data, staff.data]);
  return combinedResult([profiles, staff], clients);
}
