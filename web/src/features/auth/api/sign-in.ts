import type { SignInValues } from '@studio/domain/auth/validation';
import { type Auth, type MultiFactorError, signInWithEmailAndPassword } from 'firebase/auth';
import { linkWalkInRecord } from './link-walk-in-record.ts';
import { syncMyEmail } from './sync-my-email.ts';

/** The password was right and the account has two-step verification: a code must follow. */
export function needsSecondFactor(error: unknown): error is MultiFactorError {
  return (error as { code?: unknown } | null)?.code === 'auth/multi-factor-auth-required';
}

/** Signs in with checked values; an account with two-step verification rejects with its MultiFactorError. */
export async function signIn(auth: Auth, values: SignInValues): Promise<void> {
  const { user } = await signInWithEmailAndPassword(auth, values.email, values.password);
  // Verified elsewhere (the link opened on another device): her studio history joins now.
  void linkWalkInRecord(user);
  // Her address changed and verified since she last signed in: her profile follows now.
  void syncMyEmail(user);
}
