import { type Firestore, query } from 'firebase/firestore';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/**
 * The staff members as bookable people (issue 31): staff read them all; a callable writes them.
 * Checked: a profile that fails its schema is left out of scheduling, never takes a screen down.
 */
export function staffProfilesQuery(db: Firestore) {
  return query(checkedCollectionRef(db, 'staffProfiles'));
}
