// Upload sessions: the bytes of one upload gathered in a file of their own, in order, until the
// client finalizes. Until then nothing is visible; a chunk that fails half way is rolled back so
// the session holds exactly the bytes that were acknowledged.

import { createHash, randomUUID } from 'node:crypto';
import { open, truncate, unlink } from 'node:fs/promises';
import type { Caller } from './caller.ts';
import { crc32cUpdate } from './crc32c.ts';
import { StorageFailure } from './errors.ts';
import type { Digest, MetadataPatch, ObjectMetadata } from './object.ts';

export type SessionState = 'active' | 'final' | 'cancelled';

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
  /** Running checksums of the bytes held, rolled back with a failed chunk. */
  private md5 = createHash('md5');
  private crc = 0;

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
    const saved = { md5: this.md5.copy(), crc: this.crc };
    let skip = start - offset;
    let written = start;
    let chunkEnd = offset;
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const handle = await open(this.path, 'a');
    // Pieces arrive in 16–64 KiB; writing them in 1 MiB batches saves a round trip per piece.
    const flush = async () => {
      if (pendingBytes === 0) return;
      await handle.writev(pending);
      pending = [];
      pendingBytes = 0;
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
        this.md5.update(bytes);
        this.crc = crc32cUpdate(this.crc, bytes);
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= 1 << 20) await flush();
      }
      await flush();
      if (expectedEnd !== undefined && chunkEnd !== expectedEnd)
        throw StorageFailure.invalid(
          `Upload chunk is truncated: it should end at byte ${expectedEnd} but ended at ${chunkEnd}.`,
        );
    } catch (error) {
      await handle.close();
      await truncate(this.path, start);
      this.md5 = saved.md5;
      this.crc = saved.crc;
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

  /** Size and checksums of the gathered bytes. */
  digest(): Digest {
    return { size: this.received, md5Hash: this.md5.copy().digest('base64'), crc32c: this.crc };
  }

  async discard(): Promise<void> {
    await unlink(this.path).catch(() => undefined);
  }
}
