// 'Add Client': staff record a walk-in client without an account. A function, not a browser write,
// because refusing a second record for the same e-mail or phone needs a query inside a
// transaction, which rules cannot do, and whether an account's e-mail is verified is Auth's to say.
import { type AddClientAnswer, collections, duplicateClientMessages, newClientSchema } from '@studio/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireStaff } from '../shared/roles.ts';
import { findDuplicateClient, walkInProfile } from './client-records.ts';

export const addClient = onCall(async (request): Promise<AddClientAnswer> => {
  requireStaff(request.auth);
  const client = decodeRequest(newClientSchema, request.data);
  return db.runTransaction(async (tx) => {
    const { duplicate, unverifiedAccountUsesEmail } = await findDuplicateClient(db, auth, tx, client);
    // The browser links to the existing record from the error's details.
    if (duplicate)
      throw new HttpsError('already-exists', duplicateClientMessages[duplicate.field], duplicate);
    // Beside an unverified account she gets a record of her own, which linkWalkInRecord moves into
    // that account once its holder proves the address is hers.
    const ref = db.collection(collections.profiles).doc();
    tx.create(ref, walkInProfile(client));
    return { clientId: ref.id, ...(unverifiedAccountUsesEmail ? { unverifiedAccountUsesEmail } : {}) };
  });
});
