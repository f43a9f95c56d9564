// When the owner of a verified e-mail has a walk-in record staff made with it, her account takes
// over that record: the profile (with its notes, photos and derived fields) joins profiles/{uid}
// and her bookings follow, all in one transaction, so she never has two records and a half-done
// move is never seen. Cost: one query, her profile, notes, photos and bookings read and rewritten.
import { collections, mergedWalkInProfile, subcollections } from '@studio/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

/** Reads a subcollection of the walk-in and queues its copy under the account and its removal. */
async function moveSubcollection(
  tx: Transaction,
  from: DocumentReference,
  to: DocumentReference,
  name: string,
): Promise<() => void> {
  const docs = (await tx.get(from.collection(name))).docs;
  // Photos keep their storage_path: the file stays where it was uploaded.
  return () => {
    for (const doc of docs) {
      tx.create(to.collection(name).doc(doc.id), { ...doc.data(), client_id: to.id });
      tx.delete(doc.ref);
    }
  };
}

/**
 * Moves the walk-in record with this e-mail (if any) into the account's profile. Answers the
 * walk-in record's id, null when there was none. The caller has checked the e-mail is hers.
 */
export async function linkWalkInClient(db: Firestore, uid: string, email: string): Promise<string | null> {
  const profiles = db.collection(collections.profiles);
  return db.runTransaction(async (tx) => {
    const found = await tx.get(
      profiles.where('email', '==', email.trim().toLowerCase()).where('walk_in', '==', true).limit(1),
    );
    const walkIn = found.docs[0];
    if (!walkIn) return null;
    const account = profiles.doc(uid);
    // Every read comes before the first write, as Firestore transactions require.
    const own = await tx.get(account);
    const bookings = await tx.get(db.collection(collections.bookings).where('client_id', '==', walkIn.id));
    const moves = await Promise.all(
      [subcollections.clientNotes, subcollections.clientPhotos].map((name) =>
        moveSubcollection(tx, walkIn.ref, account, name),
      ),
    );
    tx.set(account, mergedWalkInProfile(walkIn.data(), own.data()));
    for (const move of moves) move();
    for (const booking of bookings.docs) tx.update(booking.ref, { client_id: uid });
    tx.delete(db.collection(collections.loyaltyPoints).doc(walkIn.id));
    tx.delete(walkIn.ref);
    return walkIn.id;
  });
}
