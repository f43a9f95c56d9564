// Builds the rules' view of a request: Firestore values and documents, storage objects and ID-token
// claims become rules values; get()/exists() go through a counter that enforces the access limit.

import type {
  DocumentAccess,
  FirestoreRulesRequest,
  FirestoreValue,
  QueriedDocument,
  RulesAuth,
  RulesDocument,
  RulesStorageObject,
  StorageRulesRequest,
} from './api.ts';
import {
  RLatLng,
  type RMap,
  RPartialMap,
  RPath,
  RTimestamp,
  RulesError,
  typeName,
  type Value,
} from './values.ts';

const VALUE_KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;

/** A Firestore value in the JSON shape of api.ts (camelCase keys) → a rules value. */
export function fromFirestoreValue(value: FirestoreValue): Value {
  const kind =
    (typeof value.valueType === 'string' ? value.valueType : undefined) ??
    VALUE_KINDS.find((k) => value[k] !== undefined && value[k] !== null) ??
    ('nullValue' in value ? 'nullValue' : undefined);
  const raw = kind ? value[kind] : undefined;
  switch (kind) {
    case 'nullValue':
      return null;
    case 'booleanValue':
      return Boolean(raw);
    case 'integerValue':
      return BigInt(raw as string | number);
    case 'doubleValue':
      return Number(raw);
    case 'timestampValue':
      return toTimestamp(raw);
    case 'stringValue':
      return String(raw);
    case 'bytesValue':
      return typeof raw === 'string'
        ? new Uint8Array(Buffer.from(raw, 'base64'))
        : new Uint8Array(raw as Uint8Array);
    case 'referenceValue':
      return documentPath(String(raw));
    case 'geoPointValue': {
      const p = raw as { latitude?: number; longitude?: number };
      return new RLatLng(p.latitude ?? 0, p.longitude ?? 0);
    }
    case 'arrayValue':
      return ((raw as { values?: FirestoreValue[] }).values ?? []).map(fromFirestoreValue);
    case 'mapValue':
      return fromFields((raw as { fields?: Record<string, FirestoreValue> }).fields ?? {});
    default:
      throw new RulesError(`Unknown Firestore value ${JSON.stringify(Object.keys(value))}.`);
  }
}

function toTimestamp(raw: unknown): RTimestamp {
  if (typeof raw === 'string') {
    // RFC 3339 text (REST): keep sub-millisecond digits.
    const m = /\.(\d+)Z?$/i.exec(raw);
    const millis = Date.parse(raw);
    const fraction = m ? BigInt((m[1] as string).padEnd(9, '0').slice(0, 9)) : 0n;
    return new RTimestamp(BigInt(Math.floor(millis / 1000)) * 1_000_000_000n + fraction);
  }
  const t = raw as { seconds?: string | number; nanos?: number };
  return new RTimestamp(BigInt(t.seconds ?? 0) * 1_000_000_000n + BigInt(t.nanos ?? 0));
}

export function fromFields(fields: Record<string, FirestoreValue>): RMap {
  const map: RMap = new Map();
  for (const [key, value] of Object.entries(fields)) map.set(key, fromFirestoreValue(value));
  return map;
}

/** projects/{p}/databases/{d}/documents/a/b → /databases/{d}/documents/a/b */
export function documentPath(name: string): RPath {
  const segments = name.split('/').filter((s) => s !== '');
  const at = segments.indexOf('databases');
  return new RPath(at >= 0 ? segments.slice(at) : segments);
}

/** The rules' resource object for a document: data, id, __name__. */
export function documentResource(doc: RulesDocument | null): Value {
  if (!doc) return null;
  const path = documentPath(doc.name);
  return new Map<string, Value>([
    ['data', fromFields(doc.fields)],
    ['id', path.segments[path.segments.length - 1] ?? ''],
    ['__name__', path],
  ]);
}

/** The rules' resource of a list request: what the query fixes, the rest unknown (RPartialMap). */
export function queriedResource(queried: QueriedDocument | undefined): RPartialMap {
  const data = new RPartialMap();
  for (const { path, value } of queried?.fixed ?? []) fixField(data, path, fromFirestoreValue(value));
  const resource = new RPartialMap([['data', data]]);
  if (queried?.name) {
    const path = documentPath(queried.name);
    resource.set('id', path.segments[path.segments.length - 1] ?? '');
    resource.set('__name__', path);
  }
  return resource;
}

/** Sets `a.b.c` in a partly known map; a value the filters fix whole is never narrowed again. */
function fixField(data: RPartialMap, path: readonly string[], value: Value): void {
  let map: RPartialMap = data;
  for (const key of path.slice(0, -1)) {
    const next = map.get(key);
    if (next !== undefined && !(next instanceof RPartialMap)) return;
    const inner = next ?? new RPartialMap();
    map.set(key, inner);
    map = inner;
  }
  const last = path[path.length - 1];
  if (last !== undefined) map.set(last, value);
}

/** JSON claims (numbers that are integers become int, as in the ID token). */
export function fromJson(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    const map: RMap = new Map();
    for (const [k, v] of Object.entries(value)) map.set(k, fromJson(v));
    return map;
  }
  return String(value);
}

function authValue(auth: RulesAuth | null): Value {
  if (!auth) return null;
  return new Map<string, Value>([
    ['uid', auth.uid],
    ['token', fromJson(auth.token)],
  ]);
}

export function firestoreRequest(request: FirestoreRulesRequest): RMap {
  const query = request.query;
  return new Map<string, Value>([
    ['auth', authValue(request.auth)],
    ['method', request.method],
    ['path', RPath.parse(request.path)],
    ['time', RTimestamp.fromDate(request.time)],
    ['resource', documentResource(request.requestResource)],
    [
      'query',
      new Map<string, Value>([
        ['limit', query?.limit === undefined ? null : BigInt(query.limit)],
        ['offset', query?.offset === undefined ? null : BigInt(query.offset)],
        ['orderBy', query?.orderBy?.[0] ?? null],
      ]),
    ],
  ]);
}

export function storageObject(object: RulesStorageObject | null): Value {
  if (!object) return null;
  const time = (d: Date | undefined) => (d ? RTimestamp.fromDate(d) : null);
  return new Map<string, Value>([
    ['name', object.name],
    ['bucket', object.bucket],
    ['size', BigInt(object.size)],
    ['contentType', object.contentType],
    ['metadata', fromJson(object.metadata ?? {})],
    ['md5Hash', object.md5Hash ?? null],
    ['crc32c', object.crc32c ?? null],
    ['etag', object.etag ?? null],
    ['generation', object.generation ?? null],
    ['metageneration', object.metageneration ?? null],
    ['timeCreated', time(object.timeCreated)],
    ['updated', time(object.updated)],
    ['contentDisposition', object.contentDisposition ?? null],
    ['contentEncoding', object.contentEncoding ?? null],
    ['contentLanguage', object.contentLanguage ?? null],
    ['cacheControl', object.cacheControl ?? null],
  ]);
}

export function storageRequest(request: StorageRulesRequest): RMap {
  return new Map<string, Value>([
    ['auth', authValue(request.auth)],
    ['method', request.method],
    ['path', new RPath(['b', request.bucket, 'o', ...request.path.split('/').filter((s) => s !== '')])],
    ['time', RTimestamp.fromDate(request.time)],
    ['resource', storageObject(request.requestResource)],
  ]);
}

/** Single-document requests may touch 10 documents; batches and transactions 20 in all. */
export const DEFAULT_ACCESS_LIMIT = 10;

interface AccessState {
  before: Map<string, Promise<RulesDocument | null>>;
  after: Map<string, Promise<RulesDocument | null>>;
  documents: Set<string>;
}

// Keyed by the DocumentAccess object, so the writes of one batch that share it share the cache and
// the count, as the service counts accesses per request.
const accessStates = new WeakMap<object, AccessState>();

export class DocumentReader {
  private readonly access: Pick<DocumentAccess, 'get'> & Partial<Pick<DocumentAccess, 'getAfter'>>;
  private readonly state: AccessState;
  private readonly limit: number;
  private readonly ownDocuments = new Set<string>();

  constructor(
    access: Pick<DocumentAccess, 'get'> & Partial<Pick<DocumentAccess, 'getAfter'>>,
    limit: number,
  ) {
    this.access = access;
    this.limit = limit;
    // Only a batch (a limit above the single-request one) shares state through its access object;
    // a single request always starts afresh, so a long-lived access object never serves stale reads.
    const batch = limit > DEFAULT_ACCESS_LIMIT;
    let state = batch ? accessStates.get(access) : undefined;
    if (!state) {
      state = { before: new Map(), after: new Map(), documents: new Set() };
      if (batch) accessStates.set(access, state);
    }
    this.state = state;
  }

  async read(kind: 'get' | 'getAfter', pathValue: Value): Promise<Value> {
    const path = this.documentPath(pathValue);
    this.count(path);
    const cache = kind === 'get' ? this.state.before : this.state.after;
    let pending = cache.get(path);
    if (!pending) {
      const access = this.access;
      pending = kind === 'get' || !access.getAfter ? access.get(path) : access.getAfter(path);
      cache.set(path, pending);
    }
    return documentResource(await pending);
  }

  /** A document counts once per request (at most 10) and once per batch (at most `limit`). */
  private count(path: string): void {
    this.ownDocuments.add(path);
    this.state.documents.add(path);
    if (this.ownDocuments.size > DEFAULT_ACCESS_LIMIT)
      throw new RulesError(`Exceeded maximum of ${DEFAULT_ACCESS_LIMIT} document access calls.`);
    if (this.state.documents.size > this.limit)
      throw new RulesError(`Exceeded maximum of ${this.limit} document access calls in this request.`);
  }

  private documentPath(value: Value): string {
    if (!(value instanceof RPath)) throw new RulesError(`Expected a path, got ${typeName(value)}.`);
    const s = value.segments;
    if (s[0] !== 'databases' || s[2] !== 'documents' || s.length < 5 || (s.length - 3) % 2 !== 0)
      throw new RulesError(`Path ${value.toString()} does not name a document.`);
    return value.toString();
  }
}
