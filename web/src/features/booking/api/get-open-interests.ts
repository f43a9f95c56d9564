import { collections, openInterestsSchema } from '@studio/domain';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/**
 * How many of the client's interests wait for a reply (open_interests, live), or null until
 * read. No document yet means none; an unreadable one counts as none too, so the wizard never
 * blocks on it (the rules still decide).
 */
export function useOpenInterestCount(clientId: string): number | null {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(doc(db, collections.openInterests, clientId));
  if (status === 'loading') return null;
  const parsed = openInterestsSchema.safeParse(data);
  return parsed.success ? parsed.data.count : 0;
}
