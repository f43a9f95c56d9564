// Runs attempts through our rules engine in process (compileRules + authorize), with documents
// kept in memory: no network, so the whole matrix runs in about a second. It checks exactly
// what the rules decide for each request; the emulator driver checks the same table end to end.
import { readFileSync } from 'node:fs';
import { compileRules } from '@studio/emulators/rules';
import type {
  CompiledRules,
  DocumentAccess,
  FirestoreRulesRequest,
  FirestoreValue,
  RulesAuth,
  RulesDocument,
  StorageRulesRequest,
} from '@studio/emulators/rules/api';
import type { Actor } from './actors.ts';
import { type Attempt, type Data, type Filter, NOW, type Outcome, type RulesDriver } from './driver.ts';

const PROJECT = 'demo-nail-studio';
const BUCKET = `${PROJECT}.appspot.com`;
const DB = '/databases/(default)/documents';

function compileFile(path: string): CompiledRules {
  const result = compileRules(readFileSync(path, 'utf8'));
  if (!result.ok) throw new Error(`${path} does not compile: ${JSON.stringify(result.issues)}`);
  return result.rules;
}

/** A JS value as a Firestore value, typed as the SDKs type it. */
export function toValue(value: unknown, now: Date): FirestoreValue {
  if (value === NOW) return toValue(now, now);
  if (value === null || value === undefined) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    // As the SDKs send numbers: a safe integer (not -0) as an integer, anything else as a double.
    const integer = Number.isSafeInteger(value) && !Object.is(value, -0);
    return integer ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) {
    const ms = value.getTime();
    return { timestampValue: { seconds: String(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1_000_000 } };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map((v) => toValue(v, now)) } };
  return { mapValue: { fields: toFields(value as Data, now) } };
}

function toFields(data: Data, now: Date): Record<string, FirestoreValue> {
  const fields: Record<string, FirestoreValue> = {};
  for (const [key, value] of Object.entries(data)) fields[key] = toValue(value, now);
  return fields;
}

function authOf(actor: Actor): RulesAuth | null {
  if (!actor.uid) return null;
  const token: Record<string, unknown> = {
    sub: actor.uid,
    user_id: actor.uid,
    email: `${actor.uid}@example.com`,
    firebase: { sign_in_provider: 'password' },
  };
  if (actor.role) token.role = actor.role;
  return { uid: actor.uid, token };
}

export class EngineDriver implements RulesDriver {
  readonly name = 'rules engine';
  private readonly firestore: CompiledRules;
  private readonly storage: CompiledRules;
  private documents = new Map<string, Data>();
  private objects = new Map<string, { size: number; contentType: string }>();

  /** request.time: the real time unless a test fixes it (the studio's calendar). */
  private readonly clock: () => Date;

  constructor(firestoreRulesPath: string, storageRulesPath: string, clock: () => Date = () => new Date()) {
    this.clock = clock;
    this.firestore = compileFile(firestoreRulesPath);
    this.storage = compileFile(storageRulesPath);
  }

  async seed(
    documents: Record<string, Data>,
    objects: Record<string, { size: number; contentType: string }> = {},
  ) {
    this.documents = new Map(Object.entries(documents));
    this.objects = new Map(Object.entries(objects));
  }

  async stop() {}

  private rulesDocument(path: string, data: Data | undefined, now: Date): RulesDocument | null {
    if (!data) return null;
    return { name: `projects/${PROJECT}${DB}/${path}`, fields: toFields(data, now) };
  }

  /** The field values a query's `==` filters fix, in the rules engine's value shape. */
  private fixedBy(where: readonly Filter[], now: Date) {
    const equal = Object.fromEntries(
      where.filter(([, op]) => op === '==').map(([field, , value]) => [field, value]),
    );
    return Object.entries(toFields(equal, now)).map(([field, value]) => ({ path: [field], value }));
  }

  /** Reads before the write, and after it (`written`: each path the batch writes, null deleted). */
  private access(now: Date, written: Map<string, Data | null> = new Map()): DocumentAccess {
    const read = (path: string, useAfter: boolean) => {
      const relative = path.startsWith(`${DB}/`) ? path.slice(DB.length + 1) : path;
      if (useAfter && written.has(relative))
        return this.rulesDocument(relative, written.get(relative) ?? undefined, now);
      return this.rulesDocument(relative, this.documents.get(relative), now);
    };
    return { get: async (path) => read(path, false), getAfter: async (path) => read(path, true) };
  }

  async attempt(actor: Actor, attempt: Attempt): Promise<Outcome> {
    const now = this.clock();
    if (attempt.op === 'upload' || attempt.op === 'download') return this.storageAttempt(actor, attempt, now);
    const base = { service: 'cloud.firestore' as const, auth: authOf(actor), time: now };
    let request: FirestoreRulesRequest;
    switch (attempt.op) {
      case 'get':
      case 'delete': {
        const existing = this.rulesDocument(attempt.path, this.documents.get(attempt.path), now);
        const after = attempt.op === 'delete' ? null : this.documents.get(attempt.path);
        request = {
          ...base,
          method: attempt.op,
          path: `${DB}/${attempt.path}`,
          resource: existing,
          requestResource: null,
          access: this.access(now, new Map([[attempt.path, after ?? null]])),
        };
        break;
      }
      case 'list':
        request = {
          ...base,
          method: 'list',
          path: `${DB}/${attempt.collection}`,
          resource: null,
          // As the service judges a query: by the values its equality filters fix, not by data.
          queried: { fixed: this.fixedBy(attempt.where, now) },
          requestResource: null,
          access: this.access(now),
        };
        break;
      case 'create':
      case 'update': {
        const before = this.documents.get(attempt.path);
        // Firestore refuses these before the rules see them: create on an existing document,
        // update on a missing one.
        if (attempt.op === 'create' && before) return { allowed: false, message: 'ALREADY_EXISTS' };
        if (attempt.op === 'update' && !before) return { allowed: false, message: 'NOT_FOUND' };
        const after = attempt.op === 'update' ? { ...before, ...attempt.data } : attempt.data;
        const written = new Map<string, Data | null>([[attempt.path, after]]);
        for (const [path, data] of Object.entries(attempt.alongside ?? {})) written.set(path, data);
        // A batch is allowed when each of its writes is; its writes share one access count.
        const access = this.access(now, written);
        const batch = written.size > 1 ? { accessLimit: 20 } : {};
        for (const [path, data] of written) {
          const request = { ...this.writeRequest(base, path, data, access, now), ...batch };
          const outcome = await this.firestore.authorize(request);
          if (!outcome.allowed) return outcome;
        }
        return { allowed: true, message: 'allowed' };
      }
    }
    return this.firestore.authorize(request);
  }

  private writeRequest(
    base: Pick<FirestoreRulesRequest, 'service' | 'auth' | 'time'>,
    path: string,
    after: Data | null,
    access: DocumentAccess,
    now: Date,
  ): FirestoreRulesRequest {
    const before = this.documents.get(path);
    return {
      ...base,
      method: before ? 'update' : 'create',
      path: `${DB}/${path}`,
      resource: this.rulesDocument(path, before, now),
      requestResource: this.rulesDocument(path, after ?? undefined, now),
      access,
    };
  }

  private storageAttempt(
    actor: Actor,
    attempt: Attempt & { op: 'upload' | 'download' },
    now: Date,
  ): Promise<Outcome> {
    const stored = this.objects.get(attempt.path);
    const object = (size: number, contentType: string) => ({
      name: attempt.path,
      bucket: BUCKET,
      size,
      contentType,
      metadata: {},
    });
    const request: StorageRulesRequest = {
      service: 'firebase.storage',
      method: attempt.op === 'download' ? 'get' : stored ? 'update' : 'create',
      bucket: BUCKET,
      path: attempt.path,
      auth: authOf(actor),
      time: now,
      resource: stored ? object(stored.size, stored.contentType) : null,
      requestResource: attempt.op === 'upload' ? object(attempt.size, attempt.contentType) : null,
      firestore: this.access(now),
    };
    return this.storage.authorize(request);
  }
}
