// A client renamed (or given a new e-mail or phone): her bookings and interests follow. A name
// holding bidirectional controls is first rewritten without them (that write comes back here and
// changes no copy). The loyalty function's own profile updates change none of these fields and
// stop at once.
import { collections } from '@studio/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { cleanProfileName, clientNamesOf, staleFields, syncClientNames } from './names.ts';

export const onProfileUpdated = onDocumentUpdated(
  retriedTrigger(`${collections.profiles}/{clientId}`),
  async (event) => {
    await cleanProfileName(db, event.params.clientId);
    const before = clientNamesOf(event.data?.before.data());
    const after = clientNamesOf(event.data?.after.data());
    if (Object.keys(staleFields({ ...before }, { ...after })).length === 0) return;
    await syncClientNames(db, event.params.clientId);
  },
);
