// What Firebase Auth confirmed about a client (domain notifications/reach.ts): her sign-in
// e-mail and whether it is verified, and the phones confirmed by a texted code. A record without
// an account (a walk-in) answers null.
import type { ClientAccount } from '@studio/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';

/** Looks a client's account up; injected so the Firestore tests need no Auth emulator. */
export type ClientAccountLookup = (clientId: string) => Promise<ClientAccount | null>;

export function accountOf(user: UserRecord): ClientAccount {
  const secondFactors = (user.multiFactor?.enrolledFactors ?? []).flatMap((factor) =>
    'phoneNumber' in factor && typeof factor.phoneNumber === 'string' ? [factor.phoneNumber] : [],
  );
  return {
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    confirmedPhones: user.phoneNumber ? [user.phoneNumber, ...secondFactors] : secondFactors,
  };
}

export function authAccounts(auth: () => Auth): ClientAccountLookup {
  return async (clientId) => {
    try {
      return accountOf(await auth().getUser(clientId));
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
}
