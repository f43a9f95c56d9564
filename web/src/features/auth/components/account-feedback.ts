// My Account's changes with the studio's toasts (spec §5, §8): each failed rule its own error
// toast and nothing sent; then the result. The calls themselves are in api/.

import { emailChangeSchema, newPasswordSchema, validationMessages } from '@studio/domain/auth/validation';
import { type OwnProfileFormValues, ownProfileFormSchema } from '@studio/domain/clients/own-profile';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { refuseWithToasts, writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  needsRecentSignIn,
  reauthenticate,
  changeEmail as requestEmailChange,
  changePassword as setPassword,
} from '../api/account-changes.ts';
import { updateMyProfile } from '../api/update-my-profile.ts';
import { authErrorMessage } from '../utils/auth-error-message.ts';

/** Saves her name, phone, Instagram handle and preferences; each failed check is its own toast. */
export async function updateMyProfileWithToasts(
  db: Firestore,
  uid: string,
  values: OwnProfileFormValues,
): Promise<boolean> {
  if (refuseWithToasts(validationMessages(ownProfileFormSchema, values))) return false;
  return writeWithToasts(() => updateMyProfile(db, uid, values), {
    success: 'Profile saved',
    failed: 'Could not save your profile',
  });
}

/** How a change went: done, refused (toasted), or waiting for her password (a recent sign-in). */
export type ChangeOutcome = 'done' | 'refused' | 'needs-password';

/** The change with its toasts; a change that wants a recent sign-in is no failure: she is asked for her password. */
async function attempt(
  change: () => Promise<void>,
  success: string,
  failed: string,
  successDescription?: string,
): Promise<ChangeOutcome> {
  let needsPassword = false;
  const done = await writeWithToasts(
    change,
    { success, successDescription, failed, handled: (error) => (needsPassword = needsRecentSignIn(error)) },
    authErrorMessage,
  );
  if (done) return 'done';
  return needsPassword ? 'needs-password' : 'refused';
}

/** My Account's new password, typed twice. */
export async function changePassword(
  user: User,
  input: { password: string; confirmPassword: string },
): Promise<ChangeOutcome> {
  if (refuseWithToasts(validationMessages(newPasswordSchema, input))) return 'refused';
  return attempt(
    () => setPassword(user, input.password),
    'Password changed',
    'Could not change the password',
  );
}

/** My Account's new e-mail: it changes once she opens the link sent to the new address. */
export async function changeEmail(user: User, input: { email: string }): Promise<ChangeOutcome> {
  if (refuseWithToasts(validationMessages(emailChangeSchema, input))) return 'refused';
  const { email } = emailChangeSchema.parse(input);
  if (email === user.email?.toLowerCase()) {
    refuseWithToasts(['That is already your email address.']);
    return 'refused';
  }
  return attempt(
    () => requestEmailChange(user, email),
    'Check your new inbox',
    'Could not change the email',
    `Open the link we sent to ${email}; your email changes then.`,
  );
}

/** Signs her in again with her current password (a recent sign-in), for the change that asked. */
export async function confirmPassword(user: User, password: string): Promise<boolean> {
  if (refuseWithToasts(password ? [] : ['Please enter your password.'])) return false;
  // No success toast: the change she asked for goes on and says how it went.
  return writeWithToasts(
    () => reauthenticate(user, password),
    { failed: 'Could not confirm it is you' },
    authErrorMessage,
  );
}
