import { phoneFactorName } from '@studio/domain';
import {
  type Auth,
  type MultiFactorInfo,
  multiFactor,
  reload,
  sendEmailVerification,
  type User,
} from 'firebase/auth';
import { linkWalkInRecord } from './link-walk-in-record.ts';
import { phoneCodeAssertion, sendPhoneCode } from './phone-code.ts';

/** Firebase adds a phone only to an account whose e-mail is verified: the link comes first. */
export function sendVerificationEmail(user: User): Promise<void> {
  return sendEmailVerification(user);
}

/**
 * Re-reads the account after the person says she followed the link; true once it is verified.
 * The ID token is refreshed too, so the next request carries the verified address.
 */
export async function reloadVerified(user: User): Promise<boolean> {
  await reload(user);
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  void linkWalkInRecord(user);
  return true;
}

/** A code texted to a phone being added, with what it will be listed as once confirmed. */
export interface PendingPhone {
  verificationId: string;
  phoneNumber: string;
  name: string;
}

/** Texts a code to a checked number; the pending phone. */
export async function sendEnrollmentCode(
  auth: Auth,
  user: User,
  { phoneNumber, name }: { phoneNumber: string; name: string },
): Promise<PendingPhone> {
  const session = await multiFactor(user).getSession();
  const verificationId = await sendPhoneCode(auth, { phoneNumber, session });
  return { verificationId, phoneNumber, name: phoneFactorName(name, phoneNumber) };
}

/** Adds the phone as a second factor with its checked code. */
export function enrollPhone(user: User, pending: PendingPhone, code: string): Promise<void> {
  return multiFactor(user).enroll(phoneCodeAssertion(pending.verificationId, code), pending.name);
}

export function removeFactor(user: User, factor: MultiFactorInfo): Promise<void> {
  return multiFactor(user).unenroll(factor);
}

/** The account's second factors as they are now (the user object changes in place). */
export function enrolledFactors(user: User): MultiFactorInfo[] {
  return [...multiFactor(user).enrolledFactors];
}
