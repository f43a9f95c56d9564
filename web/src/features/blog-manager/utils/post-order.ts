/**
 * Published date, newest first (spec §7); posts never published (published_at null) come after,
 * newest created first.
 */
export function newestPublishedFirst<P extends { published_at: Date | null; created_at: Date }>(
  posts: readonly P[],
): P[] {
  const time = (d: Date | null) => (d ? d.getTime() : Number.NEGATIVE_INFINITY);
  return [...posts].sort(
    (a, b) => time(b.published_at) - time(a.published_at) || b.created_at.getTime() - a.created_at.getTime(),
  );
}
