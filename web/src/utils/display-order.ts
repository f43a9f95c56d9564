/**
 * Catalogue lists are sorted here rather than in the query: `where(is_active) + orderBy` would
 * need a composite index per collection, and these collections hold a few dozen documents.
 */
export function byDisplayOrder<T extends { display_order: number; name?: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => a.display_order - b.display_order || (a.name ?? '').localeCompare(b.name ?? ''),
  );
}
