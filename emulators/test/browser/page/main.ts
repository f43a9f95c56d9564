// The browser harness: one Firestore instance of the `firebase` web SDK connected to the emulator
// named in the URL, with the transport and cache the test asks for. It exposes `window.harness`:
// scripted scenarios that report plain results, and listeners that record every snapshot so the
// test can wait for and check them (pending writes, from-cache flags) while it restarts the emulator.
import { initializeApp } from 'firebase/app';
import * as fs from 'firebase/firestore';

const params = new URLSearchParams(location.search);
const host = params.get('host') ?? '127.0.0.1';
const port = Number(params.get('port'));
const projectId = params.get('project') ?? 'demo-browser';
const transport = params.get('transport') ?? 'auto';
const cache = params.get('cache') ?? 'memory';
const uid = params.get('uid');

const app = initializeApp({ projectId, apiKey: 'fake-api-key', appId: 'browser-harness' });
const settings: fs.FirestoreSettings = {
  localCache:
    cache === 'persistent'
      ? fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() })
      : fs.memoryLocalCache(),
};
if (transport === 'long-polling') settings.experimentalForceLongPolling = true;
// Streaming means streaming: left on, the SDK's detection of a buffering proxy switches to long
// polling when the first noop comes late, which a loaded machine makes happen now and then.
if (transport === 'streaming') settings.experimentalAutoDetectLongPolling = false;
const db = fs.initializeFirestore(app, settings);
fs.connectFirestoreEmulator(db, host, port, uid ? { mockUserToken: { sub: uid, user_id: uid } } : {});

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

/** Snapshot data as plain JSON: Timestamps as millis, references as paths. */
function plain(value: unknown): Plain {
  if (value instanceof fs.Timestamp) return value.toMillis();
  if (value instanceof fs.DocumentReference) return value.path;
  if (value instanceof fs.GeoPoint) return [value.latitude, value.longitude];
  if (value instanceof fs.Bytes) return value.toBase64();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value as Plain;
}

export interface Recorded {
  fromCache: boolean;
  pending: boolean;
  exists?: boolean;
  data?: Plain;
  ids?: string[];
  changes?: string[];
}

export interface ListenSpec {
  doc?: string;
  collection?: string;
  where?: [string, fs.WhereFilterOp, unknown];
  orderBy?: string;
  limit?: number;
}

const snapshots: Record<string, Recorded[]> = {};
const errors: Record<string, string> = {};
const unsubscribers: Record<string, () => void> = {};

function queryOf(spec: ListenSpec): fs.Query {
  const constraints: fs.QueryConstraint[] = [];
  if (spec.where) constraints.push(fs.where(...spec.where));
  if (spec.orderBy) constraints.push(fs.orderBy(spec.orderBy));
  if (spec.limit !== undefined) constraints.push(fs.limit(spec.limit));
  return fs.query(fs.collection(db, spec.collection ?? ''), ...constraints);
}

function listen(key: string, spec: ListenSpec): void {
  snapshots[key] = [];
  const record = (entry: Recorded) => snapshots[key]?.push(entry);
  const onError = (error: Error) => {
    errors[key] = (error as fs.FirestoreError).code ?? error.message;
  };
  const options = { includeMetadataChanges: true };
  unsubscribers[key] = spec.doc
    ? fs.onSnapshot(
        fs.doc(db, spec.doc),
        options,
        (snap) =>
          record({
            fromCache: snap.metadata.fromCache,
            pending: snap.metadata.hasPendingWrites,
            exists: snap.exists(),
            data: plain(snap.data() ?? null),
          }),
        onError,
      )
    : fs.onSnapshot(
        queryOf(spec),
        options,
        (snap) =>
          record({
            fromCache: snap.metadata.fromCache,
            pending: snap.metadata.hasPendingWrites,
            ids: snap.docs.map((d) => d.id),
            data: snap.docs.map((d) => plain(d.data())),
            changes: snap.docChanges().map((c) => `${c.type}:${c.doc.id}`),
          }),
        onError,
      );
}

function unlisten(key: string): void {
  unsubscribers[key]?.();
  delete unsubscribers[key];
}

async function errorCode(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return (error as fs.FirestoreError).code ?? String(error);
  }
}

/** Every unary call the SDK makes over REST, in one scripted run under `root`. */
async function crud(root: string) {
  const rooms = fs.collection(db, root);
  await fs.setDoc(fs.doc(rooms, 'a'), { n: 1, tag: 'x', at: fs.serverTimestamp(), big: 2 ** 53 + 2 });
  const added = await fs.addDoc(rooms, { n: 2, tag: 'y' });
  await fs.updateDoc(fs.doc(rooms, 'a'), { n: fs.increment(10), extra: 'é😀' });
  const a = await fs.getDoc(fs.doc(rooms, 'a'));
  const batch = fs.writeBatch(db);
  batch.set(fs.doc(rooms, 'b'), { n: 3, tag: 'x' });
  batch.delete(added);
  await batch.commit();
  const total = await fs.runTransaction(db, async (tx) => {
    const [x, y] = [await tx.get(fs.doc(rooms, 'a')), await tx.get(fs.doc(rooms, 'b'))];
    const sum = (x.get('n') as number) + (y.get('n') as number);
    tx.set(fs.doc(rooms, 'sum'), { n: sum, tag: 'z' });
    return sum;
  });
  const tagged = await fs.getDocs(fs.query(rooms, fs.where('tag', '==', 'x'), fs.orderBy('n')));
  const count = await fs.getCountFromServer(rooms);
  await fs.deleteDoc(fs.doc(rooms, 'b'));
  const gone = await fs.getDoc(fs.doc(rooms, 'b'));
  const fromServer = await fs.getDocFromServer(fs.doc(rooms, 'sum'));
  return {
    a: { ...(plain(a.data()) as Record<string, Plain>), at: typeof a.get('at') },
    addedExisted: added.id.length === 20,
    total,
    tagged: tagged.docs.map((d) => d.id),
    count: count.data().count,
    goneExists: gone.exists(),
    sum: plain(fromServer.data() ?? null),
  };
}

const harness = {
  fs,
  db,
  snapshots,
  errors,
  listen,
  unlisten,
  errorCode,
  crud,
  plain,
  ready: true,
};

declare global {
  interface Window {
    harness: typeof harness;
  }
}

window.harness = harness;
const status = document.getElementById('status');
if (status) status.textContent = `ready ${transport} ${cache}`;
