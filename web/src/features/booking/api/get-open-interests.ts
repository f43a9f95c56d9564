import { collections, openInterestsSchema } from '@studio/domain';
import { doc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/**
 * How many of the client's interests wait for a reply (open_interests, live); data is null until
 * read. No document yet means none; an unreadable one counts as none too, so the wizard never
 * blocks on it (the rules still decide).
 */
export function useOpenInterestCount(clientId: string) {
  const db = useFirestore();
  const { status, data, error } = useFirestoreDocData(doc(db, collections.openInterests, clientId));
  const parsed = openInterestsSchema.safeParse(data);
  const count = status === 'loading' ? null : parsed.success ? parsed.data.count : 0;
  return { status, data: count, error };
}

/**
 * When her last interest was created (open_interests.last_interest_at, live); null while loading,
 * without one, or unreadable. The wizard explains the wait between two requests with it; the
 * rules enforce it.
 */
export function useLastInterestAt(clientId: string): Date | null {
  const db = useFirestore();
  const { data } = useFirestoreDocData(doc(db, collections.openInterests, clientId));
  const parsed = openInterestsSchema.safeParse(data);
  return parsed.success ? (parsed.data.last_interest_at ?? null) : null;
}
