// Disconnect (spec §2) sets instagram_connected to false from the browser; the token it leaves
// behind is then deleted here, with the username, so nothing stale outlives the connection.
import { collections, settingDocument } from '@studio/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';

export const onInstagramDisconnected = onDocumentWritten(
  `${collections.settingsStaff}/instagram_connected`,
  async (event) => {
    const after = event.data?.after;
    if (after?.exists && after.get('value') !== false) return;
    // Re-read: a reconnect may have happened since this event was sent.
    const current = await db.collection(collections.settingsStaff).doc('instagram_connected').get();
    if (current.exists && current.get('value') !== false) return;
    const batch = db.batch();
    batch.delete(db.collection('secrets').doc('instagram'));
    batch.set(db.collection(collections.settingsStaff).doc('instagram_username'), {
      ...settingDocument('instagram_username', '', null),
      updated_at: FieldValue.serverTimestamp(),
    });
    await batch.commit();
  },
);
