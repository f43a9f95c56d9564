import { type PublicQuery, usePublicQuery } from '../../../lib/firebase/index.ts';

/**
 * Published posts, newest first. Visitors may read only published posts (rules), so the status
 * filter is required; status + published_at needs a composite index in a real project.
 */
export function publishedPostsQuery(max?: number): PublicQuery<'blogPosts'> {
  return {
    collection: 'blogPosts',
    where: [['status', '==', 'published']],
    orderBy: ['published_at', 'desc'],
    ...(max === undefined ? {} : { limit: max }),
  };
}

export function usePublishedPosts(max?: number) {
  return usePublicQuery(publishedPostsQuery(max));
}
