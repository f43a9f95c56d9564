import { emailChangeSchema, newPasswordSchema, validationMessages } from '@studio/domain/auth/validation';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  type User,
  updatePassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { authErrorMessage } from '../utils/auth-error-message.ts';

/** How a change went: done, refused (toasted), or waiting for her password (a recent sign-in). */
export type ChangeOutcome = 'done' | 'refused' | 'needs-password';

async function attempt(change: () => Promise<void>, failed: string): Promise<ChangeOutcome> {
  try {
    await change();
    return 'done';
  } catch (error) {
    // Firebase asks for a recent sign-in before these changes: the screen asks for the password
    // and tries again, rather than telling her to sign out and in.
    if ((error as { code?: unknown }).code === 'auth/requires-recent-login') return 'needs-password';
    notify.error(failed, authErrorMessage(error));
    return 'refused';
  }
}

function refuse(problems: string[]): 'refused' {
  for (const message of problems) notify.error(message);
  return 'refused';
}

/** My Account's new password, typed twice. */
export async function changePassword(
  user: User,
  input: { password: string; confirmPassword: string },
): Promise<ChangeOutcome> {
  const problems = validationMessages(newPasswordSchema, input);
  if (problems.length > 0) return refuse(problems);
  const outcome = await attempt(() => updatePassword(user, input.password), 'Could not change the password');
  if (outcome === 'done') notify.success('Password changed');
  return outcome;
}

/** My Account's new e-mail: it changes once she opens the link sent to the new address. */
export async function changeEmail(user: User, input: { email: string }): Promise<ChangeOutcome> {
  const problems = validationMessages(emailChangeSchema, input);
  if (problems.length > 0) return refuse(problems);
  const { email } = emailChangeSchema.parse(input);
  if (email === user.email?.toLowerCase()) return refuse(['That is already your email address.']);
  const outcome = await attempt(
    () => verifyBeforeUpdateEmail(user, email, { url: `${window.location.origin}/dashboard/account` }),
    'Could not change the email',
  );
  if (outcome === 'done')
    notify.success('Check your new inbox', `Open the link we sent to ${email}; your email changes then.`);
  return outcome;
}

/** Signs her in again with her current password (a recent sign-in), for the change that asked. */
export async function confirmPassword(user: User, password: string): Promise<boolean> {
  if (!password) {
    refuse(['Please enter your password.']);
    return false;
  }
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    return true;
  } catch (error) {
    notify.error('Could not confirm it is you', authErrorMessage(error));
    return false;
  }
}
