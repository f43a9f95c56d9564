import { signInSchema, validationMessages } from '@studio/domain/auth/validation';
import { type Auth, type MultiFactorError, signInWithEmailAndPassword } from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { authErrorMessage } from '../utils/auth-error-message.ts';
import { linkWalkInRecord } from './link-walk-in-record.ts';

export interface SignInInput {
  email: string;
  password: string;
}

/** The password was right and the account has two-step verification: a code must follow. */
export function needsSecondFactor(error: unknown): error is MultiFactorError {
  return (error as { code?: unknown } | null)?.code === 'auth/multi-factor-auth-required';
}

/**
 * Validates first: each failed rule is its own error toast and no request is made (spec §5).
 * Returns true when signed in. An account with two-step verification is not signed in yet: its
 * error goes to `onSecondFactor` (no toast), which asks for the texted code.
 */
export async function signInWithToasts(
  auth: Auth,
  input: SignInInput,
  onSecondFactor?: (error: MultiFactorError) => void,
): Promise<boolean> {
  const problems = validationMessages(signInSchema, input);
  if (problems.length > 0) {
    for (const message of problems) notify.error(message);
    return false;
  }
  const values = signInSchema.parse(input);
  try {
    const { user } = await signInWithEmailAndPassword(auth, values.email, values.password);
    notify.success('Welcome back!');
    // Verified elsewhere (the link opened on another device): her studio history joins now.
    void linkWalkInRecord(user);
    return true;
  } catch (error) {
    if (onSecondFactor && needsSecondFactor(error)) onSecondFactor(error);
    else notify.error('Sign in failed', authErrorMessage(error));
    return false;
  }
}
