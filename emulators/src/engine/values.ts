// Firestore values in the gRPC object shape, their cross-type ordering, equality and validation.
import { type FirestoreError, invalidArgument } from './errors.ts';
import { numericId } from './paths.ts';
import type { ProtoTimestamp } from './time.ts';

export interface Value {
  null_value?: string | number;
  boolean_value?: boolean;
  integer_value?: string | number;
  double_value?: number | string;
  timestamp_value?: ProtoTimestamp;
  string_value?: string;
  bytes_value?: Uint8Array | string;
  reference_value?: string;
  geo_point_value?: { latitude?: number; longitude?: number };
  array_value?: { values?: Value[] };
  map_value?: { fields?: Record<string, Value> };
  /** With proto-loader's `oneofs: true` this names the field that is set. */
  value_type?: string;
  [other: string]: unknown;
}

export type Fields = Record<string, Value>;

export type Kind =
  | 'null_value'
  | 'boolean_value'
  | 'integer_value'
  | 'double_value'
  | 'timestamp_value'
  | 'string_value'
  | 'bytes_value'
  | 'reference_value'
  | 'geo_point_value'
  | 'array_value'
  | 'map_value';

const KINDS = new Set<string>([
  'null_value',
  'boolean_value',
  'integer_value',
  'double_value',
  'timestamp_value',
  'string_value',
  'bytes_value',
  'reference_value',
  'geo_point_value',
  'array_value',
  'map_value',
]);

/** Firestore's type order: null < bool < number < timestamp < string < bytes < reference < geo
 * point < array < vector < map. */
const TYPE_ORDER: Record<Kind, number> = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  bytes_value: 5,
  reference_value: 6,
  geo_point_value: 7,
  array_value: 8,
  map_value: 10,
};
const VECTOR_ORDER = 9;

export const NULL_VALUE: Value = Object.freeze({ null_value: 'NULL_VALUE' }) as Value;

/** Which value_type field is set, or undefined for an empty or unknown value. */
export function kindOf(value: Value): Kind | undefined {
  const named = value.value_type;
  if (typeof named === 'string') return KINDS.has(named) ? (named as Kind) : undefined;
  for (const key in value) {
    if (KINDS.has(key) && value[key] !== undefined) return key as Kind;
  }
  return undefined;
}

export function isVector(value: Value): boolean {
  const fields = value.map_value?.fields;
  return fields !== undefined && fields.__type__?.string_value === '__vector__';
}

export function typeOrder(value: Value): number {
  const kind = kindOf(value);
  if (kind === undefined) return -1;
  if (kind === 'map_value' && isVector(value)) return VECTOR_ORDER;
  return TYPE_ORDER[kind];
}

export function isNumber(value: Value): boolean {
  return value.integer_value !== undefined || value.double_value !== undefined;
}

export function isNaNValue(value: Value): boolean {
  return value.double_value !== undefined && Number.isNaN(toDouble(value.double_value));
}

export function isNullValue(value: Value): boolean {
  return value.null_value !== undefined;
}

export function toDouble(raw: number | string | undefined): number {
  if (typeof raw === 'number') return raw;
  if (raw === 'NaN') return Number.NaN;
  if (raw === 'Infinity') return Number.POSITIVE_INFINITY;
  if (raw === '-Infinity') return Number.NEGATIVE_INFINITY;
  return Number(raw ?? 0);
}

/** An int64 as a number when exact, else as a bigint. */
export function toInteger(raw: string | number | undefined): number | bigint {
  const n = Number(raw ?? 0);
  if (Number.isSafeInteger(n)) return n;
  return BigInt(raw ?? 0);
}

/** The numeric value of an integer or double value (integers beyond 2^53 lose precision). */
export function numericValue(value: Value): number {
  if (value.integer_value !== undefined) return Number(value.integer_value);
  return toDouble(value.double_value);
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareIntegers(a: number | bigint, b: number | bigint): number {
  if (typeof a === 'number' && typeof b === 'number') return sign(a - b);
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareIntegerDouble(i: number | bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (typeof i === 'number') return i < d ? -1 : i > d ? 1 : 0;
  if (d === Number.POSITIVE_INFINITY) return -1;
  if (d === Number.NEGATIVE_INFINITY) return 1;
  const floor = Math.floor(d);
  const f = BigInt(floor);
  if (i < f) return -1;
  if (i > f) return 1;
  return floor === d ? 0 : -1;
}

function compareDoubles(a: number, b: number): number {
  // NaN sorts before every other number and equals itself.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  const ai = a.integer_value !== undefined;
  const bi = b.integer_value !== undefined;
  if (ai && bi) return compareIntegers(toInteger(a.integer_value), toInteger(b.integer_value));
  if (ai) return compareIntegerDouble(toInteger(a.integer_value), toDouble(b.double_value));
  if (bi) return -compareIntegerDouble(toInteger(b.integer_value), toDouble(a.double_value));
  return compareDoubles(toDouble(a.double_value), toDouble(b.double_value));
}

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/** Strings order by their UTF-8 bytes, which differs from UTF-16 order above U+E000. */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const sx = isSurrogate(x);
    const sy = isSurrogate(y);
    if (sx !== sy) return sx ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

export function compareTimestamps(a: ProtoTimestamp, b: ProtoTimestamp): number {
  const s = compareIntegers(toInteger(a.seconds ?? 0), toInteger(b.seconds ?? 0));
  return s !== 0 ? s : sign((a.nanos ?? 0) - (b.nanos ?? 0));
}

export function bytesOf(raw: Uint8Array | string | undefined): Uint8Array {
  if (raw === undefined) return new Uint8Array(0);
  if (typeof raw === 'string') return Buffer.from(raw, 'base64');
  return raw;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

/** References order segment by segment. */
export function compareReferences(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(x[i] as string, y[i] as string);
    if (c !== 0) return c;
  }
  return sign(x.length - y.length);
}

/** Legacy numeric ids (`__id-2__`) come first, by number; the rest by their UTF-8 bytes. */
function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const x = numericId(a);
  const y = numericId(b);
  if (x === undefined && y === undefined) return compareStrings(a, b);
  if (x === undefined) return 1;
  if (y === undefined) return -1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareArrays(a: Value[], b: Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function sortedKeys(fields: Fields): string[] {
  return Object.keys(fields).sort(compareStrings);
}

function compareMaps(a: Fields, b: Fields): number {
  const ka = sortedKeys(a);
  const kb = sortedKeys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const key = ka[i] as string;
    const c =
      compareStrings(key, kb[i] as string) || compareValues(a[key] as Value, b[kb[i] as string] as Value);
    if (c !== 0) return c;
  }
  return sign(ka.length - kb.length);
}

function compareVectors(a: Fields, b: Fields): number {
  const x = a.value?.array_value?.values ?? [];
  const y = b.value?.array_value?.values ?? [];
  return sign(x.length - y.length) || compareArrays(x, y);
}

/** Total order over all values, across types, as queries and orderBy see it. */
export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return sign(ta - tb);
  switch (kindOf(a)) {
    case 'null_value':
      return 0;
    case 'boolean_value':
      return sign(Number(a.boolean_value ?? false) - Number(b.boolean_value ?? false));
    case 'integer_value':
    case 'double_value':
      return compareNumbers(a, b);
    case 'timestamp_value':
      return compareTimestamps(a.timestamp_value ?? {}, b.timestamp_value ?? {});
    case 'string_value':
      return compareStrings(a.string_value ?? '', b.string_value ?? '');
    case 'bytes_value':
      return compareBytes(bytesOf(a.bytes_value), bytesOf(b.bytes_value));
    case 'reference_value':
      return compareReferences(a.reference_value ?? '', b.reference_value ?? '');
    case 'geo_point_value': {
      const pa = a.geo_point_value ?? {};
      const pb = b.geo_point_value ?? {};
      return (
        compareDoubles(pa.latitude ?? 0, pb.latitude ?? 0) ||
        compareDoubles(pa.longitude ?? 0, pb.longitude ?? 0)
      );
    }
    case 'array_value':
      return compareArrays(a.array_value?.values ?? [], b.array_value?.values ?? []);
    case 'map_value': {
      const fa = a.map_value?.fields ?? {};
      const fb = b.map_value?.fields ?? {};
      return ta === VECTOR_ORDER ? compareVectors(fa, fb) : compareMaps(fa, fb);
    }
    default:
      return 0;
  }
}

/** Equality as queries use it: 1 equals 1.0, NaN equals NaN. */
export function valuesEqual(a: Value, b: Value): boolean {
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

export function arrayContains(values: Value[] | undefined, needle: Value): boolean {
  if (!values) return false;
  for (const v of values) if (valuesEqual(v, needle)) return true;
  return false;
}

// ---- validation -----------------------------------------------------------------------------

/** Maps and arrays nest at most this deep below the document (the limit firebase-admin checks too). */
export const MAX_DEPTH = 20;
const MAX_STRING_BYTES = 1_048_487;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const MIN_SECONDS = -62135596800;
const MAX_SECONDS = 253402300799;

export interface ValueCheck {
  /** Field path for messages. */
  path: string;
  /** Validates a reference's document name; throws on a bad one. */
  reference: (name: string) => void;
  /** Query operands (`in` lists) may hold arrays inside arrays; stored values may not. */
  nestedArrays?: boolean;
}

/** Validates one value and returns a normalized copy with exactly one value field set and
 * timestamps truncated to microseconds, the precision Firestore stores. */
export function normalizeValue(value: Value, check: ValueCheck, depth = 0): Value {
  if (value === null || typeof value !== 'object')
    throw invalidArgument(`Invalid value for field "${check.path}".`);
  const kind = kindOf(value);
  switch (kind) {
    case 'null_value':
      return NULL_VALUE;
    case 'boolean_value':
      return { boolean_value: Boolean(value.boolean_value) };
    case 'integer_value':
      return { integer_value: normalizeInteger(value.integer_value, check) };
    case 'double_value':
      return { double_value: toDouble(value.double_value) };
    case 'timestamp_value':
      return { timestamp_value: normalizeTimestamp(value.timestamp_value ?? {}, check) };
    case 'string_value':
      return { string_value: normalizeString(value.string_value, check) };
    case 'bytes_value':
      return { bytes_value: bytesOf(value.bytes_value) };
    case 'reference_value':
      check.reference(String(value.reference_value ?? ''));
      return { reference_value: String(value.reference_value) };
    case 'geo_point_value':
      return { geo_point_value: normalizeGeoPoint(value.geo_point_value ?? {}, check) };
    case 'array_value':
      return { array_value: { values: normalizeArray(value.array_value?.values ?? [], check, depth) } };
    case 'map_value':
      return { map_value: { fields: normalizeFields(value.map_value?.fields ?? {}, check, depth + 1) } };
    default:
      throw invalidArgument(`Invalid value for field "${check.path}": no supported value type is set.`);
  }
}

function normalizeInteger(raw: unknown, check: ValueCheck): string {
  const text = String(raw ?? '0');
  if (!/^-?\d+$/.test(text))
    throw invalidArgument(`Invalid integer value "${text}" for field "${check.path}".`);
  const big = BigInt(text);
  if (big < INT64_MIN || big > INT64_MAX)
    throw invalidArgument(`Integer value for field "${check.path}" is out of range.`);
  return big.toString();
}

function normalizeTimestamp(ts: ProtoTimestamp, check: ValueCheck): { seconds: string; nanos: number } {
  const seconds = Number(ts.seconds ?? 0);
  const nanos = Number(ts.nanos ?? 0);
  if (
    !Number.isInteger(seconds) ||
    seconds < MIN_SECONDS ||
    seconds > MAX_SECONDS ||
    !Number.isInteger(nanos) ||
    nanos < 0 ||
    nanos > 999_999_999
  ) {
    throw invalidArgument(`Timestamp for field "${check.path}" is out of range.`);
  }
  return { seconds: String(seconds), nanos: nanos - (nanos % 1000) };
}

function normalizeString(raw: unknown, check: ValueCheck): string {
  const text = String(raw ?? '');
  if (text.length > MAX_STRING_BYTES / 3 && Buffer.byteLength(text) > MAX_STRING_BYTES) {
    throw invalidArgument(`The value of property "${check.path}" is longer than ${MAX_STRING_BYTES} bytes.`);
  }
  return text;
}

function normalizeGeoPoint(p: { latitude?: number; longitude?: number }, check: ValueCheck) {
  const latitude = Number(p.latitude ?? 0);
  const longitude = Number(p.longitude ?? 0);
  if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
    throw invalidArgument(
      `Invalid geo point for field "${check.path}": latitude must be in [-90, 90] and longitude in [-180, 180].`,
    );
  }
  return { latitude, longitude };
}

function normalizeArray(values: Value[], check: ValueCheck, depth: number): Value[] {
  if (depth >= MAX_DEPTH) throw tooDeep(check);
  return values.map((v, i) => {
    if (!check.nestedArrays && v && typeof v === 'object' && v.array_value !== undefined) {
      throw invalidArgument(
        `Cannot have an array value directly inside another array (field "${check.path}").`,
      );
    }
    return normalizeValue(v, { ...check, path: `${check.path}[${i}]` }, depth + 1);
  });
}

function tooDeep(check: ValueCheck): FirestoreError {
  return invalidArgument(
    `Value for field "${check.path}" is too deeply nested: maps and arrays nest at most ${MAX_DEPTH} levels.`,
  );
}

/** Validates a document's (or a map's) fields. */
export function normalizeFields(fields: Fields, check: ValueCheck, depth = 0): Fields {
  if (depth > MAX_DEPTH) throw tooDeep(check);
  const out: Fields = {};
  for (const key of Object.keys(fields)) {
    const path = check.path ? `${check.path}.${key}` : key;
    // A field no field path can name: the SDKs refuse it too ("Document fields must not be empty").
    if (key === '')
      throw invalidArgument(`Field name in "${check.path || 'the document'}" must not be empty.`);
    if (depth === 0 && /^__.*__$/.test(key)) {
      throw invalidArgument(`Field name "${key}" is reserved: names matching __.*__ are not allowed.`);
    }
    if (Buffer.byteLength(key) > 1500)
      throw invalidArgument(`Field name "${key.slice(0, 40)}…" is longer than 1500 bytes.`);
    out[key] = normalizeValue(fields[key] as Value, { ...check, path }, depth);
  }
  return out;
}

// ---- storage size (https://firebase.google.com/docs/firestore/storage-size) ------------------

function stringSize(s: string): number {
  return Buffer.byteLength(s) + 1;
}

export function valueSize(value: Value): number {
  switch (kindOf(value)) {
    case 'null_value':
    case 'boolean_value':
      return 1;
    case 'integer_value':
    case 'double_value':
    case 'timestamp_value':
      return 8;
    case 'geo_point_value':
      return 16;
    case 'string_value':
      return stringSize(value.string_value ?? '');
    case 'bytes_value':
      return bytesOf(value.bytes_value).byteLength;
    case 'reference_value':
      return stringSize(value.reference_value ?? '');
    case 'array_value':
      return (value.array_value?.values ?? []).reduce((n, v) => n + valueSize(v), 0);
    case 'map_value':
      return fieldsSize(value.map_value?.fields ?? {});
    default:
      return 0;
  }
}

export function fieldsSize(fields: Fields): number {
  let total = 0;
  for (const key in fields) total += stringSize(key) + valueSize(fields[key] as Value);
  return total;
}
