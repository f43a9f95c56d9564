// Signing in from a page that needs it (the booking wizard) returns to that page: /auth takes
// `?redirect=` with the path to go back to, and follows it only within this site.

const thisSite = 'https://studio.invalid';

/**
 * A `redirect` value as a path of this site ('/booking?service=x'), or null for anything that
 * could leave it: another origin ('https://…', '//evil', '/\evil', which browsers read as
 * '//evil'), a scheme ('javascript:'), control characters, or no leading '/'.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, thisSite);
  } catch {
    return null;
  }
  return url.origin === thisSite ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** /auth, asked to come back to `path` (a path of this site) once signed in. */
export function signInPathReturningTo(path: string): string {
  return `/auth?${new URLSearchParams({ redirect: path })}`;
}
