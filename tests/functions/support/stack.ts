// What the functions stack tests share: addresses, the fake Graph's accounts and tokens, and
// small clients for the Auth emulator's REST API and callable functions.
import { inject } from 'vitest';
import type { FakeGraphOptions } from '../../../functions/test/fake-graph-server.ts';

export const PROJECT_ID = 'demo-studio-functions';
export const REGION = 'us-central1';

export interface StackAddresses {
  firestore: string;
  auth: string;
  functions: string;
  storage: string;
}

export const FAKE_GRAPH: FakeGraphOptions = {
  accounts: { '17841400000000001': 'studio.nails' },
  tokens: {
    'good-token': 'valid',
    'old-token': 'expired',
    'busy-token': 'rate-limited',
    'slow-token': 'slow',
  },
};

export function stack(): StackAddresses {
  return inject('stack');
}

export interface Account {
  uid: string;
  idToken: string;
}

async function identityToolkit(verb: string, email: string, password: string): Promise<Account> {
  const res = await fetch(
    `http://${stack().auth}/identitytoolkit.googleapis.com/v1/accounts:${verb}?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId?: string; idToken?: string; error?: { message: string } };
  if (!body.idToken || !body.localId)
    throw new Error(`${verb} ${email}: ${body.error?.message ?? res.status}`);
  return { uid: body.localId, idToken: body.idToken };
}

export const signUp = (email: string) => identityToolkit('signUp', email, 'secret123');
export const signIn = (email: string) => identityToolkit('signInWithPassword', email, 'secret123');

export function claimsOf(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * Calls a callable function as a browser would: { data } in, { result } or { error } out. A
 * callable always answers JSON; a plain-text 500 comes from the Functions emulator itself (its
 * worker failed while loading or was replaced by a reload), so that answer is tried again, and
 * reported in full if it persists.
 */
export async function callFunction(
  name: string,
  idToken: string | null,
  data: unknown,
): Promise<{ status: number; result?: unknown; error?: { message: string; status: string } }> {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`http://${stack().functions}/${PROJECT_ID}/${REGION}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    });
    const text = await res.text();
    try {
      return { status: res.status, ...(JSON.parse(text) as object) };
    } catch {
      if (attempt >= 4)
        throw new Error(`${name} answered ${res.status} with plain text after ${attempt} tries: ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
}

/**
 * Polls until `probe` answers something truthy (triggers run after the write returns). Generous:
 * the Functions emulator starts a function's worker on its first event, which on a loaded 2-core
 * machine has taken over 20 s; a test that passes waits only as long as the trigger takes.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  ms = 120_000,
) {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    const value = await probe();
    if (value) return value;
    last = value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
