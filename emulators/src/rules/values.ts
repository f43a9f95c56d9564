// Runtime values of the rules language and the errors evaluation raises.
// int is a 64-bit integer (bigint, range-checked), float a JS number; the other types are small
// classes so `is` checks and method dispatch stay a single instanceof/typeof away.

export class RulesError extends Error {}

export class RTimestamp {
  /** Nanoseconds since the Unix epoch. */
  readonly nanos: bigint;
  constructor(nanos: bigint) {
    this.nanos = nanos;
  }
  static fromDate(date: Date): RTimestamp {
    return new RTimestamp(BigInt(date.getTime()) * 1_000_000n);
  }
  toDate(): Date {
    return new Date(Number(floorDiv(this.nanos, 1_000_000n)));
  }
}

export class RDuration {
  readonly nanos: bigint;
  constructor(nanos: bigint) {
    this.nanos = nanos;
  }
}

export class RLatLng {
  readonly lat: number;
  readonly lng: number;
  constructor(lat: number, lng: number) {
    this.lat = lat;
    this.lng = lng;
  }
}

export class RPath {
  readonly segments: readonly string[];
  constructor(segments: readonly string[]) {
    this.segments = segments;
  }
  static parse(text: string): RPath {
    return new RPath(text.split('/').filter((s) => s !== ''));
  }
  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

export class RSet {
  readonly items: readonly Value[];
  constructor(items: readonly Value[]) {
    const unique: Value[] = [];
    for (const item of items) if (!unique.some((u) => valuesEqual(u, item))) unique.push(item);
    this.items = unique;
  }
  has(value: Value): boolean {
    return this.items.some((item) => valuesEqual(item, value));
  }
}

export class RMapDiff {
  readonly left: RMap;
  readonly right: RMap;
  constructor(left: RMap, right: RMap) {
    this.left = left;
    this.right = right;
  }
}

export type RMap = Map<string, Value>;

/** A builtin namespace such as `math` or `duration`; members are looked up by name. */
export class RNamespace {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** The placeholder a list request binds to the document wildcard: there is no single document. */
export class RUnbound {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/**
 * A map only partly known: the document a list query describes, where its equality and `in`
 * filters fix some fields and every other field could hold anything. Reading a fixed key works;
 * anything that depends on the rest (another key, `size()`, `keys()`, `==` of the whole map, `in`
 * of a missing key) is unknown, which fails the evaluation as an error does, so a rule whose
 * outcome depends on it denies ("rules are not filters").
 */
export class RPartialMap extends Map<string, Value> {
  unknown(what: string): RulesError {
    return new RulesError(`${what} is not fixed by the query's filters (rules are not filters).`);
  }
}

export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | Value[]
  | RMap
  | RSet
  | RTimestamp
  | RDuration
  | RLatLng
  | RPath
  | RMapDiff
  | RNamespace;

const INT_MIN = -(2n ** 63n);
const INT_MAX = 2n ** 63n - 1n;

export function checkInt(value: bigint): bigint {
  if (value < INT_MIN || value > INT_MAX) throw new RulesError('Integer overflow error.');
  return value;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** The type of a value a literal can write: null, bool, int, float, string or bytes. */
export type ScalarTypeName = 'null' | 'bool' | 'int' | 'float' | 'string' | 'bytes';

export function scalarTypeName(value: unknown): ScalarTypeName | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  return value instanceof Uint8Array ? 'bytes' : undefined;
}

export function typeName(value: Value): string {
  const scalar = scalarTypeName(value);
  if (scalar) return scalar;
  if (Array.isArray(value)) return 'list';
  if (value instanceof Map) return 'map';
  if (value instanceof RSet) return 'set';
  if (value instanceof RTimestamp) return 'timestamp';
  if (value instanceof RDuration) return 'duration';
  if (value instanceof RLatLng) return 'latlng';
  if (value instanceof RPath) return 'path';
  if (value instanceof RMapDiff) return 'map_diff';
  return 'namespace';
}

/** The `is` check: `number` covers int and float. */
export function isType(value: Value, name: string): boolean {
  const actual = typeName(value);
  if (name === 'number') return actual === 'int' || actual === 'float';
  return actual === name;
}

export function isNumber(value: Value): value is bigint | number {
  return typeof value === 'bigint' || typeof value === 'number';
}

export function valuesEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a instanceof RPartialMap) throw a.unknown('The whole of a map');
  if (b instanceof RPartialMap) throw b.unknown('The whole of a map');
  if (isNumber(a) && isNumber(b)) return Number(a) === Number(b) && compareNumbers(a, b) === 0;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) return Array.isArray(b) && listsEqual(a, b);
  if (a instanceof Map) return b instanceof Map && mapsEqual(a, b);
  if (a instanceof Uint8Array) return b instanceof Uint8Array && Buffer.compare(a, b) === 0;
  if (a instanceof RSet)
    return b instanceof RSet && a.items.length === b.items.length && a.items.every((x) => b.has(x));
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.nanos === b.nanos;
  if (a instanceof RDuration) return b instanceof RDuration && a.nanos === b.nanos;
  if (a instanceof RLatLng) return b instanceof RLatLng && a.lat === b.lat && a.lng === b.lng;
  if (a instanceof RPath) return b instanceof RPath && listsEqual([...a.segments], [...b.segments]);
  return false;
}

function listsEqual(a: readonly Value[], b: readonly Value[]): boolean {
  return a.length === b.length && a.every((x, i) => valuesEqual(x, b[i] as Value));
}

function mapsEqual(a: RMap, b: RMap): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    if (!b.has(key) || !valuesEqual(value, b.get(key) as Value)) return false;
  }
  return true;
}

/** Exact comparison of int and float (bigint vs number), without losing precision on large ints. */
export function compareNumbers(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  if (x !== y) return x < y ? -1 : 1;
  // Equal as floats: compare exactly when one side is an int that floats cannot represent.
  if (typeof a === 'bigint' && Number.isInteger(y)) return compareBig(a, BigInt(y));
  if (typeof b === 'bigint' && Number.isInteger(x)) return compareBig(BigInt(x), b);
  return 0;
}

function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ordering for < <= > >=: numbers, strings, timestamps, durations, bytes, lists. */
export function compareValues(a: Value, b: Value): number {
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof RTimestamp && b instanceof RTimestamp) return compareBig(a.nanos, b.nanos);
  if (a instanceof RDuration && b instanceof RDuration) return compareBig(a.nanos, b.nanos);
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.compare(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareValues(a[i] as Value, b[i] as Value);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  throw new RulesError(`Unsupported operation error. Received: ${typeName(a)} < ${typeName(b)}.`);
}

/** Text for `debug()` and error messages. */
export function describe(value: Value): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Uint8Array) return `b'${Buffer.from(value).toString('hex')}'`;
  if (Array.isArray(value)) return `[${value.map(describe).join(', ')}]`;
  if (value instanceof Map)
    return `{${[...value].map(([k, v]) => `${JSON.stringify(k)}: ${describe(v)}`).join(', ')}}`;
  if (value instanceof RSet) return `set(${value.items.map(describe).join(', ')})`;
  if (value instanceof RTimestamp) return value.toDate().toISOString();
  if (value instanceof RDuration) return `duration(${value.nanos}ns)`;
  if (value instanceof RLatLng) return `latlng(${value.lat}, ${value.lng})`;
  if (value instanceof RPath) return `path(${value.toString()})`;
  if (value instanceof RNamespace) return value.name;
  return typeName(value);
}
