// Upload sessions: the bytes of one upload gathered in a file of their own, in order, until the
// client finalizes. Until then nothing is visible; a chunk that fails half way is rolled back so
// the session holds exactly the bytes that were acknowledged.

import { randomUUID } from 'node:crypto';
import { open, truncate, unlink } from 'node:fs/promises';
import type { Caller } from './caller.ts';
import { EMPTY_CHECKSUMS, type RunningDigest, startDigest, WORKER_THRESHOLD } from './digests.ts';
import { StorageFailure } from './errors.ts';
import type { Digest, MetadataPatch, ObjectMetadata } from './object.ts';

export type SessionState = 'active' | 'final' | 'cancelled';

/** Bytes gathered before they are hashed and written together. */
const BATCH_BYTES = 1 << 20;

export interface SessionInit {
  bucket: string;
  name: string;
  patch: MetadataPatch;
  caller: Caller;
  path: string;
  /** The size the client announced, if it did. */
  declaredSize?: number;
  maxBytes: number;
  /** Whether finalizing adds a Firebase download token when the client sent none. */
  mintToken: boolean;
}

export class UploadSession {
  readonly id = randomUUID().replaceAll('-', '');
  readonly bucket: string;
  readonly name: string;
  readonly patch: MetadataPatch;
  readonly caller: Caller;
  readonly path: string;
  readonly maxBytes: number;
  readonly mintToken: boolean;
  declaredSize: number | undefined;
  received = 0;
  /** When a client last touched the session (Date.now()). */
  lastActivity = Date.now();
  state: SessionState = 'active';
  /** The object it became, once finalized (a repeated finalize answers with it again). */
  result: ObjectMetadata | undefined;
  /** Why finalizing failed, for a repeated finalize. */
  failure: StorageFailure | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** Running checksums of the bytes held, rolled back with a failed chunk; started with the first
   * batch, whose size decides where the hashing runs. */
  private checksums: RunningDigest | undefined;

  constructor(init: SessionInit) {
    this.bucket = init.bucket;
    this.name = init.name;
    this.patch = init.patch;
    this.caller = init.caller;
    this.path = init.path;
    this.declaredSize = init.declaredSize;
    this.maxBytes = init.maxBytes;
    this.mintToken = init.mintToken;
  }

  /** Runs session steps one at a time, in arrival order. */
  serialize<T>(step: () => Promise<T>): Promise<T> {
    const run = this.queue.then(step, step);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Appends a chunk that starts at `offset`. Bytes the session already holds are skipped (a
   * client retrying a chunk); a gap is refused. A chunk that fails is rolled back whole. */
  async append(chunk: AsyncIterable<Uint8Array>, offset: number, expectedEnd?: number): Promise<void> {
    this.requireActive();
    if (!Number.isSafeInteger(offset) || offset < 0) throw StorageFailure.invalid('Invalid upload offset.');
    if (offset > this.received)
      throw StorageFailure.invalid(
        `Upload chunk starts at byte ${offset} but the session holds ${this.received} bytes.`,
      );
    const start = this.received;
    const checksums = this.checksums;
    checksums?.mark();
    let skip = start - offset;
    let written = start;
    let chunkEnd = offset;
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const handle = await open(this.path, 'a');
    // Pieces arrive in 16–64 KiB and go to disk in batches of up to 1 MiB, one write at a time so
    // they land in order; the next batch is received while the last one is written. A batch is
    // added to the checksums once it is written (a large upload's are read back from the file).
    let writing: Promise<unknown> = Promise.resolve();
    let at = start;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const batch = pending;
      const size = pendingBytes;
      const from = at;
      pending = [];
      pendingBytes = 0;
      at += size;
      this.checksums ??= startDigest(this.path, Math.max(size, this.declaredSize ?? 0) >= WORKER_THRESHOLD);
      const digest = this.checksums;
      await writing;
      writing = handle.writev(batch).then(() => digest.add(batch, from, size));
      // Awaited at the next batch or the end; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
    };
    try {
      for await (const piece of chunk) {
        chunkEnd += piece.length;
        let bytes = piece;
        if (skip > 0) {
          const dropped = Math.min(skip, bytes.length);
          bytes = bytes.subarray(dropped);
          skip -= dropped;
        }
        if (bytes.length === 0) continue;
        written += bytes.length;
        this.checkSize(written);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= BATCH_BYTES) await flush();
      }
      await flush();
      await writing;
      if (expectedEnd !== undefined && chunkEnd !== expectedEnd)
        throw StorageFailure.invalid(
          `Upload chunk is truncated: it should end at byte ${expectedEnd} but ended at ${chunkEnd}.`,
        );
    } catch (error) {
      await writing.catch(() => undefined);
      await handle.close();
      await truncate(this.path, start);
      if (checksums) checksums.rollback();
      else {
        this.checksums?.drop();
        this.checksums = undefined;
      }
      throw error;
    }
    await handle.close();
    this.received = written;
    this.lastActivity = Date.now();
  }

  checkSize(size: number): void {
    if (size > this.maxBytes)
      throw new StorageFailure(
        'too-large',
        `Upload exceeds the maximum object size of ${this.maxBytes} bytes.`,
      );
    if (this.declaredSize !== undefined && size > this.declaredSize)
      throw StorageFailure.invalid(`Upload holds more bytes than the ${this.declaredSize} announced.`);
  }

  requireActive(): void {
    if (this.state === 'cancelled') throw new StorageFailure('gone', 'Upload was cancelled.');
    if (this.state === 'final') throw StorageFailure.invalid('Upload is already finalized.');
  }

  /** Size and checksums of the gathered bytes, once: finalizing asks for them. */
  async digest(): Promise<Digest> {
    const checksums = this.checksums;
    this.checksums = undefined;
    return { size: this.received, ...(checksums ? await checksums.finish() : EMPTY_CHECKSUMS) };
  }

  async discard(): Promise<void> {
    this.checksums?.drop();
    this.checksums = undefined;
    await unlink(this.path).catch(() => undefined);
  }
}
