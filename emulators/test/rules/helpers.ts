// Small builders for engine tests: a Firestore rules file around one condition, an in-memory
// DocumentAccess, and requests with sensible defaults.

import type {
  Decision,
  DocumentAccess,
  FirestoreRulesRequest,
  FirestoreValue,
  RulesDocument,
  StorageRulesRequest,
} from '../../src/rules/api.ts';
import { compileRules } from '../../src/rules/index.ts';

export const DB = '/databases/(default)/documents';

export function compileOrThrow(source: string) {
  const result = compileRules(source);
  if (!result.ok) throw new Error(`rules did not compile: ${JSON.stringify(result.issues)}`);
  return result.rules;
}

export function doc(path: string, fields: Record<string, FirestoreValue> = {}): RulesDocument {
  return { name: `projects/demo-test/databases/(default)/documents/${path}`, fields };
}

/** An in-memory store; `after` overrides documents for getAfter (null deletes). */
export function memoryAccess(
  before: RulesDocument[] = [],
  after: Record<string, RulesDocument | null> = {},
): DocumentAccess & { reads: string[] } {
  const byPath = new Map(before.map((d) => [`/${d.name.split('/').slice(2).join('/')}`, d]));
  const reads: string[] = [];
  return {
    reads,
    async get(path) {
      reads.push(`get ${path}`);
      return byPath.get(path) ?? null;
    },
    async getAfter(path) {
      reads.push(`getAfter ${path}`);
      const key = path.replace(`${DB}/`, '');
      if (key in after) return after[key] ?? null;
      return byPath.get(path) ?? null;
    },
  };
}

export function firestoreRequest(overrides: Partial<FirestoreRulesRequest> = {}): FirestoreRulesRequest {
  return {
    service: 'cloud.firestore',
    method: 'get',
    path: `${DB}/things/one`,
    auth: {
      uid: 'alice',
      token: { sub: 'alice', email: 'alice@example.com', firebase: { sign_in_provider: 'password' } },
    },
    time: new Date('2026-03-04T05:06:07.089Z'),
    resource: null,
    requestResource: null,
    access: memoryAccess(),
    ...overrides,
  };
}

export function storageRequest(overrides: Partial<StorageRulesRequest> = {}): StorageRulesRequest {
  return {
    service: 'firebase.storage',
    method: 'get',
    bucket: 'demo-test.appspot.com',
    path: 'images/cat.png',
    auth: { uid: 'alice', token: { sub: 'alice' } },
    time: new Date('2026-03-04T05:06:07.089Z'),
    resource: null,
    requestResource: null,
    ...overrides,
  };
}

/** Evaluates `condition` as the only rule for `get` on /things/{thing}. */
export async function decide(
  condition: string,
  overrides: Partial<FirestoreRulesRequest> = {},
  functions = '',
): Promise<Decision> {
  const rules = compileOrThrow(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${functions}
    match /things/{thing} {
      allow get: if ${condition};
    }
  }
}`);
  return rules.authorize(firestoreRequest(overrides));
}

/** True when the condition evaluates to true; false when false or an error. */
export async function holds(
  condition: string,
  overrides: Partial<FirestoreRulesRequest> = {},
): Promise<boolean> {
  return (await decide(condition, overrides)).allowed;
}

/** The error text of a condition that fails with an error (throws when it evaluates cleanly). */
export async function errorOf(
  condition: string,
  overrides: Partial<FirestoreRulesRequest> = {},
): Promise<string> {
  const { allowed, message } = await decide(condition, overrides);
  if (allowed || message.startsWith('false for')) throw new Error(`expected an error, got: ${message}`);
  return message.replace(/ for 'get' @ L\d+$/, '');
}
