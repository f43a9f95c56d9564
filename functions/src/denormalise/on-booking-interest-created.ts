// A new booking interest gets the client's name, e-mail and phone from her profile (the
// browser may not write them), so the staff screen needs no join. Read and written in one
// transaction, so a rename racing this copy cannot leave the old name behind.
import { collections, isUsableDocumentId } from '@studio/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { copyClientNamesOnto } from './names.ts';

export const onBookingInterestCreated = onDocumentCreated(
  retriedTrigger(`${collections.bookingInterests}/{interestId}`),
  async (event) => {
    const snapshot = event.data;
    const clientId = snapshot?.get('client_id');
    if (!snapshot || !isUsableDocumentId(clientId)) return;
    // An interest deleted meanwhile stays deleted (the copy answers false).
    await copyClientNamesOnto(db, snapshot.ref, clientId);
  },
);
