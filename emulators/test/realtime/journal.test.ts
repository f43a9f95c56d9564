import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commit, Engine } from '../../src/engine/index.ts';
import { FirestorePersistence } from '../../src/engine/persistence/index.ts';
import { Journal } from '../../src/engine/persistence/journal.ts';

type State = { items: number[] };
type Entry = { n: number; bytes?: Uint8Array };

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'journal-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the Firestore journal', () => {
  it('gives back every acknowledged record after a reopen, in order', async () => {
    const dir = freshDir();
    const { journal } = Journal.open<State, Entry>(dir);
    await Promise.all(
      Array.from({ length: 200 }, (_, n) => journal.append({ n, bytes: Buffer.from([n % 256]) })),
    );
    await journal.close();
    const reopened = Journal.open<State, Entry>(dir);
    expect(reopened.records.map((r) => r.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(Buffer.isBuffer(reopened.records[7]?.bytes)).toBe(true);
    await reopened.journal.close();
  });

  it('cuts off a torn record at the end, as a kill during a write leaves it', async () => {
    const dir = freshDir();
    const { journal } = Journal.open<State, Entry>(dir);
    await journal.append({ n: 1 });
    await journal.append({ n: 2 });
    const file = join(dir, readdirSync(dir).find((f) => f.startsWith('journal-')) as string);
    const intact = statSync(file).size;
    appendFileSync(file, Buffer.from([0, 0, 0, 50, 1, 2, 3]));
    const reopened = Journal.open<State, Entry>(dir);
    expect(reopened.records.map((r) => r.n)).toEqual([1, 2]);
    expect(statSync(file).size).toBe(intact);
    await reopened.journal.append({ n: 3 });
    await reopened.journal.close();
    expect(Journal.open<State, Entry>(dir).records.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('compacts into a snapshot and replays only the records after it', async () => {
    const dir = freshDir();
    const { journal } = Journal.open<State, Entry>(dir);
    await journal.append({ n: 1 });
    const compacted = journal.compact({ items: [1] });
    const after = journal.append({ n: 2 });
    await Promise.all([compacted, after]);
    await journal.close();
    const reopened = Journal.open<State, Entry>(dir);
    expect(reopened.state).toEqual({ items: [1] });
    expect(reopened.records.map((r) => r.n)).toEqual([2]);
    expect(readdirSync(dir).filter((f) => f.startsWith('journal-'))).toHaveLength(1);
    await reopened.journal.close();
  });

  it('shares one fsync among commits that arrive together', async () => {
    const dir = freshDir();
    const { journal } = Journal.open<State, Entry>(dir);
    const started = performance.now();
    await Promise.all(Array.from({ length: 2000 }, (_, n) => journal.append({ n })));
    const elapsed = performance.now() - started;
    await journal.close();
    // One fsync per record would take seconds on a disk; batched it is a handful.
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('Firestore persistence', () => {
  const owner = (projectId: string) => ({ projectId, databaseId: '(default)', auth: 'owner' as const });
  const set = (projectId: string, path: string, n: number) =>
    commit(
      engineUnderTest as Engine,
      {
        database: `projects/${projectId}/databases/(default)`,
        writes: [
          {
            update: {
              name: `projects/${projectId}/databases/(default)/documents/${path}`,
              fields: { n: { integer_value: String(n) } },
            },
          },
        ],
      },
      owner(projectId),
    );
  let engineUnderTest: Engine | undefined;

  function open(dir: string) {
    const persistence = FirestorePersistence.open(dir);
    engineUnderTest = new Engine({ persistence });
    persistence.load(engineUnderTest);
    return { persistence, engine: engineUnderTest };
  }

  it('keeps every project and database apart, and replays a clear', async () => {
    const dir = freshDir();
    const first = open(dir);
    await set('demo-a', 'things/x', 1);
    await set('demo-b', 'things/x', 2);
    await set('demo-b', 'things/y', 3);
    first.engine.clear({ projectId: 'demo-a', databaseId: '(default)' });
    await set('demo-a', 'things/z', 4);
    // No clean close: what is on disk is the journal alone, as after kill -9.
    const second = open(dir);
    const paths = (projectId: string) =>
      [...second.engine.database({ projectId, databaseId: '(default)' }).allDocuments()]
        .map((d) => d.path)
        .sort();
    expect(paths('demo-a')).toEqual(['things/z']);
    expect(paths('demo-b')).toEqual(['things/x', 'things/y']);
    await second.persistence.close();
  });

  it('refuses a data directory another live emulator holds, and takes over a dead one', () => {
    const dir = freshDir();
    mkdirSync(join(dir, 'firestore'), { recursive: true });
    writeFileSync(join(dir, 'firestore', 'LOCK'), `${process.ppid}\n`);
    expect(() => FirestorePersistence.open(dir)).toThrow(/in use by another emulator/);
    writeFileSync(join(dir, 'firestore', 'LOCK'), '999999999\n');
    expect(() => FirestorePersistence.open(dir)).not.toThrow();
  });
});
