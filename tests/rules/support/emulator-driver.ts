// Runs attempts through the Firebase SDK against our Firestore and Storage emulators with
// @firebase/rules-unit-testing: the rules files as deployed, requests as a browser sends them.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import 'firebase/compat/storage';
import type { Actor } from './actors.ts';
import { type Attempt, type Data, NOW, type Outcome, type RulesDriver } from './driver.ts';

type HostPort = { host: string; port: number };

/** A compat app as far as the seeding uses it. */
interface SeedingApp {
  firestore(): ReturnType<RulesTestContext['firestore']>;
  storage(bucket: string): ReturnType<RulesTestContext['storage']>;
  delete(): Promise<void>;
}

/** The compat namespace as far as we use it (its types come from a global augmentation). */
const compat = firebase as unknown as {
  firestore: { FieldValue: { serverTimestamp(): unknown }; setLogLevel(level: 'silent'): void };
  initializeApp(options: { projectId: string }, name: string): SeedingApp;
};
// Denials are what these tests expect; the SDK would log each one as a stream error.
compat.firestore.setLogLevel('silent');

interface FilterableQuery {
  where(field: string, op: string, value: unknown): FilterableQuery;
  get(): Promise<unknown>;
}

function withSentinels(value: unknown, now: unknown): unknown {
  if (value === NOW) return now;
  if (Array.isArray(value)) return value.map((v) => withSentinels(v, now));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withSentinels(v, now)]));
  }
  return value;
}

function isDenied(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'permission-denied' || code === 'storage/unauthorized' || code === 'storage/unauthenticated'
  );
}

export class EmulatorDriver implements RulesDriver {
  readonly name = 'emulators';
  private readonly env: RulesTestEnvironment;
  /**
   * One context per signed-in identity for the whole file: each is a Firebase app with its own
   * connection, and opening one per attempt was most of this project's CPU. The token says only
   * uid and role (permissions are documents the rules read), and nothing listens, so every read
   * goes to the emulator and a reused context sees exactly what a new one would.
   */
  private readonly contexts = new Map<string, RulesTestContext>();

  /**
   * The seeding connection, kept for the file. `withSecurityRulesDisabled` opens a new app (and
   * loads the Firestore protos again) on every call; this one carries the same "owner" token,
   * the emulators' way past the rules, and is opened once.
   */
  private readonly seeder: SeedingApp;
  private readonly bucket: string;

  private constructor(env: RulesTestEnvironment, seeder: SeedingApp, bucket: string) {
    this.env = env;
    this.seeder = seeder;
    this.bucket = bucket;
  }

  static async start(options: {
    projectId: string;
    firestore: HostPort;
    storage: HostPort;
    firestoreRulesPath: string;
    storageRulesPath: string;
  }): Promise<EmulatorDriver> {
    const env = await initializeTestEnvironment({
      projectId: options.projectId,
      firestore: { ...options.firestore, rules: readFileSync(options.firestoreRulesPath, 'utf8') },
      storage: { ...options.storage, rules: readFileSync(options.storageRulesPath, 'utf8') },
    });
    const seeder = compat.initializeApp({ projectId: options.projectId }, `rules-seeder-${randomUUID()}`);
    const bucket = `gs://${options.projectId}`;
    const owner = { mockUserToken: 'owner' };
    seeder.firestore().useEmulator(options.firestore.host, options.firestore.port, owner);
    seeder.storage(bucket).useEmulator(options.storage.host, options.storage.port, owner);
    return new EmulatorDriver(env, seeder, bucket);
  }

  async seed(
    documents: Record<string, Data>,
    objects: Record<string, { size: number; contentType: string }> = {},
  ) {
    await this.env.clearFirestore();
    const db = this.seeder.firestore();
    const batch = db.batch();
    for (const [path, data] of Object.entries(documents))
      batch.set(db.doc(path), withSentinels(data, new Date()) as Data);
    await batch.commit();
    for (const [path, object] of Object.entries(objects)) {
      await this.seeder
        .storage(this.bucket)
        .ref(path)
        .put(new Uint8Array(object.size), { contentType: object.contentType });
    }
  }

  async stop() {
    await Promise.all([this.env.cleanup(), this.seeder.delete()]);
  }

  private context(actor: Actor): RulesTestContext {
    const key = `${actor.uid}:${actor.role}`;
    let context = this.contexts.get(key);
    if (!context) {
      context = actor.uid
        ? this.env.authenticatedContext(actor.uid, {
            email: `${actor.uid}@example.com`,
            ...(actor.role ? { role: actor.role } : {}),
          })
        : this.env.unauthenticatedContext();
      this.contexts.set(key, context);
    }
    return context;
  }

  async attempt(actor: Actor, attempt: Attempt): Promise<Outcome> {
    const context = this.context(actor);
    const now = compat.firestore.FieldValue.serverTimestamp();
    try {
      const db = context.firestore();
      switch (attempt.op) {
        case 'get':
          await db.doc(attempt.path).get();
          break;
        case 'list': {
          let query = db.collection(attempt.collection) as unknown as FilterableQuery;
          for (const [field, op, value] of attempt.where) query = query.where(field, op, value);
          await query.get();
          break;
        }
        case 'create':
        case 'update': {
          const batch = db.batch();
          const data = withSentinels(attempt.data, now) as Data;
          if (attempt.op === 'create') batch.set(db.doc(attempt.path), data);
          else batch.update(db.doc(attempt.path), data);
          for (const [path, other] of Object.entries(attempt.alongside ?? {}))
            batch.set(db.doc(path), withSentinels(other, now) as Data);
          await batch.commit();
          break;
        }
        case 'delete':
          await db.doc(attempt.path).delete();
          break;
        case 'upload':
          await context
            .storage()
            .ref(attempt.path)
            .put(new Uint8Array(attempt.size), { contentType: attempt.contentType });
          break;
        case 'download':
          await context.storage().ref(attempt.path).getMetadata();
          break;
      }
      return { allowed: true, message: 'allowed' };
    } catch (error) {
      if (isDenied(error)) return { allowed: false, message: (error as Error).message };
      throw error;
    }
  }
}
