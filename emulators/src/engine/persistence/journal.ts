// An append-only journal of records with group commit, compacted into a snapshot.
//
// Files in the directory: `snapshot.bin` (the state when journal N was started, with N inside) and
// `journal-N.log`, `journal-N+1.log`… Each record is framed as [length u32][crc32 u32][payload], the
// payload being a V8-serialised value (Buffers and nested objects survive as they are). A record
// is acknowledged only after the fdatasync that covers it; every commit waiting while one fsync
// runs shares the next one. On open, a torn or corrupt tail (kill -9 mid-write) is cut off.
import {
  closeSync,
  existsSync,
  fdatasync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';

const HEADER_BYTES = 8;
const SNAPSHOT = 'snapshot.bin';
const SNAPSHOT_FORMAT = 1;

interface SnapshotFile<State> {
  format: number;
  /** The first journal whose records come after this state. */
  nextJournal: number;
  state: State;
}

interface Pending {
  bytes: Buffer;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** Switch to a new journal file once everything queued before it is durable. */
interface Rotation {
  rotateTo: number;
  done: () => void;
}

export interface OpenedJournal<State, Record> {
  journal: Journal<State, Record>;
  /** The last snapshot, if any. */
  state: State | undefined;
  /** Records written after the snapshot, oldest first. */
  records: Record[];
}

export class Journal<State, Record> {
  private readonly dir: string;
  private fd: number;
  private sequence: number;
  private bytesInJournal: number;
  private readonly queue: (Pending | Rotation)[] = [];
  private flushing = false;
  private compacting = false;
  private closed = false;
  private failure: Error | undefined;

  private constructor(dir: string, sequence: number, fd: number, bytes: number) {
    this.dir = dir;
    this.sequence = sequence;
    this.fd = fd;
    this.bytesInJournal = bytes;
  }

  /** Reads the snapshot and replays the journals after it. */
  static open<State, Record>(dir: string): OpenedJournal<State, Record> {
    mkdirSync(dir, { recursive: true });
    const snapshot = readSnapshot<State>(dir);
    const first = snapshot?.nextJournal ?? 0;
    const sequences = journalSequences(dir);
    for (const old of sequences.filter((s) => s < first)) unlinkSync(join(dir, journalName(old)));
    const records: Record[] = [];
    const live = sequences.filter((s) => s >= first);
    let lastBytes = 0;
    for (const sequence of live) lastBytes = readJournal(join(dir, journalName(sequence)), records);
    const current = live.length > 0 ? (live[live.length - 1] as number) : first;
    const fd = openSync(join(dir, journalName(current)), 'a');
    fsyncDirectory(dir);
    return {
      journal: new Journal<State, Record>(dir, current, fd, lastBytes),
      state: snapshot?.state,
      records,
    };
  }

  /** Bytes in the current journal file: the owner compacts when this grows. */
  get journalBytes(): number {
    return this.bytesInJournal;
  }

  /** Resolves once the record is on disk. */
  append(record: Record): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error('The journal is closed.'));
    const bytes = frame(serialize(record));
    this.bytesInJournal += bytes.length;
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject });
      void this.flush();
    });
  }

  /**
   * Writes `state` (taken now, between two appends) as the new snapshot and drops the journals it
   * covers. Appends made after this call go to a fresh journal file.
   */
  compact(state: State): Promise<void> {
    if (this.compacting || this.closed) return Promise.resolve();
    this.compacting = true;
    const rotateTo = this.sequence + 1;
    this.bytesInJournal = 0;
    // Serialise right away: `state` must be the state at this point of the record sequence.
    const bytes = serialize({
      format: SNAPSHOT_FORMAT,
      nextJournal: rotateTo,
      state,
    } satisfies SnapshotFile<State>);
    return new Promise<void>((done) => {
      this.queue.push({ rotateTo, done });
      void this.flush();
    })
      .then(() => this.installSnapshot(bytes, rotateTo))
      .finally(() => {
        this.compacting = false;
      });
  }

  /** Waits for queued records, then closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((done) => {
      this.queue.push({ rotateTo: -1, done });
      void this.flush();
    });
    this.closed = true;
    closeSync(this.fd);
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.takeBatch();
        if (batch.length > 0) await this.writeBatch(batch);
        const next = this.queue[0];
        if (next && 'rotateTo' in next) {
          this.queue.shift();
          if (next.rotateTo >= 0) this.rotate(next.rotateTo);
          next.done();
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Records queued up to the next rotation. */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    while (this.queue.length > 0 && !('rotateTo' in (this.queue[0] as Pending | Rotation))) {
      batch.push(this.queue.shift() as Pending);
    }
    return batch;
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    try {
      const bytes = Buffer.concat(batch.map((p) => p.bytes));
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset);
      await new Promise<void>((resolve, reject) => fdatasync(this.fd, (e) => (e ? reject(e) : resolve())));
      for (const pending of batch) pending.resolve();
    } catch (error) {
      // A journal that cannot write loses the guarantee: refuse every later write too.
      this.failure = new Error(`Could not write the Firestore journal: ${(error as Error).message}`);
      for (const pending of batch) pending.reject(this.failure);
    }
  }

  private rotate(sequence: number): void {
    closeSync(this.fd);
    this.sequence = sequence;
    this.fd = openSync(join(this.dir, journalName(sequence)), 'a');
    fsyncDirectory(this.dir);
  }

  private installSnapshot(bytes: Buffer, nextJournal: number): void {
    const temporary = join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = openSync(temporary, 'w');
    try {
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, join(this.dir, SNAPSHOT));
    fsyncDirectory(this.dir);
    for (const old of journalSequences(this.dir)) {
      if (old < nextJournal) unlinkSync(join(this.dir, journalName(old)));
    }
  }
}

/** Writes a standalone snapshot file (export), atomically. */
export function writeSnapshotFile<State>(dir: string, state: State): void {
  mkdirSync(dir, { recursive: true });
  const bytes = serialize({ format: SNAPSHOT_FORMAT, nextJournal: 0, state } satisfies SnapshotFile<State>);
  const temporary = join(dir, `${SNAPSHOT}.tmp`);
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, join(dir, SNAPSHOT));
}

/** Reads a snapshot file written by `writeSnapshotFile` or a journal's compaction. */
export function readSnapshotFile<State>(dir: string): State | undefined {
  return readSnapshot<State>(dir)?.state;
}

function readSnapshot<State>(dir: string): SnapshotFile<State> | undefined {
  const path = join(dir, SNAPSHOT);
  if (!existsSync(path)) return undefined;
  const file = deserialize(readFileSync(path)) as SnapshotFile<State>;
  if (file?.format !== SNAPSHOT_FORMAT) throw new Error(`${path} is not a snapshot this emulator can read.`);
  return file;
}

function frame(payload: Buffer): Buffer {
  const bytes = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  bytes.writeUInt32BE(payload.length, 0);
  bytes.writeUInt32BE(crc32(payload), 4);
  payload.copy(bytes, HEADER_BYTES);
  return bytes;
}

/** Appends the journal's intact records to `into`; cuts a torn tail off. Returns the kept size. */
function readJournal<Record>(path: string, into: Record[]): number {
  const bytes = readFileSync(path);
  let offset = 0;
  while (offset + HEADER_BYTES <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + HEADER_BYTES + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== bytes.readUInt32BE(offset + 4)) break;
    into.push(deserialize(payload) as Record);
    offset = end;
  }
  if (offset < bytes.length) {
    const fd = openSync(path, 'r+');
    try {
      ftruncateSync(fd, offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  return offset;
}

function journalName(sequence: number): string {
  return `journal-${String(sequence).padStart(8, '0')}.log`;
}

function journalSequences(dir: string): number[] {
  return readdirSync(dir)
    .map((name) => /^journal-(\d+)\.log$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

function fsyncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename is then as durable as they allow.
  }
}
