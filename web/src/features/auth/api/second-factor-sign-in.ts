import {
  type Auth,
  getMultiFactorResolver,
  type MultiFactorError,
  type MultiFactorResolver,
  PhoneMultiFactorGenerator,
  type PhoneMultiFactorInfo,
} from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { authErrorMessage } from '../utils/auth-error-message.ts';
import { phoneCodeAssertion, sendPhoneCode, typedCode } from './phone-code.ts';

export interface SecondFactorSignIn {
  resolver: MultiFactorResolver;
  /** The account's phones, as Firebase shows them (the number partly hidden). */
  phones: PhoneMultiFactorInfo[];
}

/** The pending sign-in behind a 'multi-factor-auth-required' error, with its phone factors. */
export function secondFactorSignIn(auth: Auth, error: MultiFactorError): SecondFactorSignIn {
  const resolver = getMultiFactorResolver(auth, error);
  const phones = resolver.hints.filter(
    (hint): hint is PhoneMultiFactorInfo => hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID,
  );
  return { resolver, phones };
}

/** Texts a sign-in code to one of the account's phones; its verification id, or null (toasted). */
export async function sendSignInCode(
  auth: Auth,
  { resolver }: SecondFactorSignIn,
  phone: PhoneMultiFactorInfo,
): Promise<string | null> {
  try {
    return await sendPhoneCode(auth, { multiFactorHint: phone, session: resolver.session });
  } catch (error) {
    notify.error('Could not send the code', authErrorMessage(error));
    return null;
  }
}

/**
 * Checks the typed code and completes the sign-in (the session is saved with both factors);
 * true when signed in. A wrong code is an error toast and the step stays open for another try.
 */
export async function finishSignIn(
  { resolver }: SecondFactorSignIn,
  verificationId: string,
  typed: string,
): Promise<boolean> {
  const code = typedCode(typed);
  if (!code) return false;
  return writeWithToasts(
    () => resolver.resolveSignIn(phoneCodeAssertion(verificationId, code)),
    { success: 'Welcome back!', failed: 'Sign in failed' },
    authErrorMessage,
  );
}
