// Where a tested Instagram connection is kept: the two staff settings the Integrations card
// shows, and the token in secrets/instagram, which no rule lets a browser read.
import { collections, settingDocument } from '@studio/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { InstagramCredentials } from './graph.ts';

const SECRET_PATH = 'secrets/instagram';

function staffSetting(db: Firestore, key: 'instagram_connected' | 'instagram_username') {
  return db.collection(collections.settingsStaff).doc(key);
}

export async function saveConnection(
  db: Firestore,
  uid: string,
  credentials: InstagramCredentials,
  username: string,
): Promise<void> {
  const at = FieldValue.serverTimestamp();
  const batch = db.batch();
  batch.set(staffSetting(db, 'instagram_connected'), {
    ...settingDocument('instagram_connected', true, uid),
    updated_at: at,
  });
  batch.set(staffSetting(db, 'instagram_username'), {
    ...settingDocument('instagram_username', username, uid),
    updated_at: at,
  });
  batch.set(db.doc(SECRET_PATH), {
    business_account_id: credentials.businessAccountId,
    page_access_token: credentials.pageAccessToken,
    username,
    updated_by: uid,
    updated_at: at,
  });
  await batch.commit();
}

/**
 * After Disconnect: deletes the token and clears the username, unless the studio is connected
 * again by now (the setting is read as it is, not as the event saw it). Answers whether it did.
 */
export async function forgetConnection(db: Firestore): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const connected = await tx.get(staffSetting(db, 'instagram_connected'));
    if (connected.exists && connected.get('value') !== false) return false;
    tx.delete(db.doc(SECRET_PATH));
    tx.set(staffSetting(db, 'instagram_username'), {
      ...settingDocument('instagram_username', '', null),
      updated_at: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
