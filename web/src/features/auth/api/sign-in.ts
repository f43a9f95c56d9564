import { signInSchema, validationMessages } from '@studio/domain/auth/validation';
import { type Auth, signInWithEmailAndPassword } from 'firebase/auth';
import { notify } from '../../../utils/toast.tsx';
import { authErrorMessage } from '../utils/auth-error-message.ts';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * Validates first: each failed rule is its own error toast and no request is made (spec §5).
 * Returns true when signed in.
 */
export async function signInWithToasts(auth: Auth, input: SignInInput): Promise<boolean> {
  const problems = validationMessages(signInSchema, input);
  if (problems.length > 0) {
    for (const message of problems) notify.error(message);
    return false;
  }
  const values = signInSchema.parse(input);
  try {
    await signInWithEmailAndPassword(auth, values.email, values.password);
    notify.success('Welcome back!');
    return true;
  } catch (error) {
    notify.error('Sign in failed', authErrorMessage(error));
    return false;
  }
}
