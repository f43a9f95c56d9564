import { type Firestore, limit, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collectionRef } from '../../../utils/firestore-refs.ts';

/** One published post by slug (equality filters only: no composite index needed). */
export function postBySlugQuery(db: Firestore, slug: string) {
  return query(
    collectionRef(db, 'blogPosts'),
    where('slug', '==', slug),
    where('status', '==', 'published'),
    limit(1),
  );
}

export function usePostBySlug(slug: string) {
  const db = useFirestore();
  const result = useFirestoreCollectionData(postBySlugQuery(db, slug));
  return { status: result.status, post: result.data?.[0] ?? null };
}
