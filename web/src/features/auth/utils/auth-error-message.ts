/** Firebase Auth error codes in words a person understands (spec §8: the provider's message). */
const messages: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password. Please try again.',
  'auth/invalid-login-credentials': 'Incorrect email or password. Please try again.',
  'auth/wrong-password': 'Incorrect email or password. Please try again.',
  'auth/user-not-found': 'Incorrect email or password. Please try again.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/user-disabled': 'This account has been disabled. Please contact the studio.',
  'auth/email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'auth/weak-password': 'That password is too weak. Please use at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the server. Check your connection and try again.',
  'auth/operation-not-allowed': 'Email sign-in is not enabled for this studio yet.',
  'auth/internal-error': 'Something went wrong on our side. Please try again.',
  'auth/missing-password': 'Please enter your password.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
};

function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * A blocking function's refusal arrives as auth/internal-error with its message in the text
 * (e.g. 'HTTP Cloud Function returned an error: {"error":{"message":"…"}}'); show that message.
 */
function blockingFunctionMessage(error: unknown): string | null {
  const text = (error as { message?: unknown } | null)?.message;
  if (typeof text !== 'string') return null;
  const match = /"message"\s*:\s*"([^"]+)"/.exec(text);
  return match?.[1] ?? null;
}

export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/internal-error') return blockingFunctionMessage(error) ?? (messages[code] as string);
  if (code && messages[code]) return messages[code];
  return 'Something went wrong. Please try again.';
}
