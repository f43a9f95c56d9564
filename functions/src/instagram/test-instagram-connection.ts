// The owner tests an Instagram connection from the Integrations card (the connection is an
// owner-only setting, domain's isOwnerOnlySetting). On success the studio is
// marked connected (settings_staff/instagram_connected, instagram_username) and the token is
// kept in secrets/instagram, which no rule lets a browser read.
import { defineInt, defineString } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { requireSignedIn, roleOf } from '../shared/roles.ts';
import { saveConnection } from './connection-store.ts';
import { fetchInstagramUsername, validateCredentials } from './graph.ts';

const graphBaseUrl = defineString('INSTAGRAM_GRAPH_BASE_URL', {
  default: 'https://graph.facebook.com/v21.0',
  description: 'Base URL of the Instagram Graph API (tests point it at a local fake).',
});
const graphTimeoutMs = defineInt('INSTAGRAM_GRAPH_TIMEOUT_MS', {
  default: 10000,
  description: 'How long to wait for the Graph API before giving up.',
});

export interface InstagramTestAnswer {
  success: boolean;
  username: string | null;
  message: string;
}

export const testInstagramConnection = onCall(async (request): Promise<InstagramTestAnswer> => {
  const caller = requireSignedIn(request.auth);
  if (roleOf(caller) !== 'owner')
    throw new HttpsError('permission-denied', 'Only the owner may connect Instagram.');
  const credentials = validateCredentials(request.data);
  if ('message' in credentials) return { success: false, username: null, message: credentials.message };
  const check = await fetchInstagramUsername(
    { baseUrl: graphBaseUrl.value(), timeoutMs: graphTimeoutMs.value() },
    credentials,
  );
  if (!check.ok) return { success: false, username: null, message: check.message };
  await saveConnection(db, caller.uid, credentials, check.username);
  return { success: true, username: check.username, message: `Connected to @${check.username}.` };
});
