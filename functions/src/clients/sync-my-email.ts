// syncMyEmail: after she changes her sign-in e-mail (My Account; Firebase changes it once she
// opens the link sent to the new address), her dashboard asks for her profile to follow
// (domain profileEmailUpdate). The address is read from Firebase Auth, never from the request,
// and copied only when verified; onProfileUpdated then updates her bookings' and interests'
// copies, and the clients list and exports read the profile.
import { collections, noInputSchema, profileEmailUpdate, profileSchema } from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { authAccounts, type ClientAccountLookup } from '../notifications/client-accounts.ts';
import { auth, db } from '../shared/admin.ts';
import { decodeDocument, decodeRequest } from '../shared/decode.ts';

export async function syncClientEmailFor(
  firestore: Firestore,
  clientId: string,
  accounts: ClientAccountLookup,
): Promise<{ email: string | null }> {
  const account = await accounts(clientId);
  const ref = firestore.collection(collections.profiles).doc(clientId);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const profile = decodeDocument(profileSchema, snapshot.data(), `Profile ${clientId}`);
    if (!profile) return { email: null };
    const email = profileEmailUpdate(profile.email, account);
    if (email) tx.update(ref, { email });
    return { email };
  });
}

export const syncMyEmail = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
  decodeRequest(noInputSchema, request.data, 'This call takes no input.');
  return syncClientEmailFor(
    db,
    request.auth.uid,
    authAccounts(() => auth),
  );
});
