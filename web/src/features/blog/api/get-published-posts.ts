import { type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/**
 * Published posts, newest first. Visitors may read only published posts (rules), so the status
 * filter is required; status + published_at needs a composite index in a real project.
 */
export function publishedPostsQuery(db: Firestore, max?: number) {
  const base = [where('status', '==', 'published'), orderBy('published_at', 'desc')] as const;
  return max === undefined
    ? query(collectionRef(db, 'blogPosts'), ...base)
    : query(collectionRef(db, 'blogPosts'), ...base, limit(max));
}

export function usePublishedPosts(max?: number) {
  const db = useFirestore();
  const result = useFirestoreCollectionData(publishedPostsQuery(db, max));
  return { status: result.status, posts: result.data ?? [] };
}
