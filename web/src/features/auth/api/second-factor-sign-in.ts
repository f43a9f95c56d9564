import {
  type Auth,
  getMultiFactorResolver,
  type MultiFactorError,
  type MultiFactorResolver,
  PhoneMultiFactorGenerator,
  type PhoneMultiFactorInfo,
} from 'firebase/auth';
import { phoneCodeAssertion, sendPhoneCode } from './phone-code.ts';

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

/** Texts a sign-in code to one of the account's phones; its verification id. */
export function sendSignInCode(
  auth: Auth,
  { resolver }: SecondFactorSignIn,
  phone: PhoneMultiFactorInfo,
): Promise<string> {
  return sendPhoneCode(auth, { multiFactorHint: phone, session: resolver.session });
}

/** Completes the sign-in with the checked code (the session is saved with both factors). */
export async function finishSignIn(
  { resolver }: SecondFactorSignIn,
  verificationId: string,
  code: string,
): Promise<void> {
  await resolver.resolveSignIn(phoneCodeAssertion(verificationId, code));
}
