// Disconnect (spec §2) sets instagram_connected to false from the browser; the token it leaves
// behind is then deleted here, with the username, so nothing stale outlives the connection.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { forgetConnection } from './connection-store.ts';

export const onInstagramDisconnected = onDocumentWritten(
  retriedTrigger(`${collections.settingsStaff}/instagram_connected`),
  async (event) => {
    const after = event.data?.after;
    if (after?.exists && after.get('value') !== false) return;
    await forgetConnection(db);
  },
);
