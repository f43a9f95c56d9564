import {
  newPasswordSchema,
  passwordResetRequestSchema,
  validationMessages,
} from '@studio/domain/auth/validation';
import { type Auth, confirmPasswordReset, sendPasswordResetEmail } from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { authErrorMessage } from '../utils/auth-error-message.ts';

function refuse(problems: string[]): false {
  for (const message of problems) notify.error(message);
  return false;
}

/**
 * "Forgot password?": Firebase e-mails a reset link (the Auth emulator lists it instead). An
 * address without an account gets the same answer, so the form does not tell who has one.
 */
export async function sendPasswordResetWithToasts(auth: Auth, input: { email: string }): Promise<boolean> {
  const problems = validationMessages(passwordResetRequestSchema, input);
  if (problems.length > 0) return refuse(problems);
  const { email } = passwordResetRequestSchema.parse(input);
  try {
    await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/auth` });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') {
      notify.error('Could not send the reset link', authErrorMessage(error));
      return false;
    }
  }
  notify.success(
    'Check your email',
    `If ${email} has an account, a link to choose a new password is on its way.`,
  );
  return true;
}

/** The reset link's form: the code from the link and the new password, typed twice. */
export async function confirmPasswordResetWithToasts(
  auth: Auth,
  oobCode: string,
  input: { password: string; confirmPassword: string },
): Promise<boolean> {
  const problems = validationMessages(newPasswordSchema, input);
  if (problems.length > 0) return refuse(problems);
  try {
    await confirmPasswordReset(auth, oobCode, input.password);
    notify.success('Password changed', 'Sign in with your new password.');
    return true;
  } catch (error) {
    notify.error('Could not change the password', authErrorMessage(error));
    return false;
  }
}
