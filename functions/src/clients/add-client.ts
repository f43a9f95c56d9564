// 'Add Client': staff record a walk-in client without an account. A function, not a browser write,
// because refusing a second record for the same e-mail or phone needs a query inside a
// transaction, which rules cannot do.
import { type AddClientAnswer, collections, duplicateClientMessages, newClientSchema } from '@studio/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireStaff } from '../shared/roles.ts';
import { findDuplicateClient, walkInProfile } from './client-records.ts';

export const addClient = onCall(async (request): Promise<AddClientAnswer> => {
  requireStaff(request.auth);
  const client = decodeRequest(newClientSchema, request.data);
  return db.runTransaction(async (tx) => {
    const duplicate = await findDuplicateClient(db, tx, client);
    // The browser links to the existing record from the error's details.
    if (duplicate)
      throw new HttpsError('already-exists', duplicateClientMessages[duplicate.field], duplicate);
    const ref = db.collection(collections.profiles).doc();
    tx.create(ref, walkInProfile(client));
    return { clientId: ref.id };
  });
});
