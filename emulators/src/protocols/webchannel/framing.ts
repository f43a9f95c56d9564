// WebChannel's wire pieces: the length-prefixed chunks every response is made of, and the form
// bodies of forward-channel POSTs (`count`, `ofs`, `reqN___data__`, `headers`).

/** One chunk: the length counts UTF-16 code units, as the JavaScript client measures its buffer. */
export function frame(value: unknown): string {
  const text = JSON.stringify(value);
  return `${text.length}\n${text}`;
}

export interface ForwardMap {
  /** The client's map id: `ofs` plus the index within the batch. */
  id: number;
  data: string;
}

export interface ForwardBody {
  maps: ForwardMap[];
  /** The `headers` field of a handshake: `Name:value\r\n` lines. */
  headers: Map<string, string>;
}

export class FramingError extends Error {
  override readonly name = 'FramingError';
}

export function parseForwardBody(body: string): ForwardBody {
  const form = new URLSearchParams(body);
  const count = Number(form.get('count') ?? '0');
  const ofs = Number(form.get('ofs') ?? '0');
  if (!Number.isInteger(count) || count < 0 || count > 10_000 || !Number.isInteger(ofs) || ofs < 0) {
    throw new FramingError('Bad count or ofs');
  }
  const maps: ForwardMap[] = [];
  for (let i = 0; i < count; i++) {
    const data = form.get(`req${i}___data__`);
    if (data === null) throw new FramingError(`Missing req${i}___data__`);
    maps.push({ id: ofs + i, data });
  }
  return { maps, headers: parseHeaderBlock(form.get('headers') ?? '') };
}

/** Header names are case-insensitive; keep them lower-cased like Node's `req.headers`. */
export function parseHeaderBlock(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The `$httpHeaders` URL parameter some clients use instead of the handshake field. */
export function headersFromUrl(url: URL): Map<string, string> {
  const raw = url.searchParams.get('$httpHeaders');
  return raw ? parseHeaderBlock(raw) : new Map();
}
