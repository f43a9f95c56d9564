// Methods of the rules' value types (`'a'.size()`, `list.hasAny(...)`, `ts.toMillis()`…) and the
// pure builtin namespaces (math, hashing, duration, timestamp, latlng) and conversion functions.

import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { RE2JS } from 're2js';
import {
  checkInt,
  floorDiv,
  isNumber,
  RDuration,
  RLatLng,
  type RMap,
  RMapDiff,
  RPartialMap,
  RPath,
  RSet,
  RTimestamp,
  RulesError,
  typeName,
  type Value,
  valuesEqual,
} from './values.ts';

type Method = (self: never, args: Value[]) => Value;

/** Wraps a function that takes exactly `count` arguments (after the receiver, for methods). */
function fixed<F extends (...params: never[]) => Value>(count: number, fn: F): F {
  return ((...params: never[]) => {
    arity(params[params.length - 1] as unknown as Value[], count);
    return fn(...params);
  }) as F;
}

const NANOS_PER_MS = 1_000_000n;
const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;

// ---- argument checks ----

function arity(args: Value[], min: number, max = min): void {
  if (args.length < min || args.length > max)
    throw new RulesError(
      `Wrong number of arguments: expected ${min === max ? min : `${min} to ${max}`}, got ${args.length}.`,
    );
}

function str(v: Value | undefined): string {
  if (typeof v !== 'string') throw new RulesError(`Expected a string, got ${typeName(v ?? null)}.`);
  return v;
}

function int(v: Value | undefined): bigint {
  if (typeof v !== 'bigint') throw new RulesError(`Expected an int, got ${typeName(v ?? null)}.`);
  return v;
}

function num(v: Value | undefined): number {
  if (!isNumber(v ?? null)) throw new RulesError(`Expected a number, got ${typeName(v ?? null)}.`);
  return Number(v);
}

/** A list or set argument, as its elements. */
function elements(v: Value | undefined): readonly Value[] {
  if (Array.isArray(v)) return v;
  if (v instanceof RSet) return v.items;
  throw new RulesError(`Expected a list or set, got ${typeName(v ?? null)}.`);
}

function bytesOf(v: Value | undefined): Uint8Array {
  if (typeof v === 'string') return Buffer.from(v, 'utf8');
  if (v instanceof Uint8Array) return v;
  throw new RulesError(`Expected string or bytes, got ${typeName(v ?? null)}.`);
}

const regexCache = new Map<string, RE2JS>();
function regex(pattern: string): RE2JS {
  let compiled = regexCache.get(pattern);
  if (!compiled) {
    try {
      compiled = RE2JS.compile(pattern);
    } catch (error) {
      throw new RulesError(`Invalid regular expression '${pattern}': ${(error as Error).message}`);
    }
    if (regexCache.size > 1000) regexCache.clear();
    regexCache.set(pattern, compiled);
  }
  return compiled;
}

function hasAll(items: readonly Value[], wanted: readonly Value[]): boolean {
  return wanted.every((w) => items.some((x) => valuesEqual(x, w)));
}
function hasAny(items: readonly Value[], wanted: readonly Value[]): boolean {
  return wanted.some((w) => items.some((x) => valuesEqual(x, w)));
}
function hasOnly(items: readonly Value[], allowed: readonly Value[]): boolean {
  return items.every((x) => allowed.some((a) => valuesEqual(x, a)));
}

// ---- per-type method tables ----

const stringMethods: Record<string, Method> = {
  size: fixed(0, (s: string) => BigInt([...s].length)),
  lower: fixed(0, (s: string) => s.toLowerCase()),
  upper: fixed(0, (s: string) => s.toUpperCase()),
  trim: fixed(0, (s: string) => s.trim()),
  matches: fixed(1, (s: string, a) => regex(str(a[0])).matches(s)),
  split: fixed(1, (s: string, a) => regex(str(a[0])).split(s, -1)),
  replace: fixed(2, (s: string, a) => regex(str(a[0])).matcher(s).replaceAll(str(a[1]))),
  toUtf8: fixed(0, (s: string) => new Uint8Array(Buffer.from(s, 'utf8'))),
};

const bytesMethods: Record<string, Method> = {
  size: fixed(0, (b: Uint8Array) => BigInt(b.length)),
  toBase64: fixed(0, (b: Uint8Array) => Buffer.from(b).toString('base64url')),
  toHexString: fixed(0, (b: Uint8Array) => Buffer.from(b).toString('hex').toUpperCase()),
};

const listMethods: Record<string, Method> = {
  size: fixed(0, (l: Value[]) => BigInt(l.length)),
  hasAll: fixed(1, (l: Value[], a) => hasAll(l, elements(a[0]))),
  hasAny: fixed(1, (l: Value[], a) => hasAny(l, elements(a[0]))),
  hasOnly: fixed(1, (l: Value[], a) => hasOnly(l, elements(a[0]))),
  concat: fixed(1, (l: Value[], a) => [...l, ...elements(a[0])]),
  join: fixed(1, (l: Value[], a) => l.map((x) => str(x)).join(str(a[0]))),
  removeAll: (l: Value[], a) => {
    arity(a, 1);
    const removed = elements(a[0]);
    return l.filter((x) => !removed.some((r) => valuesEqual(x, r)));
  },
  toSet: fixed(0, (l: Value[]) => new RSet(l)),
};

const setMethods: Record<string, Method> = {
  size: fixed(0, (s: RSet) => BigInt(s.items.length)),
  hasAll: fixed(1, (s: RSet, a) => hasAll(s.items, elements(a[0]))),
  hasAny: fixed(1, (s: RSet, a) => hasAny(s.items, elements(a[0]))),
  hasOnly: fixed(1, (s: RSet, a) => hasOnly(s.items, elements(a[0]))),
  union: fixed(1, (s: RSet, a) => new RSet([...s.items, ...elements(a[0])])),
  intersection: (s: RSet, a) => {
    arity(a, 1);
    const other = elements(a[0]);
    return new RSet(s.items.filter((x) => other.some((o) => valuesEqual(x, o))));
  },
  difference: (s: RSet, a) => {
    arity(a, 1);
    const other = elements(a[0]);
    return new RSet(s.items.filter((x) => !other.some((o) => valuesEqual(x, o))));
  },
};

function mapGet(m: RMap, key: Value, fallback: Value): Value {
  const keys = Array.isArray(key) ? key : [key];
  let current: Value = m;
  for (const k of keys) {
    if (current instanceof RPartialMap && !current.has(str(k))) throw current.unknown(`Key ${str(k)}`);
    if (!(current instanceof Map) || !current.has(str(k))) return fallback;
    current = current.get(str(k)) as Value;
  }
  return current;
}

const mapMethods: Record<string, Method> = {
  size: fixed(0, (m: RMap) => BigInt(m.size)),
  keys: fixed(0, (m: RMap) => [...m.keys()]),
  values: fixed(0, (m: RMap) => [...m.values()]),
  get: fixed(2, (m: RMap, a) => mapGet(m, a[0] as Value, a[1] as Value)),
  diff: (m: RMap, a) => {
    arity(a, 1);
    if (!(a[0] instanceof Map)) throw new RulesError(`Expected a map, got ${typeName(a[0] ?? null)}.`);
    return new RMapDiff(m, a[0]);
  },
};

function diffKeys(d: RMapDiff, which: 'added' | 'removed' | 'changed' | 'unchanged' | 'affected'): RSet {
  const { left, right } = d;
  const keys: string[] = [];
  if (which === 'added' || which === 'affected') for (const k of left.keys()) if (!right.has(k)) keys.push(k);
  if (which === 'removed' || which === 'affected')
    for (const k of right.keys()) if (!left.has(k)) keys.push(k);
  for (const [k, v] of left) {
    if (!right.has(k)) continue;
    const same = valuesEqual(v, right.get(k) as Value);
    if ((which === 'unchanged' && same) || ((which === 'changed' || which === 'affected') && !same))
      keys.push(k);
  }
  return new RSet(keys);
}

const mapDiffMethods: Record<string, Method> = {
  addedKeys: fixed(0, (d: RMapDiff) => diffKeys(d, 'added')),
  removedKeys: fixed(0, (d: RMapDiff) => diffKeys(d, 'removed')),
  changedKeys: fixed(0, (d: RMapDiff) => diffKeys(d, 'changed')),
  unchangedKeys: fixed(0, (d: RMapDiff) => diffKeys(d, 'unchanged')),
  affectedKeys: fixed(0, (d: RMapDiff) => diffKeys(d, 'affected')),
};

/** UTC calendar fields of a timestamp (the rules' default time zone). */
function utc(t: RTimestamp): Date {
  return t.toDate();
}

function startOfDay(t: RTimestamp): bigint {
  return floorDiv(t.nanos, NANOS_PER_DAY) * NANOS_PER_DAY;
}

const timestampMethods: Record<string, Method> = {
  date: fixed(0, (t: RTimestamp) => new RTimestamp(startOfDay(t))),
  year: fixed(0, (t: RTimestamp) => BigInt(utc(t).getUTCFullYear())),
  month: fixed(0, (t: RTimestamp) => BigInt(utc(t).getUTCMonth() + 1)),
  day: fixed(0, (t: RTimestamp) => BigInt(utc(t).getUTCDate())),
  dayOfWeek: fixed(0, (t: RTimestamp) => BigInt(utc(t).getUTCDay() || 7)),
  dayOfYear: (t: RTimestamp, a) => {
    arity(a, 0);
    const d = utc(t);
    return BigInt(
      (Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) /
        86_400_000 +
        1,
    );
  },
  hours: fixed(0, (t: RTimestamp) => BigInt(utc(t).getUTCHours())),
  minutes: fixed(0, (t: RTimestamp) => BigInt(utc(t).getUTCMinutes())),
  seconds: fixed(0, (t: RTimestamp) => BigInt(utc(t).getUTCSeconds())),
  nanos: fixed(0, (t: RTimestamp) => ((t.nanos % NANOS_PER_SECOND) + NANOS_PER_SECOND) % NANOS_PER_SECOND),
  time: fixed(0, (t: RTimestamp) => new RDuration(t.nanos - startOfDay(t))),
  toMillis: fixed(0, (t: RTimestamp) => floorDiv(t.nanos, NANOS_PER_MS)),
};

const durationMethods: Record<string, Method> = {
  seconds: fixed(0, (d: RDuration) => d.nanos / NANOS_PER_SECOND),
  nanos: fixed(0, (d: RDuration) => d.nanos % NANOS_PER_SECOND),
};

const latlngMethods: Record<string, Method> = {
  latitude: fixed(0, (l: RLatLng) => l.lat),
  longitude: fixed(0, (l: RLatLng) => l.lng),
  distance: (l: RLatLng, a) => {
    arity(a, 1);
    const other = a[0];
    if (!(other instanceof RLatLng))
      throw new RulesError(`Expected a latlng, got ${typeName(other ?? null)}.`);
    return haversineMeters(l, other);
  },
};

/** Only `get` can be answered on a partly known map, and only for the keys it knows (mapGet). */
const partialMapMethods: Record<string, Method> = {
  get: mapMethods.get as Method,
  ...Object.fromEntries(
    ['size', 'keys', 'values', 'diff'].map((name): [string, Method] => [
      name,
      (m: RPartialMap) => {
        throw m.unknown(`${name}() of the map`);
      },
    ]),
  ),
};

function haversineMeters(p: RLatLng, q: RLatLng): number {
  const rad = Math.PI / 180;
  const dLat = (q.lat - p.lat) * rad;
  const dLng = (q.lng - p.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const pathMethods: Record<string, Method> = {
  size: fixed(0, (p: RPath) => BigInt(p.segments.length)),
  bind: (p: RPath, a) => {
    arity(a, 1);
    const bindings = a[0];
    if (!(bindings instanceof Map))
      throw new RulesError(`Expected a map, got ${typeName(bindings ?? null)}.`);
    return new RPath(
      p.segments.map((s) => {
        const m = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(s);
        if (!m) return s;
        const value = bindings.get(m[1] as string);
        if (value === undefined) throw new RulesError(`No binding for path variable ${m[1]}.`);
        return value instanceof RPath ? value.segments.join('/') : str(value);
      }),
    );
  },
};

/** Runs `name` on a value of any type; unknown methods are the runtime error the reference names. */
export function callMethod(self: Value, name: string, args: Value[]): Value {
  const table = methodTable(self);
  const method = table && Object.hasOwn(table, name) ? table[name] : undefined;
  if (!method) throw new RulesError(`Function not found error: Name: [${name}].`);
  return method(self as never, args);
}

function methodTable(self: Value): Record<string, Method> | null {
  if (typeof self === 'string') return stringMethods;
  if (self instanceof Uint8Array) return bytesMethods;
  if (Array.isArray(self)) return listMethods;
  if (self instanceof RPartialMap) return partialMapMethods;
  if (self instanceof Map) return mapMethods;
  if (self instanceof RSet) return setMethods;
  if (self instanceof RMapDiff) return mapDiffMethods;
  if (self instanceof RTimestamp) return timestampMethods;
  if (self instanceof RDuration) return durationMethods;
  if (self instanceof RLatLng) return latlngMethods;
  if (self instanceof RPath) return pathMethods;
  if (self === null) throw new RulesError('Null value error.');
  return null;
}

// ---- namespaces ----

const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: 3600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MS,
  us: 1000n,
  ns: 1n,
};

function toInt(n: number): bigint {
  if (!Number.isFinite(n)) throw new RulesError(`Cannot convert ${n} to int.`);
  return checkInt(BigInt(Math.trunc(n)));
}

function roundHalfAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}

type NamespaceFunction = (args: Value[]) => Value;

function hash(algorithm: 'md5' | 'sha256'): NamespaceFunction {
  return fixed(1, (a) => new Uint8Array(createHash(algorithm).update(bytesOf(a[0])).digest()));
}

function uint32Bytes(n: number): Uint8Array {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n >>> 0);
  return new Uint8Array(out);
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

export function crc32c(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const namespaces: Record<string, Record<string, NamespaceFunction>> = {
  math: {
    abs: (a) => {
      arity(a, 1);
      const v = a[0] as Value;
      return typeof v === 'bigint' ? checkInt(v < 0n ? -v : v) : Math.abs(num(v));
    },
    ceil: fixed(1, (a) => toInt(Math.ceil(num(a[0])))),
    floor: fixed(1, (a) => toInt(Math.floor(num(a[0])))),
    round: fixed(1, (a) => toInt(roundHalfAway(num(a[0])))),
    sqrt: fixed(1, (a) => Math.sqrt(num(a[0]))),
    pow: fixed(2, (a) => num(a[0]) ** num(a[1])),
    isInfinite: fixed(1, (a) => Math.abs(num(a[0])) === Number.POSITIVE_INFINITY),
    isNaN: fixed(1, (a) => Number.isNaN(num(a[0]))),
  },
  hashing: {
    crc32: fixed(1, (a) => uint32Bytes(crc32(bytesOf(a[0])))),
    crc32c: fixed(1, (a) => uint32Bytes(crc32c(bytesOf(a[0])))),
    md5: hash('md5'),
    sha256: hash('sha256'),
  },
  duration: {
    value: (a) => {
      arity(a, 2);
      const unit = DURATION_UNITS[str(a[1])];
      if (unit === undefined) throw new RulesError(`Invalid duration unit '${str(a[1])}'.`);
      return new RDuration(int(a[0]) * unit);
    },
    time: (a) => {
      arity(a, 4);
      const [h, m, s, ns] = a.map(int) as [bigint, bigint, bigint, bigint];
      return new RDuration(((h * 60n + m) * 60n + s) * NANOS_PER_SECOND + ns);
    },
    abs: (a) => {
      arity(a, 1);
      const d = a[0];
      if (!(d instanceof RDuration)) throw new RulesError(`Expected a duration, got ${typeName(d ?? null)}.`);
      return new RDuration(d.nanos < 0n ? -d.nanos : d.nanos);
    },
  },
  timestamp: {
    value: fixed(1, (a) => new RTimestamp(int(a[0]) * NANOS_PER_MS)),
    date: (a) => {
      arity(a, 3);
      const [y, m, d] = a.map((x) => Number(int(x))) as [number, number, number];
      return new RTimestamp(BigInt(Date.UTC(y, m - 1, d)) * NANOS_PER_MS);
    },
  },
  latlng: {
    value: (a) => {
      arity(a, 2);
      const lat = num(a[0]);
      const lng = num(a[1]);
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw new RulesError('Invalid latlng.');
      return new RLatLng(lat, lng);
    },
  },
};

export const NAMESPACE_NAMES = Object.keys(namespaces);

export function namespaceFunction(namespace: string, name: string): NamespaceFunction | undefined {
  const table = namespaces[namespace];
  return table && Object.hasOwn(table, name) ? table[name] : undefined;
}

// ---- global conversion functions ----

function formatFloat(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return `${n}.0`;
  return String(n);
}

export const conversions: Record<string, NamespaceFunction> = {
  int: (a) => {
    arity(a, 1);
    const v = a[0] as Value;
    if (typeof v === 'bigint') return v;
    if (typeof v === 'number') return toInt(v);
    if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return checkInt(BigInt(v.trim()));
    throw new RulesError(`Cannot convert ${typeName(v)} ${JSON.stringify(v)} to int.`);
  },
  float: (a) => {
    arity(a, 1);
    const v = a[0] as Value;
    if (isNumber(v)) return Number(v);
    if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
    throw new RulesError(`Cannot convert ${typeName(v)} to float.`);
  },
  string: (a) => {
    arity(a, 1);
    const v = a[0] as Value;
    if (typeof v === 'string') return v;
    if (typeof v === 'bigint' || typeof v === 'boolean') return String(v);
    if (typeof v === 'number') return formatFloat(v);
    if (v === null) return 'null';
    if (v instanceof RPath) return v.toString();
    throw new RulesError(`Cannot convert ${typeName(v)} to string.`);
  },
  path: fixed(1, (a) => RPath.parse(str(a[0]))),
};
