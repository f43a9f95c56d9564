import { phoneFactorName, phoneFactorSchema, validationMessages } from '@studio/domain';
import {
  type Auth,
  type MultiFactorInfo,
  multiFactor,
  reload,
  sendEmailVerification,
  type User,
} from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { authErrorMessage } from '../utils/auth-error-message.ts';
import { linkWalkInRecord } from './link-walk-in-record.ts';
import { phoneCodeAssertion, sendPhoneCode, typedCode } from './phone-code.ts';

/** Firebase adds a phone only to an account whose e-mail is verified: the link comes first. */
export function sendVerificationEmailWithToast(user: User): Promise<boolean> {
  return writeWithToasts(
    () => sendEmailVerification(user),
    {
      success: 'Verification email sent',
      successDescription: `Open the link we sent to ${user.email}, then come back here.`,
      failed: 'Could not send the email',
    },
    authErrorMessage,
  );
}

/**
 * Re-reads the account after the person says she followed the link; true once it is verified.
 * The ID token is refreshed too, so the next request carries the verified address.
 */
export async function confirmEmailVerified(user: User): Promise<boolean> {
  try {
    await reload(user);
    if (!user.emailVerified) {
      notify.error('Not verified yet', 'Open the link in the email we sent, then try again.');
      return false;
    }
    await user.getIdToken(true);
    notify.success('Email verified');
    void linkWalkInRecord(user);
    return true;
  } catch (error) {
    notify.error('Could not check your email', authErrorMessage(error));
    return false;
  }
}

/** A code texted to a phone being added, with what it will be listed as once confirmed. */
export interface PendingPhone {
  verificationId: string;
  phoneNumber: string;
  name: string;
}

/**
 * Validates the number (each failed rule its own toast, no request), then texts it a code;
 * the pending phone, or null.
 */
export async function sendEnrollmentCode(
  auth: Auth,
  user: User,
  input: { phoneNumber: string; name: string },
): Promise<PendingPhone | null> {
  const problems = validationMessages(phoneFactorSchema, input);
  if (problems.length > 0) {
    for (const message of problems) notify.error(message);
    return null;
  }
  const { phoneNumber, name } = phoneFactorSchema.parse(input);
  try {
    const session = await multiFactor(user).getSession();
    const verificationId = await sendPhoneCode(auth, { phoneNumber, session });
    return { verificationId, phoneNumber, name: phoneFactorName(name, phoneNumber) };
  } catch (error) {
    notify.error('Could not send the code', authErrorMessage(error));
    return null;
  }
}

/** Checks the typed code and adds the phone as a second factor; true when added. */
export async function enrollPhone(user: User, pending: PendingPhone, typed: string): Promise<boolean> {
  const code = typedCode(typed);
  if (!code) return false;
  return writeWithToasts(
    () => multiFactor(user).enroll(phoneCodeAssertion(pending.verificationId, code), pending.name),
    {
      success: 'Two-step verification is on',
      successDescription: `We'll text ${pending.name} a code when you sign in.`,
      failed: 'Could not add the phone',
    },
    authErrorMessage,
  );
}

/** Removes a second factor; true when removed. */
export function removeFactorWithToast(user: User, factor: MultiFactorInfo): Promise<boolean> {
  return writeWithToasts(
    () => multiFactor(user).unenroll(factor),
    { success: 'Phone removed', failed: 'Could not remove the phone' },
    authErrorMessage,
  );
}

/** The account's second factors as they are now (the user object changes in place). */
export function enrolledFactors(user: User): MultiFactorInfo[] {
  return [...multiFactor(user).enrolledFactors];
}
