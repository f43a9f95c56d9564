// Test harness: our Firestore emulator in-process or as the CLI, and official clients pointed at it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { deleteApp as deleteAdminApp, initializeApp as initAdmin } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { type FirestoreService, start } from '../../src/firestore/server.ts';

export const PROJECT = 'demo-realtime';

export const OPEN_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /secrets/{id} { allow read, write: if false; }
    match /{collection}/{id} { allow read, write: if collection != 'secrets'; }
  }
}`;

let counter = 0;
const temporaryDirs: string[] = [];

export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  temporaryDirs.push(dir);
  return dir;
}

export function removeTemporaryDirs(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function startEmulator(
  options: { port?: number; dataDir?: string; rules?: string } = {},
): Promise<FirestoreService> {
  const rulesPath = join(temporaryDir('rules'), 'firestore.rules');
  writeFileSync(rulesPath, options.rules ?? OPEN_RULES);
  return start({
    host: '127.0.0.1',
    port: options.port ?? 0,
    rulesPath,
    defaultProjectId: PROJECT,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
}

/**
 * The web SDK (gRPC in Node) against the emulator; `close` terminates it. As `owner` it bypasses
 * the rules, as rules-unit-testing's "rules disabled" context does; as a uid it is that user.
 */
export function webClient(port: number, as: 'owner' | { uid: string } | null = 'owner') {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-key' }, `web-${++counter}`);
  const db = getFirestore(app);
  if (as === null) connectFirestoreEmulator(db, '127.0.0.1', port);
  else
    connectFirestoreEmulator(db, '127.0.0.1', port, {
      mockUserToken: as === 'owner' ? 'owner' : { user_id: as.uid, sub: as.uid },
    });
  return {
    db,
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/** firebase-admin against the emulator (owner: rules do not apply). */
export function adminClient(port: number) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initAdmin({ projectId: PROJECT }, `admin-${++counter}`);
  const db = getAdminFirestore(app);
  return {
    db,
    async close() {
      await db.terminate();
      await deleteAdminApp(app);
    },
  };
}

/** Resolves with the first value `predicate` accepts among those `subscribe` delivers. */
export function nextMatching<T>(
  subscribe: (next: (value: T) => void, fail: (error: Error) => void) => () => void,
  predicate: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    let unsubscribe: (() => void) | undefined;
    let done = false;
    const timer = setTimeout(
      () => finish(() => reject(new Error('Timed out waiting for a snapshot.'))),
      timeoutMs,
    );
    const finish = (action: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe?.();
      action();
    };
    unsubscribe = subscribe(
      (value) => {
        if (predicate(value)) finish(() => resolvePromise(value));
      },
      (error) => finish(() => reject(error)),
    );
    if (done) unsubscribe();
  });
}

// ---- the CLI as a child process ----------------------------------------------------------------

const CLI = resolve(import.meta.dirname, '../../src/cli.ts');
const NODE = process.execPath;

export interface RunningCli {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Starts `node emulators/src/cli.ts --only firestore` with a firebase.json on port 0. */
export async function startCli(args: string[]): Promise<RunningCli> {
  const configDir = temporaryDir('config');
  const config = join(configDir, 'firebase.json');
  writeFileSync(config, JSON.stringify({ emulators: { firestore: { host: '127.0.0.1', port: 0 } } }));
  const child = spawn(NODE, [CLI, '--only', 'firestore', '--project', PROJECT, '--config', config, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The emulator did not get ready:\n${output}`)), 60_000);
    const check = () => {
      const match = /ready on [^:\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    exited.then(() => fail(new Error(`The emulator exited:\n${output}`)));
  });
  return { child, port, output: () => output, exited };
}
