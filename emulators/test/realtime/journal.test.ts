import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
