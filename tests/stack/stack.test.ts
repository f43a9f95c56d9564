// The local stack as `npm start` runs it (without the web app, which the e2e tests cover), on free
// ports and a throwaway data folder. Two starts of the same folder: a cold one that seeds, and a
// warm one that must find everything where it was left.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { collections } from '@studio/domain';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  onSnapshot,
  query,
  terminate,
  where,
} from 'firebase/firestore';
import { initializeApp as initializeAdmin } from 'firebase-admin/app';
import { type Firestore, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, freePorts, isPortFree, type StackPorts } from '../../scripts/stack/ports.ts';
import { demoLogins, seedDemoData } from '../../scripts/stack/seed.ts';
import { type RunningStack, StackError, startOnFreePorts, startStack } from '../../scripts/stack/stack.ts';

const root = resolve(import.meta.dirname, '../..');
const projectId = 'demo-studio-stack';
const dataDir = mkdtempSync(join(tmpdir(), 'studio-stack-test-'));
let ports: StackPorts;
let inspectorPort: number;

/**
 * The cold start on fresh free ports, tried once more on others if one was taken meanwhile (the
 * CI's other lanes start their stacks at the same moment); `ports` follows the ports used, and the
 * warm restart takes the same ones again.
 */
const startOnFresh = () =>
  startOnFreePorts(async (chosen) => {
    ports = chosen;
    return start();
  }, 'stack');

const start = (overrides: Partial<StackPorts> = {}) =>
  startStack({
    root,
    dataDir,
    projectId,
    ports: { ...ports, ...overrides },
    web: 'none',
    // STACK_ECHO=1 prints the emulators' output, to see why a trigger did not arrive.
    echo: process.env.STACK_ECHO === '1',
    seed: seedDemoData,
    // The rebuild test rewrites the bundle: only this stack's copy, so that the stacks other
    // suites run at the same time keep their warm functions.
    ownFunctions: true,
    // One warm worker for every function, as the e2e and functions-stack stacks run them: without
    // it firebase-tools starts a Node process per function on its first event (the seeding fires
    // about a hundred, across 14 functions) and another whenever that one is busy, which on a
    // loaded machine multiplied this file's CPU. The triggers, the reload on a rebuild and the
    // restart are the same either way; npm start's own start-up is stop-during-start.test.ts's.
    oneFunctionsWorker: { inspectorPort },
  });

/** The web SDK in Node, signed in as a demo login, the way a browser would reach the stack. */
async function webClient(stack: RunningStack, email: string) {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `client-${email}-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, stack.urls.auth, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', stack.ports.firestore);
  const login = demoLogins().find((l) => l.email === email);
  if (!login) throw new Error(`no demo login ${email}`);
  const { user } = await signInWithEmailAndPassword(auth, login.email, login.password);
  const close = async () => {
    await terminate(db);
    await deleteApp(app);
  };
  return { db, uid: user.uid, close };
}

function nextValue<T>(
  subscribe: (emit: (value: T) => void) => () => void,
  accept: (value: T) => boolean,
  timeoutMs = 30_000,
) {
  return new Promise<T>((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no matching snapshot within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const unsubscribe = subscribe((value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      unsubscribe();
      resolvePromise(value);
    });
  });
}

beforeAll(async () => {
  ports = await freePorts();
  inspectorPort = await freePort();
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a port in use', () => {
  let squatter: Server;
  beforeAll(async () => {
    squatter = createServer();
    await new Promise<void>((done) => squatter.listen(0, '127.0.0.1', done));
  });
  afterAll(() => new Promise<void>((done) => squatter.close(() => done())));

  it('stops the start before anything runs, naming the service and the fix', async () => {
    const address = squatter.address();
    const busy = typeof address === 'object' && address ? address.port : 0;
    const attempt = start({ firestore: busy });
    await expect(attempt).rejects.toBeInstanceOf(StackError);
    await expect(attempt).rejects.toThrow(`Port ${busy} (Firestore emulator) is already in use`);
    expect(await isPortFree(ports.auth)).toBe(true);
  });
});

describe('cold start, then a warm restart of the same data folder', () => {
  let stack: RunningStack;
  let admin: Firestore;
  let anaUid: string;
  beforeAll(async () => {
    stack = await startOnFresh();
    // firebase-admin finds the emulator through the environment, as the functions do.
    process.env.FIRESTORE_EMULATOR_HOST = stack.env.FIRESTORE_EMULATOR_HOST;
    admin = getAdminFirestore(initializeAdmin({ projectId }, 'stack-test-admin'));
    // A cold start waits for the seeding's triggers (at most 5 minutes, seed.ts) after the start.
  }, 600_000);

  it('holds the seeded demo data', async () => {
    const services = await admin.collection(collections.services).count().get();
    expect(services.data().count).toBeGreaterThan(5);
  });

  it('gives the demo logins their roles through the real path (claims in their ID tokens)', async () => {
    const owner = await webClient(stack, 'owner@studio.test');
    const ownerRoles = await getDocs(collection(owner.db, collections.userRoles));
    const roles = ownerRoles.docs.map((d) => d.get('role')).sort();
    expect(roles).toEqual(['assistant', 'client', 'client', 'owner']);
    await owner.close();
  });

  /** Adds a completed booking for a client and waits for her loyalty document to count it. */
  async function completedBookingCounted(
    email: string,
    timeoutMs?: number,
  ): Promise<{ uid: string; before: number; after: number }> {
    const client = await webClient(stack, email);
    const loyaltyDoc = doc(client.db, collections.loyaltyPoints, client.uid);
    const lifetime = (accept: (count: number) => boolean) =>
      nextValue<number>(
        (emit) => onSnapshot(loyaltyDoc, (snap) => emit(snap.get('lifetime_bookings') ?? 0)),
        accept,
        timeoutMs,
      );
    const before = await lifetime(() => true);
    const mine = await admin
      .collection(collections.bookings)
      .where('client_id', '==', client.uid)
      .limit(1)
      .get();
    const template = mine.docs[0]?.data();
    expect(template).toBeDefined();
    await admin.collection(collections.bookings).add({ ...template, status: 'completed', total_price: 120 });
    const after = await lifetime((count) => count > before);
    await client.close();
    return { uid: client.uid, before, after };
  }

  it('runs a deployed function on a Firestore write: a completed booking updates the client’s loyalty live', async () => {
    // The seeding's triggers loaded the one functions worker; 180 s is a ceiling for a loaded machine.
    const { uid, before, after } = await completedBookingCounted('ana@studio.test', 180_000);
    anaUid = uid;
    expect(after).toBe(before + 1);
  }, 240_000);

  it('keeps delivering triggers when the functions are rebuilt while it runs', async () => {
    const oldWorker = await debuggedWorker();
    // Write this stack's bundle again as a rebuild with changes would: the emulator's watcher
    // sees lib/index.js change and reloads (a second later, then as long as finding the functions
    // in the bundle takes), replacing the functions worker.
    const bundle = join(stack.functionsDir, 'lib/index.js');
    writeFileSync(bundle, readFileSync(bundle));
    // This booking lands around the reload: its events reach the old worker, or wait for a new one.
    const around = await completedBookingCounted('bea@studio.test', 180_000);
    expect(around.after).toBe(around.before + 1);
    // The reload ends the old worker. firebase-tools starts the next one for the next event, not
    // at once: if the booking's events all reached the old worker, none runs until another event
    // comes. So wait until the old one's debugger is gone, whether or not another holds the port.
    await vi.waitFor(async () => expect(await debuggedWorkerOrNone()).not.toBe(oldWorker), {
      timeout: 120_000,
      interval: 250,
    });
    const after = await completedBookingCounted('bea@studio.test', 180_000);
    expect(after.after).toBe(after.before + 1);
    // A worker of the reloaded bundle delivered it.
    expect(await debuggedWorker()).not.toBe(oldWorker);
  }, 420_000);

  /** The functions worker's debugger id, or null while no worker runs (nothing listens on the port). */
  async function debuggedWorkerOrNone(): Promise<string | null> {
    try {
      return await debuggedWorker();
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return null;
      throw error;
    }
  }

  /** The id of the process whose debugger listens on the inspector port: the functions worker. */
  async function debuggedWorker(): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${inspectorPort}/json/list`);
    const [target] = (await response.json()) as Array<{ id: string }>;
    if (!target) throw new Error('no debugger target');
    return target.id;
  }

  it('stops cleanly: every port freed', async () => {
    await stack.stop();
    for (const [name, port] of Object.entries(ports)) {
      if (name === 'web') continue;
      expect(await isPortFree(port), `${name} port ${port}`).toBe(true);
    }
    expect(await isPortFree(inspectorPort), `functions inspector port ${inspectorPort}`).toBe(true);
  });

  it('restarts warm without seeding again, with accounts and documents as they were', async () => {
    stack = await start();
    const ana = await webClient(stack, 'ana@studio.test');
    expect(ana.uid).toBe(anaUid);
    const bookings = await getDocs(
      query(collection(ana.db, collections.bookings), where('client_id', '==', ana.uid)),
    );
    expect(bookings.docs.some((d) => d.get('total_price') === 120)).toBe(true);
    await ana.close();
  }, 240_000); // a whole start, on a machine that may be running other suites

  it('reports a crashed service by name', async () => {
    const crashed = stack.crashed;
    const pid = await pidListeningOn(ports.firestore);
    process.kill(pid, 'SIGKILL');
    await expect(crashed).rejects.toThrow(/^emulators stopped unexpectedly/);
    await stack.stop();
  });
});

/** The pid of the process group leader that serves a port (our emulators' CLI). */
async function pidListeningOn(port: number): Promise<number> {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(out)?.[1]);
  if (!pid) throw new Error(`nothing listens on ${port}: ${out}`);
  return pid;
}
