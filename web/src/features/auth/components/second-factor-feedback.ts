// Two-step verification with the studio's toasts (spec §5, §8): the e-mail check that comes
// first, adding and removing a phone, and the texted code at sign-in. The calls are in api/.
import {
  phoneFactorSchema,
  secondFactorMessages,
  validationMessages,
  verificationCodeSchema,
} from '@studio/domain';
import type { Auth, MultiFactorInfo, PhoneMultiFactorInfo, User } from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { refuseWithToasts, writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  enrollPhone,
  type PendingPhone,
  reloadVerified,
  removeFactor,
  sendEnrollmentCode,
  sendVerificationEmail,
} from '../api/second-factor-enrollment.ts';
import { finishSignIn, type SecondFactorSignIn, sendSignInCode } from '../api/second-factor-sign-in.ts';
import { authErrorMessage } from '../utils/auth-error-message.ts';

/** The typed code as six digits, or null after an error toast saying what a code looks like. */
function typedCode(typed: string): string | null {
  const parsed = verificationCodeSchema.safeParse(typed);
  if (parsed.success) return parsed.data;
  refuseWithToasts([secondFactorMessages.invalidCode]);
  return null;
}

export function sendVerificationEmailWithToast(user: User): Promise<boolean> {
  return writeWithToasts(
    () => sendVerificationEmail(user),
    {
      success: 'Verification email sent',
      successDescription: `Open the link we sent to ${user.email}, then come back here.`,
      failed: 'Could not send the email',
    },
    authErrorMessage,
  );
}

/** After she says she followed the link: true once the account reads as verified. */
export async function confirmEmailVerified(user: User): Promise<boolean> {
  let verified = false;
  const checked = await writeWithToasts(
    async () => {
      verified = await reloadVerified(user);
    },
    { failed: 'Could not check your email' },
    authErrorMessage,
  );
  if (!checked) return false;
  if (verified) notify.success('Email verified');
  else notify.error('Not verified yet', 'Open the link in the email we sent, then try again.');
  return verified;
}

/** Checks the number (each failed rule its own toast, no request), then texts it a code; the pending phone, or null. */
export async function sendEnrollmentCodeWithToast(
  auth: Auth,
  user: User,
  input: { phoneNumber: string; name: string },
): Promise<PendingPhone | null> {
  if (refuseWithToasts(validationMessages(phoneFactorSchema, input))) return null;
  let pending: PendingPhone | null = null;
  await writeWithToasts(
    async () => {
      pending = await sendEnrollmentCode(auth, user, phoneFactorSchema.parse(input));
    },
    { failed: 'Could not send the code' },
    authErrorMessage,
  );
  return pending;
}

/** Checks the typed code and adds the phone as a second factor; true when added. */
export async function enrollPhoneWithToast(
  user: User,
  pending: PendingPhone,
  typed: string,
): Promise<boolean> {
  const code = typedCode(typed);
  if (!code) return false;
  return writeWithToasts(
    () => enrollPhone(user, pending, code),
    {
      success: 'Two-step verification is on',
      successDescription: `We'll text ${pending.name} a code when you sign in.`,
      failed: 'Could not add the phone',
    },
    authErrorMessage,
  );
}

export function removeFactorWithToast(user: User, factor: MultiFactorInfo): Promise<boolean> {
  return writeWithToasts(
    () => removeFactor(user, factor),
    { success: 'Phone removed', failed: 'Could not remove the phone' },
    authErrorMessage,
  );
}

/** Texts a sign-in code to one of the account's phones; its verification id, or null (toasted). */
export async function sendSignInCodeWithToast(
  auth: Auth,
  signIn: SecondFactorSignIn,
  phone: PhoneMultiFactorInfo,
): Promise<string | null> {
  let verificationId: string | null = null;
  await writeWithToasts(
    async () => {
      verificationId = await sendSignInCode(auth, signIn, phone);
    },
    { failed: 'Could not send the code' },
    authErrorMessage,
  );
  return verificationId;
}

/**
 * Checks the typed code and completes the sign-in; true when signed in. A wrong code is an
 * error toast and the step stays open for another try.
 */
export async function finishSignInWithToast(
  signIn: SecondFactorSignIn,
  verificationId: string,
  typed: string,
): Promise<boolean> {
  const code = typedCode(typed);
  if (!code) return false;
  return writeWithToasts(
    () => finishSignIn(signIn, verificationId, code),
    { success: 'Welcome back!', failed: 'Sign in failed' },
    authErrorMessage,
  );
}
