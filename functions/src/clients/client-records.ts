// Walk-in client records: finding the one an e-mail or phone already belongs to, and the profile
// document a new one starts as. Shared by addClient and the sign-up function.
import { collections, type DuplicateClient, type NewClient, phoneDigits } from '@studio/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

/**
 * The existing client with this e-mail or phone, read inside the transaction so two staff adding
 * the same person at once cannot both succeed. Phones are compared by their digits, so every
 * profile with a phone is read (its phone field only): a studio's client list is small.
 */
export async function findDuplicateClient(
  db: Firestore,
  tx: Transaction,
  client: Pick<NewClient, 'email' | 'phone'>,
): Promise<DuplicateClient | null> {
  const profiles = db.collection(collections.profiles);
  if (client.email) {
    const byEmail = await tx.get(profiles.where('email', '==', client.email).limit(1));
    const found = byEmail.docs[0];
    if (found) return { field: 'email', clientId: found.id };
  }
  if (client.phone) {
    const digits = phoneDigits(client.phone);
    const withPhone = await tx.get(profiles.where('phone', '!=', null).select('phone'));
    const found = withPhone.docs.find((doc) => {
      const phone = doc.get('phone');
      return typeof phone === 'string' && phoneDigits(phone) === digits;
    });
    if (found) return { field: 'phone', clientId: found.id };
  }
  return null;
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
