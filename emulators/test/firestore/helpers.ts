// Starts our Firestore emulator in the test process on a free port and hands out official clients
// pointed at it: firebase-admin (FIRESTORE_EMULATOR_HOST) and the web SDK (connectFirestoreEmulator).
import { randomUUID } from 'node:crypto';
import { deleteApp as deleteWebApp, type FirebaseApp, initializeApp as initializeWebApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore as getWebFirestore,
  terminate,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import {
  type App as AdminApp,
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import {
  type Firestore as AdminFirestore,
  getFirestore as getAdminFirestore,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { type FirestoreService, start } from '../../src/firestore/server.ts';

export interface Harness {
  service: FirestoreService;
  host: string;
  port: number;
  /** `host:port` */
  hostPort: string;
  projectId: string;
  admin(databaseId?: string): AdminFirestore;
  web(databaseId?: string): WebFirestore;
  /** PUT rules for this harness's project; returns the HTTP status and JSON body. */
  // biome-ignore lint/suspicious/noExplicitAny: the body is whatever JSON the endpoint answered
  putRules(source: string, extra?: Record<string, unknown>): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export async function startHarness(
  projectId = `demo-${randomUUID().slice(0, 8)}`,
  extra: { rulesPath?: string; functionsEmulator?: string } = {},
): Promise<Harness> {
  const service = await start({ host: '127.0.0.1', port: 0, defaultProjectId: projectId, ...extra });
  const hostPort = `127.0.0.1:${service.port}`;
  process.env.FIRESTORE_EMULATOR_HOST = hostPort;
  process.env.GCLOUD_PROJECT = projectId;
  // No credentials are needed against the emulator: keep google-auth-library off the network.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const adminApps: AdminApp[] = [];
  const webApps: FirebaseApp[] = [];
  const webDbs: WebFirestore[] = [];
  return {
    service,
    host: '127.0.0.1',
    port: service.port,
    hostPort,
    projectId,
    admin(databaseId) {
      const app = initializeAdminApp({ projectId }, `admin-${randomUUID()}`);
      adminApps.push(app);
      return databaseId ? getAdminFirestore(app, databaseId) : getAdminFirestore(app);
    },
    web(databaseId) {
      const app = initializeWebApp({ projectId, apiKey: 'fake-api-key' }, `web-${randomUUID()}`);
      webApps.push(app);
      const db = databaseId ? getWebFirestore(app, databaseId) : getWebFirestore(app);
      connectFirestoreEmulator(db, '127.0.0.1', service.port);
      webDbs.push(db);
      return db;
    },
    async putRules(source, extra = {}) {
      const res = await fetch(`http://${hostPort}/emulator/v1/projects/${projectId}:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ ...extra, rules: { files: [{ name: 'firestore.rules', content: source }] } }),
      });
      return { status: res.status, body: await res.json() };
    },
    async close() {
      await Promise.allSettled(webDbs.map((db) => terminate(db)));
      await Promise.allSettled(webApps.map((app) => deleteWebApp(app)));
      await Promise.allSettled(adminApps.map((app) => deleteAdminApp(app)));
      await service.stop();
    },
  };
}

/** A harness with OPEN_RULES for the calling test file: started before its tests, closed after
 * them. Its fields are there once the tests run. */
export function openHarnessForFile(): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(harness, await startHarness());
    await harness.putRules(OPEN_RULES);
  });
  afterAll(() => harness.close());
  return harness;
}

/** The gRPC status code of a rejected SDK call (admin: numeric `code`; web: 'permission-denied'…). */
export async function codeOf(promise: Promise<unknown>): Promise<string | number> {
  try {
    await promise;
  } catch (error) {
    return (error as { code: string | number }).code;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

/** Rules that let anyone read and write, for tests about data rather than access. */
export const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}`;
