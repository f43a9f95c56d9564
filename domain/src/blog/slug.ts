/**
 * The spec's slug rule (§5): the title lowercased, runs of whitespace turned into hyphens. We
 * also trim the ends so a stray space does not give a slug starting or ending with a hyphen.
 * Punctuation is kept as the spec says; links must URL-encode the slug.
 */
export function slugFromTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The slug a post is saved with: the one typed, or, when that is blank, one built from the title. */
export function resolveSlug(slug: string | null | undefined, title: string): string {
  const typed = (slug ?? '').trim();
  return typed.length > 0 ? typed : slugFromTitle(title);
}
