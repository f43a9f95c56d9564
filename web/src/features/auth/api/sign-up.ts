import { collections } from '@studio/domain';
import type { SignUpValues } from '@studio/domain/auth/validation';
import {
  type Auth,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  updateProfile,
} from 'firebase/auth';
import { doc, type Firestore, updateDoc } from 'firebase/firestore';

/**
 * Creates the account (the beforeUserCreated function creates the profile and the client role),
 * then saves the full name on the account and the profile and sends the verification e-mail.
 * Answers whether that e-mail went out.
 */
export async function signUp(
  auth: Auth,
  db: Firestore,
  values: SignUpValues,
): Promise<{ verificationSent: boolean }> {
  const { user } = await createUserWithEmailAndPassword(auth, values.email, values.password);
  await updateProfile(user, { displayName: values.fullName });
  // The account exists now; a profile write that fails (e.g. the function is slow) must not
  // turn the success into an error, so it is logged only.
  await updateDoc(doc(db, collections.profiles, user.uid), { full_name: values.fullName }).catch((error) =>
    console.error('Could not save the full name on the profile', error),
  );
  // Her studio history (a walk-in record with this e-mail) joins once the address is verified.
  const verificationSent = await sendEmailVerification(user, continueUrl()).then(
    () => true,
    (error: unknown) => {
      console.error('Could not send the verification e-mail', error);
      return false;
    },
  );
  return { verificationSent };
}

/** Where the verification link continues to: this site's dashboard (none outside a browser). */
function continueUrl() {
  return typeof window === 'undefined' ? undefined : { url: `${window.location.origin}/dashboard` };
}
