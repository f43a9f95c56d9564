import { collections } from '@studio/domain';
import { signUpSchema, validationMessages } from '@studio/domain/auth/validation';
import {
  type Auth,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  updateProfile,
} from 'firebase/auth';
import { doc, type Firestore, updateDoc } from 'firebase/firestore';
import { notify } from '../../../utils/toast.tsx';
import { authErrorMessage } from '../utils/auth-error-message.ts';

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Creates the account (the beforeUserCreated function creates the profile and the client role),
 * then saves the full name on the account and the profile and sends the verification e-mail. Validates first: each failed rule is
 * its own error toast and no request is made (spec §5). Returns true when the account exists.
 */
export async function signUpWithToasts(auth: Auth, db: Firestore, input: SignUpInput): Promise<boolean> {
  const problems = validationMessages(signUpSchema, input);
  if (problems.length > 0) {
    for (const message of problems) notify.error(message);
    return false;
  }
  const values = signUpSchema.parse(input);
  try {
    const { user } = await createUserWithEmailAndPassword(auth, values.email, values.password);
    await updateProfile(user, { displayName: values.fullName });
    // The account exists now; a profile write that fails (e.g. the function is slow) must not
    // turn the success into an error, so it is logged only.
    await updateDoc(doc(db, collections.profiles, user.uid), { full_name: values.fullName }).catch((error) =>
      console.error('Could not save the full name on the profile', error),
    );
    // Her studio history (a walk-in record with this e-mail) joins once the address is verified.
    const sent = await sendEmailVerification(user, continueUrl()).then(
      () => true,
      (error: unknown) => {
        console.error('Could not send the verification e-mail', error);
        return false;
      },
    );
    notify.success(
      'Account created successfully!',
      sent ? `We sent a link to ${values.email}: open it to verify your e-mail address.` : undefined,
    );
    return true;
  } catch (error) {
    notify.error('Sign up failed', authErrorMessage(error));
    return false;
  }
}

/** Where the verification link continues to: this site's dashboard (none outside a browser). */
function continueUrl() {
  return typeof window === 'undefined' ? undefined : { url: `${window.location.origin}/dashboard` };
}
