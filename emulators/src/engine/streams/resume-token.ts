// Resume tokens name the read time of the last consistent snapshot a client saw. They are opaque
// bytes to the clients; ours are a tag byte and the time in microseconds, so a token from another
// emulator build or a foreign format is recognised and treated as "cannot resume".
import type { Micros } from '../time.ts';

const TAG = 0x52; // 'R'
const LENGTH = 9;

export function encodeResumeToken(readTime: Micros): Uint8Array {
  const bytes = Buffer.alloc(LENGTH);
  bytes[0] = TAG;
  bytes.writeBigUInt64BE(BigInt(readTime), 1);
  return bytes;
}

/** The read time inside a token of ours, or undefined for anything else. */
export function decodeResumeToken(token: Uint8Array | string | null | undefined): Micros | undefined {
  if (!token) return undefined;
  const bytes = typeof token === 'string' ? Buffer.from(token, 'base64') : Buffer.from(token);
  if (bytes.length !== LENGTH || bytes[0] !== TAG) return undefined;
  return Number(bytes.readBigUInt64BE(1));
}
