// Running MD5 and CRC-32C of an upload's bytes, the checksums every object carries. Hashing is
// most of the CPU an upload costs (a few milliseconds per MiB, more than receiving and writing
// the bytes), so a large upload is hashed on a worker thread (digest-worker.ts) that reads each
// batch back from the upload's file once it is written: the event loop only receives and writes,
// and no copy of the bytes crosses threads. A small upload is hashed in place, from memory, where
// a round trip to the worker would cost more than the hashing.

import { createHash, type Hash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { crc32cUpdate } from './crc32c.ts';

/** Uploads whose first batch of bytes is at least this large (or that announce this size) are
 * hashed on the worker thread. */
export const WORKER_THRESHOLD = 1 << 20;

export interface Checksums {
  /** Base64 MD5. */
  md5Hash: string;
  /** The CRC-32C as a number. */
  crc32c: number;
}

export interface RunningDigest {
  /** Adds the `size` bytes (`pieces`) just written at `offset` of the upload's file, after those
   * already added. */
  add(pieces: readonly Uint8Array[], offset: number, size: number): void;
  /** Remembers the current state for rollback(). */
  mark(): void;
  /** Returns to the state at the last mark(). */
  rollback(): void;
  /** The checksums of all bytes added. The digest is spent afterwards. */
  finish(): Promise<Checksums>;
  /** Spends the digest without a result. */
  drop(): void;
}

export const EMPTY_CHECKSUMS: Checksums = { md5Hash: createHash('md5').digest('base64'), crc32c: 0 };

/** A digest for the upload gathered in `file`: on the worker thread when `large`. */
export function startDigest(file: string, large: boolean): RunningDigest {
  return large ? new WorkerDigest(file) : new InlineDigest();
}

class InlineDigest implements RunningDigest {
  private md5: Hash = createHash('md5');
  private crc = 0;
  private saved: { md5: Hash; crc: number } | undefined;

  add(pieces: readonly Uint8Array[]): void {
    for (const piece of pieces) {
      this.md5.update(piece);
      this.crc = crc32cUpdate(this.crc, piece);
    }
  }

  mark(): void {
    this.saved = { md5: this.md5.copy(), crc: this.crc };
  }

  rollback(): void {
    if (!this.saved) return;
    this.md5 = this.saved.md5.copy();
    this.crc = this.saved.crc;
  }

  async finish(): Promise<Checksums> {
    return { md5Hash: this.md5.digest('base64'), crc32c: this.crc };
  }

  drop(): void {}
}

/** What the main thread asks of the worker, per upload `id`, in order. */
export type DigestRequest =
  | { op: 'add'; id: number; file: string; offset: number; size: number }
  | { op: 'mark' | 'rollback' | 'drop' | 'finish'; id: number };

export type DigestReply = { id: number } & ({ checksums: Checksums } | { error: string });

let nextId = 0;

class WorkerDigest implements RunningDigest {
  private readonly id = nextId++;
  private readonly thread = hashingThread();
  private readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  add(_pieces: readonly Uint8Array[], offset: number, size: number): void {
    this.post({ op: 'add', id: this.id, file: this.file, offset, size });
  }

  mark(): void {
    this.post({ op: 'mark', id: this.id });
  }

  rollback(): void {
    this.post({ op: 'rollback', id: this.id });
  }

  finish(): Promise<Checksums> {
    return this.thread.ask(this.id);
  }

  drop(): void {
    this.post({ op: 'drop', id: this.id });
  }

  private post(request: DigestRequest): void {
    this.thread.worker.postMessage(request);
  }
}

interface HashingThread {
  worker: Worker;
  ask(id: number): Promise<Checksums>;
}

let current: HashingThread | undefined;

/** The one hashing thread of the process, started on first use. It does not keep the process
 * alive unless a result is awaited; if it dies, the uploads it held fail and the next starts a
 * new one. */
function hashingThread(): HashingThread {
  if (current) return current;
  const worker = new Worker(new URL('./digest-worker.ts', import.meta.url));
  worker.unref();
  const waiting = new Map<number, { resolve: (c: Checksums) => void; reject: (e: Error) => void }>();
  let failure: Error | undefined;
  const thread: HashingThread = {
    worker,
    ask(id) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        if (waiting.size === 0) worker.ref();
        waiting.set(id, { resolve, reject });
        worker.postMessage({ op: 'finish', id } satisfies DigestRequest);
      });
    },
  };
  const settle = (id: number) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return entry;
  };
  worker.on('message', (reply: DigestReply) => {
    const entry = settle(reply.id);
    if ('checksums' in reply) entry?.resolve(reply.checksums);
    else entry?.reject(new Error(reply.error));
  });
  const die = (error: Error) => {
    failure ??= error;
    if (current === thread) current = undefined;
    for (const id of [...waiting.keys()]) settle(id)?.reject(failure);
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`The hashing thread exited with code ${code}.`)));
  current = thread;
  return thread;
}
