// State on disk through the CLI: --data across a clean stop and across kill -9, --export-on-exit
// then --import; and a web SDK listener that carries on when the emulator comes back.
import { collection, doc, onSnapshot, type QuerySnapshot, setDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { commit, Engine } from '../../src/engine/index.ts';
import { FirestorePersistence } from '../../src/engine/persistence/index.ts';
import {
  adminClient,
  nextMatching,
  PROJECT,
  type RunningCli,
  removeTemporaryDirs,
  startCli,
  startEmulator,
  temporaryDir,
  webClient,
} from './support.ts';

const running = new Set<RunningCli>();

async function launch(args: string[]): Promise<RunningCli> {
  const cli = await startCli(args);
  running.add(cli);
  cli.exited.then(() => running.delete(cli));
  return cli;
}

async function stop(cli: RunningCli, signal: NodeJS.Signals): Promise<number | null> {
  cli.child.kill(signal);
  return cli.exited;
}

afterAll(async () => {
  for (const cli of running) await stop(cli, 'SIGKILL');
  removeTemporaryDirs();
});

describe('--data', () => {
  it('keeps documents across a clean stop and start', async () => {
    const data = temporaryDir('data');
    const first = await launch(['--data', data]);
    const admin = adminClient(first.port);
    await admin.db.doc('rooms/a').set({ name: 'A', seats: 4 });
    await admin.db.doc('rooms/b').set({ name: 'B' });
    await admin.db.doc('rooms/a/chairs/1').set({ colour: 'red' });
    await admin.db.doc('rooms/b').delete();
    await admin.db.doc('rooms/a').update({ seats: 5 });
    await admin.close();
    expect(await stop(first, 'SIGTERM')).toBe(0);

    const second = await launch(['--data', data]);
    const again = adminClient(second.port);
    const rooms = await again.db.collection('rooms').get();
    expect(rooms.docs.map((d) => [d.id, d.data()])).toEqual([['a', { name: 'A', seats: 5 }]]);
    expect((await again.db.doc('rooms/a/chairs/1').get()).get('colour')).toBe('red');
    await again.close();
    await stop(second, 'SIGTERM');
  });

  it('keeps every acknowledged write when the process is killed with SIGKILL', async () => {
    const data = temporaryDir('data');
    const first = await launch(['--data', data]);
    const admin = adminClient(first.port);
    const ids = Array.from({ length: 60 }, (_, i) => `w${i}`);
    await Promise.all(ids.map((id, i) => admin.db.doc(`writes/${id}`).set({ i })));
    await admin.db.doc('writes/w0').update({ last: true });
    await stop(first, 'SIGKILL');
    await admin.close();

    const second = await launch(['--data', data]);
    const again = adminClient(second.port);
    const all = await again.db.collection('writes').get();
    expect(all.size).toBe(60);
    expect((await again.db.doc('writes/w0').get()).data()).toEqual({ i: 0, last: true });
    await again.close();
    await stop(second, 'SIGTERM');
  });
});

describe('--export-on-exit and --import', () => {
  it('exports when stopping and starts from the export', async () => {
    const exportDir = temporaryDir('export');
    const first = await launch(['--export-on-exit', exportDir]);
    const admin = adminClient(first.port);
    await admin.db.doc('menu/tea').set({ price: 3.5, tags: ['hot'] });
    await admin.close();
    expect(await stop(first, 'SIGINT')).toBe(0);

    const second = await launch(['--import', exportDir]);
    const again = adminClient(second.port);
    expect((await again.db.doc('menu/tea').get()).data()).toEqual({ price: 3.5, tags: ['hot'] });
    await again.close();
    await stop(second, 'SIGTERM');
  });
});

describe('a listener across a restart', () => {
  it('receives changes made after the emulator came back on the same port', async () => {
    const data = temporaryDir('data');
    let emulator = await startEmulator({ dataDir: data });
    const port = emulator.port;
    const admin = adminClient(port);
    await admin.db.doc('queue/one').set({ n: 1 });
    const web = webClient(port);
    const ids: string[][] = [];
    const unsubscribe = onSnapshot(collection(web.db, 'queue'), (snapshot: QuerySnapshot) => {
      ids.push(snapshot.docs.map((d) => d.id).sort());
    });
    await expect.poll(() => ids.at(-1), { timeout: 30_000 }).toEqual(['one']);
    await admin.close();
    await emulator.stop();

    emulator = await startEmulator({ dataDir: data, port });
    const after = adminClient(port);
    await after.db.doc('queue/two').set({ n: 2 });
    await expect.poll(() => ids.at(-1), { timeout: 20_000, interval: 100 }).toEqual(['one', 'two']);
    const lastSnapshot = await nextMatching<QuerySnapshot>(
      (next, fail) => onSnapshot(collection(web.db, 'queue'), next, fail),
      (s) => !s.metadata.fromCache,
    );
    expect(lastSnapshot.size).toBe(2);
    unsubscribe();
    await web.close();
    await after.close();
    await emulator.stop();
  });

  it('delivers a web SDK write made while the emulator was down once it is back', async () => {
    const data = temporaryDir('data');
    let emulator = await startEmulator({ dataDir: data });
    const port = emulator.port;
    const web = webClient(port);
    await setDoc(doc(web.db, 'outbox/first'), { n: 1 });
    await emulator.stop();
    const pending = setDoc(doc(web.db, 'outbox/second'), { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    emulator = await startEmulator({ dataDir: data, port });
    await pending;
    const admin = adminClient(port);
    const stored = await admin.db.collection('outbox').get();
    expect(stored.docs.map((d) => d.id).sort()).toEqual(['first', 'second']);
    await admin.close();
    await web.close();
    await emulator.stop();
  });

  it('drops a document deleted while the emulator was down (existence filter, then reset)', async () => {
    const data = temporaryDir('data');
    let emulator = await startEmulator({ dataDir: data });
    const port = emulator.port;
    const admin = adminClient(port);
    await admin.db.doc('shelf/keep').set({ n: 1 });
    await admin.db.doc('shelf/gone').set({ n: 2 });
    await admin.close();
    const web = webClient(port);
    const ids: string[][] = [];
    const unsubscribe = onSnapshot(collection(web.db, 'shelf'), (snapshot: QuerySnapshot) => {
      if (!snapshot.metadata.fromCache) ids.push(snapshot.docs.map((d) => d.id).sort());
    });
    await expect.poll(() => ids.at(-1), { timeout: 30_000 }).toEqual(['gone', 'keep']);
    await emulator.stop();

    // Change the data with no emulator running, so that no listener can have seen it.
    const offline = FirestorePersistence.open(data);
    const engine = new Engine({ persistence: offline });
    offline.load(engine);
    await commit(
      engine,
      {
        database: `projects/${PROJECT}/databases/(default)`,
        writes: [{ delete: `projects/${PROJECT}/databases/(default)/documents/shelf/gone` }],
      },
      { projectId: PROJECT, databaseId: '(default)', auth: 'owner' },
    );
    await offline.close();

    emulator = await startEmulator({ dataDir: data, port });
    await expect.poll(() => ids.at(-1), { timeout: 20_000, interval: 100 }).toEqual(['keep']);
    unsubscribe();
    await web.close();
    await emulator.stop();
  });
});
