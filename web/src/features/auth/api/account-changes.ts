import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  type User,
  updatePassword,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';

/**
 * Firebase asks for a recent sign-in before these changes: the screen asks for the password and
 * tries again, rather than telling her to sign out and in.
 */
export function needsRecentSignIn(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/requires-recent-login';
}

/** My Account's new password. */
export function changePassword(user: User, password: string): Promise<void> {
  return updatePassword(user, password);
}

/** My Account's new e-mail: it changes once she opens the link sent to the new address. */
export function changeEmail(user: User, email: string): Promise<void> {
  return verifyBeforeUpdateEmail(user, email, { url: `${window.location.origin}/dashboard/account` });
}

/** Signs her in again with her current password (a recent sign-in), for the change that asked. */
export async function reauthenticate(user: User, password: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}
