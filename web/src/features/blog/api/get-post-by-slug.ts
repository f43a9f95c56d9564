import { type PublicQuery, usePublicQuery } from '../../../lib/firebase/index.ts';
import { combinedResult } from '../../../utils/combined-status.ts';

/** One published post by slug (equality filters only: no composite index needed). */
export function postBySlugQuery(slug: string): PublicQuery<'blogPosts'> {
  return {
    collection: 'blogPosts',
    where: [
      ['slug', '==', slug],
      ['status', '==', 'published'],
    ],
    limit: 1,
  };
}

export function usePostBySlug(slug: string) {
  const result = usePublicQuery(postBySlugQuery(slug));
  return combinedResult([result], result.data[0] ?? null);
}
