// A name a client typed herself (profile full_name, set at sign-up or from her account) is shown
// to others: on staff screens, in the staff calendar feed, in the e-mails the studio sends her.
// These helpers make it plain text there, whatever she typed.

/**
 * Unicode's bidirectional controls (ALM, LRM, RLM, the embeddings and overrides LRE…RLO, the
 * isolates LRI…PDI). They reorder the text shown after them, so a name holding one can make a
 * booking line or an e-mail read as something else (a right-to-left override turns "gpj.exe"
 * into "exe.jpg"). No one's name needs them: the server strips them from every name it stores.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/** A stored name without bidirectional controls (null stays null). */
export function cleanClientName(name: string | null): string | null {
  return name === null ? null : withoutBidiControls(name);
}

/** The first word of a client's name, as the calendar feed and the messages greet her; null when none. */
export function firstNameOf(fullName: string | null | undefined): string | null {
  const first = withoutBidiControls(fullName ?? '')
    .trim()
    .split(/\s+/)[0];
  return first ? first : null;
}

/**
 * Lookalikes for the characters that make a mail client (or a phone) turn text into a link: the
 * full stop of a domain, the colon and slashes of a scheme, the at sign of an address. A name
 * like "www.win-a-prize.com" or "http://x.co" then reads the same but is no link to click.
 * Chosen over invisible characters (a zero-width space is dropped by some clients, which then link
 * again) and over markup (the text part of an e-mail has none).
 */
const linkCharacters: Record<string, string> = {
  '.': '\u2024', // ONE DOT LEADER
  ':': '\u2236', // RATIO
  '/': '\u2215', // DIVISION SLASH
  '@': '\uFF20', // FULLWIDTH COMMERCIAL AT
};

/**
 * Text a client chose, made inert for a message: no bidirectional controls, and nothing a mail
 * client links. outbox.ts still escapes it for HTML (escapeHtml), so it never becomes markup.
 */
export function inertText(text: string): string {
  return withoutBidiControls(text).replace(/[.:/@]/g, (c) => linkCharacters[c] ?? c);
}
