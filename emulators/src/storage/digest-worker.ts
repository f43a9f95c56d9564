// The hashing thread behind digests.ts: one running MD5 and CRC-32C per upload, fed with the byte
// ranges of its file in the order the main thread wrote them. The bytes are read back from the
// file (the page cache) into one buffer reused for every read.

import { createHash, type Hash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { crc32cUpdate } from './crc32c.ts';
import type { DigestReply, DigestRequest } from './digests.ts';

interface State {
  md5: Hash;
  crc: number;
  saved?: { md5: Hash; crc: number };
  fd?: number;
  /** Why a range could not be read; the upload's checksums are then unknown. */
  failure?: string;
}

const states = new Map<number, State>();
const buffer = new Uint8Array(1 << 20);

function stateOf(id: number): State {
  let state = states.get(id);
  if (!state) {
    state = { md5: createHash('md5'), crc: 0 };
    states.set(id, state);
  }
  return state;
}

function forget(id: number): State | undefined {
  const state = states.get(id);
  states.delete(id);
  if (state?.fd !== undefined) closeSync(state.fd);
  return state;
}

function add(state: State, file: string, offset: number, size: number): void {
  state.fd ??= openSync(file, 'r');
  for (let done = 0; done < size; ) {
    const read = readSync(state.fd, buffer, 0, Math.min(buffer.length, size - done), offset + done);
    if (read === 0) throw new Error(`The upload file ended ${size - done} bytes early.`);
    const bytes = buffer.subarray(0, read);
    state.md5.update(bytes);
    state.crc = crc32cUpdate(state.crc, bytes);
    done += read;
  }
}

parentPort?.on('message', (request: DigestRequest) => {
  switch (request.op) {
    case 'add': {
      const state = stateOf(request.id);
      if (state.failure !== undefined) return;
      try {
        add(state, request.file, request.offset, request.size);
      } catch (error) {
        // A range rolled back (truncated) or discarded before it was read; a rollback or a drop
        // follows, and a finish without one answers with the failure.
        state.failure = (error as Error).message;
      }
      return;
    }
    case 'mark': {
      const state = stateOf(request.id);
      state.saved = { md5: state.md5.copy(), crc: state.crc };
      return;
    }
    case 'rollback': {
      const state = stateOf(request.id);
      if (state.saved) {
        state.md5 = state.saved.md5.copy();
        state.crc = state.saved.crc;
        delete state.failure;
      }
      return;
    }
    case 'drop':
      forget(request.id);
      return;
    case 'finish': {
      const state = forget(request.id) ?? { md5: createHash('md5'), crc: 0 };
      const reply: DigestReply =
        state.failure === undefined
          ? { id: request.id, checksums: { md5Hash: state.md5.digest('base64'), crc32c: state.crc } }
          : { id: request.id, error: `Upload checksums are unknown: ${state.failure}` };
      parentPort?.postMessage(reply);
      return;
    }
  }
});
