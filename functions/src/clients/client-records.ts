// Walk-in client records: finding the one an e-mail or phone already belongs to, and the profile
// document a new one starts as. Used by addClient.
import {
  collections,
  type DuplicateClient,
  isLinkableClient,
  type NewClient,
  phoneDigits,
} from '@studio/domain';
import type { Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

/** What Add Client found: the record to link to, and whether an unverified account was passed over. */
export interface ClientLookup {
  duplicate: DuplicateClient | null;
  unverifiedAccountUsesEmail: boolean;
}

/** Whether Auth says this account's e-mail is verified; a profile without an account is not. */
async function accountEmailVerified(auth: Auth, uid: string): Promise<boolean> {
  try {
    return (await auth.getUser(uid)).emailVerified;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/** The uid of the verified account with this e-mail, null when there is none or it is unverified. */
async function verifiedAccountWithEmail(auth: Auth, email: string): Promise<string | null> {
  try {
    const user = await auth.getUserByEmail(email);
    return user.emailVerified ? user.uid : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

const isWalkIn = (doc: QueryDocumentSnapshot) => doc.get('walk_in') === true;

/**
 * The existing client with this e-mail or phone, read inside the transaction so two staff adding
 * the same person at once cannot both succeed. An account's profile counts only when Auth says its
 * e-mail is verified (domain's isLinkableClient): otherwise whoever signed up with the address
 * would read the bookings staff make on it. Phones are compared by their digits, so every profile
 * with a phone is read (its phone and walk_in fields only): a studio's client list is small.
 */
export async function findDuplicateClient(
  db: Firestore,
  auth: Auth,
  tx: Transaction,
  client: Pick<NewClient, 'email' | 'phone'>,
): Promise<ClientLookup> {
  const profiles = db.collection(collections.profiles);
  let unverifiedAccountUsesEmail = false;
  if (client.email) {
    // At most a walk-in record and the account of whoever signed up with the address.
    const byEmail = (await tx.get(profiles.where('email', '==', client.email).limit(10))).docs;
    const verifiedUid = byEmail.some((doc) => !isWalkIn(doc))
      ? await verifiedAccountWithEmail(auth, client.email)
      : null;
    const found = byEmail.find((doc) =>
      isLinkableClient({ walk_in: isWalkIn(doc), email_verified: doc.id === verifiedUid }),
    );
    if (found) return { duplicate: { field: 'email', clientId: found.id }, unverifiedAccountUsesEmail };
    unverifiedAccountUsesEmail = byEmail.length > 0;
  }
  if (client.phone) {
    const digits = phoneDigits(client.phone);
    const withPhone = await tx.get(profiles.where('phone', '!=', null).select('phone', 'walk_in'));
    for (const doc of withPhone.docs) {
      const phone = doc.get('phone');
      if (typeof phone !== 'string' || phoneDigits(phone) !== digits) continue;
      // A phone on an account is typed by its holder: linked only to a verified account too.
      const verified = !isWalkIn(doc) && (await accountEmailVerified(auth, doc.id));
      if (isLinkableClient({ walk_in: isWalkIn(doc), email_verified: verified }))
        return { duplicate: { field: 'phone', clientId: doc.id }, unverifiedAccountUsesEmail };
    }
  }
  return { duplicate: null, unverifiedAccountUsesEmail };
}

/** A walk-in's profile: her contact fields, walk_in true, the derived fields at their start. */
export function walkInProfile(client: NewClient): Record<string, unknown> {
  return {
    ...client,
    notes: null,
    allergies: [],
    favorite_colors: [],
    preferences: { nailShape: null, nailLength: null, style: null, communicationPreference: null },
    created_at: FieldValue.serverTimestamp(),
    total_bookings: 0,
    loyalty_points: 0,
    loyalty_tier: 'standard',
    last_visit: null,
    walk_in: true,
  };
}
