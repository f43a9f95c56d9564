// The caller of a Firebase API request, from `Authorization: Firebase <jwt|owner>` (the web SDK,
// rules-unit-testing) or `Bearer …`. The emulator trusts tokens as the official one does: the JWT
// is decoded, not verified, and `exp` is not checked (rules-unit-testing's mock tokens are
// expired by design).

import type { RulesAuth } from '../../rules/api.ts';
import { type Caller, OWNER } from '../../storage/caller.ts';
import { StorageFailure } from '../../storage/errors.ts';

export function callerFrom(header: string | undefined, apiClient?: string | string[]): Caller {
  // @google-cloud/storage (firebase-admin) sends no credentials to an emulator, also on the one
  // Firebase API call it makes (admin getDownloadURL); it names itself in x-goog-api-client.
  if (!header && typeof apiClient === 'string' && /\bgccl\//.test(apiClient)) return OWNER;
  if (!header) return { owner: false, auth: null };
  const match = /^(Firebase|Bearer)\s+(.+)$/i.exec(header.trim());
  if (!match) throw new StorageFailure('unauthenticated', 'Invalid Authorization header.');
  const token = (match[2] as string).trim();
  if (token === 'owner') return OWNER;
  return { owner: false, auth: decodeIdToken(token) };
}

function decodeIdToken(token: string): RulesAuth {
  const payload = token.split('.')[1];
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  } catch {
    throw new StorageFailure('unauthenticated', 'Invalid ID token: the payload is not JSON.');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw new StorageFailure('unauthenticated', 'Invalid ID token: the payload is not an object.');
  const record = claims as Record<string, unknown>;
  const uid = typeof record.sub === 'string' ? record.sub : record.user_id;
  if (typeof uid !== 'string' || uid === '')
    throw new StorageFailure('unauthenticated', 'Invalid ID token: no subject.');
  return { uid, token: record };
}
