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
  'auth/requires-recent-login': 'For your security, please sign out and sign in again, then try once more.',
  'auth/user-token-expired': 'Your session has ended. Please sign in again.',
  // Password reset links, changes of password and e-mail.
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more (it may have been used). Ask for a new one.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-new-email': 'Please enter the new email address.',
  'auth/missing-continue-uri': 'Something went wrong on our side. Please try again.',
  'auth/unauthorized-continue-uri': 'Something went wrong on our side. Please try again.',
  'auth/invalid-new-email': 'That email address is not valid.',
  'auth/user-mismatch': 'That password belongs to another account. Enter the password of this one.',
  'auth/credential-already-in-use': 'Another account already uses these details.',
  // Two-step verification (text message codes).
  'auth/invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'auth/missing-verification-code': 'Please enter the 6-digit code from the text message.',
  'auth/code-expired': 'That code has expired. Send a new one and try again.',
  'auth/invalid-verification-id': 'That code has expired. Send a new one and try again.',
  'auth/unverified-email': 'Please verify your email address before adding a phone.',
  'auth/second-factor-already-in-use': 'This phone is already set up for two-step verification.',
  'auth/maximum-second-factor-count-exceeded': 'You have added as many phones as allowed. Remove one first.',
  'auth/missing-multi-factor-session': 'This step took too long. Please start again.',
  'auth/invalid-multi-factor-session': 'This step took too long. Please start again.',
  'auth/missing-multi-factor-info': 'That phone is no longer set up on your account. Please start again.',
  'auth/multi-factor-info-not-found': 'That phone is no longer set up on your account. Please start again.',
  'auth/multi-factor-auth-required': 'Enter the code we sent to your phone to finish signing in.',
  'auth/invalid-phone-number':
    'That phone number is not valid. Include the country code, e.g. +1 555 123 4567.',
  'auth/missing-phone-number': 'Please enter your mobile number.',
  'auth/quota-exceeded': 'Too many text messages have been sent. Please try again later.',
  'auth/captcha-check-failed': 'We could not check that you are a person. Please try again.',
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
