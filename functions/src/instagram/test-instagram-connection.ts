// The owner tests an Instagram connection from the Integrations card (the connection is an
// owner-only setting, domain's isOwnerOnlySetting). On success the studio is
// marked connected (settings_staff/instagram_connected, instagram_username) and the token is
// kept in secrets/instagram, which no rule lets a browser read. Credentials it cannot use (a
// missing field, an account ID that is not a number) are refused as `invalid-argument` with the
// domain's sentence for the owner, before anything reaches Graph.

import { instagramCredentialsSchema } from '@studio/domain';
import { defineInt, defineString } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireSignedIn, roleOf } from '../shared/roles.ts';
import { saveConnection } from './connection-store.ts';
import { fetchInstagramUsername } from './graph.ts';

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
  const credentials = decodeRequest(instagramCredentialsSchema, request.data);
  const check = await fetchInstagramUsername(
    { baseUrl: graphBaseUrl.value(), timeoutMs: graphTimeoutMs.value() },
    credentials,
  );
  if (!check.ok) return { success: false, username: null, message: check.message };
  await saveConnection(db, caller.uid, credentials, check.username);
  return { success: true, username: check.username, message: `Connected to @${check.username}.` };
});
