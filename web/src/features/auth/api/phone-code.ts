import {
  type Auth,
  type MultiFactorAssertion,
  PhoneAuthProvider,
  type PhoneInfoOptions,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
} from 'firebase/auth';

/**
 * Texts a 6-digit code and returns the verification id the code is checked against. Firebase
 * wants proof that a person asked: an invisible reCAPTCHA, rendered into an element of its own
 * that goes again afterwards (a reCAPTCHA cannot be rendered twice into one element). With the
 * Auth emulator that check is switched off (lib/firebase/auth-sdk.ts), so nothing loads from Google.
 */
export async function sendPhoneCode(auth: Auth, options: PhoneInfoOptions): Promise<string> {
  const element = document.body.appendChild(document.createElement('div'));
  const verifier = new RecaptchaVerifier(auth, element, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
    element.remove();
  }
}

/** The typed code as the proof that enrols the phone or completes a sign-in. */
export function phoneCodeAssertion(verificationId: string, code: string): MultiFactorAssertion {
  return PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
}
