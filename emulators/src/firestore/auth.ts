// Who is calling, from the `authorization` header: `Bearer owner` is the owner (firebase-admin,
// rules-unit-testing's rules-disabled context) and bypasses rules; any other bearer token is a JWT
// (an Auth emulator ID token or rules-unit-testing's unsigned mock token) whose claims become
// `request.auth`. Tokens are decoded, not verified, and `exp` is not checked: mock tokens are
// expired by design, and the emulator trusts its callers like the official one does.
import type { CallerAuth } from '../engine/index.ts';

export function authFromHeader(header: string | string[] | undefined): CallerAuth {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^(?:Bearer|Firebase)\s+(.+)$/i.exec(value.trim());
  if (!match) return null;
  const token = (match[1] as string).trim();
  if (token === 'owner') return 'owner';
  return decodeIdToken(token);
}

/** The claims of a JWT as RulesAuth; null when the token cannot be read or names no user. */
export function decodeIdToken(token: string): CallerAuth {
  const parts = token.split('.');
  if (parts.length < 2) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
  const record = claims as Record<string, unknown>;
  const uid = record.sub ?? record.user_id;
  if (typeof uid !== 'string' || uid === '') return null;
  return { uid, token: record };
}
