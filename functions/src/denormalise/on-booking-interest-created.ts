// A new booking interest gets the client's name, e-mail and phone from her profile (the
// browser may not write them), so the staff screen needs no join.
import { collections } from '@studio/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { readClientNames, staleFields } from './names.ts';

export const onBookingInterestCreated = onDocumentCreated(
  `${collections.bookingInterests}/{interestId}`,
  async (event) => {
    const snapshot = event.data;
    const clientId = snapshot?.get('client_id');
    if (!snapshot || typeof clientId !== 'string' || clientId.length === 0 || clientId.includes('/')) return;
    const stale = staleFields(snapshot.data(), { ...(await readClientNames(db, clientId)) });
    if (Object.keys(stale).length === 0) return;
    // update, not set: an interest deleted meanwhile stays deleted (NOT_FOUND is expected then).
    await snapshot.ref.update(stale).catch((error: { code?: unknown }) => {
      if (error.code !== 5) throw error;
    });
  },
);
