// Signing in, up and out and resetting a password, with the studio's toasts (spec §5, §8): the
// result of a call. The forms check the values first (useSchemaForm with the domain's schemas in
// @studio/domain/auth/validation: each failed rule its own error toast, nothing sent), so these
// take the schemas' output. The calls themselves are in api/.
import type { NewPasswordValues, SignInValues, SignUpValues } from '@studio/domain/auth/validation';
import { type Auth, type MultiFactorError, signOut } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { resetPassword, sendPasswordReset } from '../api/password-reset.ts';
import { needsSecondFactor, signIn } from '../api/sign-in.ts';
import { signUp } from '../api/sign-up.ts';
import { authErrorMessage } from '../utils/auth-error-message.ts';

/**
 * True when signed in. An account with two-step verification is not signed in yet: its error
 * goes to `onSecondFactor` (no toast), which asks for the texted code.
 */
export async function signInWithToasts(
  auth: Auth,
  values: SignInValues,
  onSecondFactor?: (error: MultiFactorError) => void,
): Promise<boolean> {
  return writeWithToasts(
    () => signIn(auth, values),
    {
      success: 'Welcome back!',
      failed: 'Sign in failed',
      handled: (error) => {
        if (!onSecondFactor || !needsSecondFactor(error)) return false;
        onSecondFactor(error);
        return true;
      },
    },
    authErrorMessage,
  );
}

/** True when the account exists; the success says where the verification link went. */
export async function signUpWithToasts(auth: Auth, db: Firestore, values: SignUpValues): Promise<boolean> {
  return writeWithToasts(
    () => signUp(auth, db, values),
    {
      success: 'Account created successfully!',
      successDescription: ({ verificationSent }) =>
        verificationSent
          ? `We sent a link to ${values.email}: open it to verify your e-mail address.`
          : undefined,
      failed: 'Sign up failed',
    },
    authErrorMessage,
  );
}

/** Signs out with the spec's toasts; true when signed out. */
export function signOutWithToast(auth: Auth): Promise<boolean> {
  return writeWithToasts(
    () => signOut(auth),
    { success: 'Signed out successfully', failed: 'Sign out failed' },
    authErrorMessage,
  );
}

export async function sendPasswordResetWithToasts(
  auth: Auth,
  { email }: { email: string },
): Promise<boolean> {
  return writeWithToasts(
    () => sendPasswordReset(auth, email),
    {
      success: 'Check your email',
      successDescription: `If ${email} has an account, a link to choose a new password is on its way.`,
      failed: 'Could not send the reset link',
    },
    authErrorMessage,
  );
}

/** The reset link's form: the new password, typed twice. */
export async function confirmPasswordResetWithToasts(
  auth: Auth,
  oobCode: string,
  values: NewPasswordValues,
): Promise<boolean> {
  return writeWithToasts(
    () => resetPassword(auth, oobCode, values.password),
    {
      success: 'Password changed',
      successDescription: 'Sign in with your new password.',
      failed: 'Could not change the password',
    },
    authErrorMessage,
  );
}
