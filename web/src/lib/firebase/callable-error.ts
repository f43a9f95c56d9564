/**
 * The Functions SDK words every callable error as "<the function's message> [<HTTP status>]"
 * (its _errorForResponse), and an unexpected failure as the bare code ("internal"). People read
 * these messages in toasts and beside fields, so this is the one place they become plain words:
 * the function's own sentence without the status, or a sentence for a failure it did not word.
 */
const statusSuffix = /\s*\[\d{3}\]$/;

/** Codes whose message the function never wrote itself: the SDK's stand-ins for a crash or outage. */
const unwordedFailures: Readonly<Record<string, string>> = {
  'functions/internal': 'Something went wrong on our side. Please try again.',
  'functions/unknown': 'Something went wrong on our side. Please try again.',
  'functions/unavailable': 'The studio could not be reached. Check the connection and try again.',
  'functions/deadline-exceeded': 'The studio took too long to answer. Please try again.',
  'functions/unauthenticated': 'Please sign in again.',
};

/** The plain words of a callable's error message ('That time overlaps … [400]' → 'That time overlaps …'). */
export function plainCallableMessage(code: string | undefined, message: string): string {
  const words = message.replace(statusSuffix, '').trim();
  const fallback = code ? unwordedFailures[code] : undefined;
  if (!fallback) return words || 'Something went wrong. Please try again.';
  // A crash's message is the code itself ('internal') or the SDK's "Backend error status: …";
  // its details are the server's business, never the reader's.
  const unworded =
    code === 'functions/internal' ||
    words === '' ||
    words === code?.slice('functions/'.length) ||
    /^(Unknown )?backend error status/i.test(words);
  return unworded ? fallback : words;
}

/** The same error, its message made plain; its code and details stay for callers that branch on them. */
export function withPlainMessage(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('functions/')) return error;
  error.message = plainCallableMessage(code, error.message);
  return error;
}
