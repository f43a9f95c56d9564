// The proto3 JSON mapping (https://protobuf.dev/programming-guides/json/) between what browsers send
// and receive (REST bodies, WebChannel payloads) and the gRPC object shape the engine works with
// (@grpc/proto-loader: keepCase field names, int64 and enums as strings, bytes as Buffer, oneof
// virtual fields). Driven by protobufjs reflection over the official protos.
import protobuf from 'protobufjs';

/** A body that does not fit the message; REST and WebChannel answer it as INVALID_ARGUMENT. */
export class JsonMappingError extends Error {
  override readonly name = 'JsonMappingError';
}

/** The options the engine's proto-loader uses; the shape handed to the engine follows them. */
export const grpcObjectShape: protobuf.IConversionOptions = {
  longs: String,
  enums: String,
  bytes: Buffer as unknown as protobuf.IConversionOptions['bytes'],
  defaults: false,
  oneofs: true,
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Plain = Record<string, unknown>;

const INT64 = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const INT32 = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);
const WRAPPERS = new Set(
  ['Double', 'Float', 'Int64', 'UInt64', 'Int32', 'UInt32', 'Bool', 'String', 'Bytes'].map(
    (name) => `google.protobuf.${name}Value`,
  ),
);

function fullName(type: protobuf.ReflectionObject): string {
  return type.fullName.replace(/^\./, '');
}

function jsonName(field: protobuf.Field): string {
  const explicit = field.options?.json_name as string | undefined;
  return explicit ?? protobuf.util.camelCase(field.name);
}

const fieldIndex = new WeakMap<protobuf.Type, Map<string, protobuf.Field>>();

/** Fields by their JSON name and by their proto name: parsers must accept both. */
function fieldsOf(type: protobuf.Type): Map<string, protobuf.Field> {
  let index = fieldIndex.get(type);
  if (!index) {
    index = new Map();
    for (const field of type.fieldsArray) {
      index.set(field.name, field);
      index.set(jsonName(field), field);
    }
    fieldIndex.set(type, index);
  }
  return index;
}

// ---------------------------------------------------------------- JSON → gRPC object

/** As deep as gRPC's decoder (protobufjs, like protoc) lets a message nest. In proto3 JSON every
 * nested message is one JSON object (arrays only list them), so objects are what is counted. */
const MAX_JSON_DEPTH = 100;

/** Parses a proto3 JSON value of `type` into the gRPC object shape. */
export function fromJson(type: protobuf.Type, json: unknown): Plain {
  checkDepth(json);
  const loose = parseMessage(type, json, '');
  return type.toObject(type.fromObject(loose as Plain), grpcObjectShape) as Plain;
}

/** Refuses JSON nested deeper than gRPC accepts, before anything recursive walks it. */
function checkDepth(json: unknown): void {
  const pending: [unknown, number][] = [[json, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const child of value) pending.push([child, depth]);
      continue;
    }
    if (depth > MAX_JSON_DEPTH) fail('', `Nested deeper than ${MAX_JSON_DEPTH} levels`);
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
}

function fail(path: string, message: string): never {
  throw new JsonMappingError(`Invalid JSON payload received. ${message}${path ? ` at '${path}'` : ''}.`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMessage(type: protobuf.Type, json: unknown, path: string): unknown {
  const special = parseWellKnown(type, json, path);
  if (special !== undefined) return special;
  if (!isPlainObject(json)) fail(path, `Expected an object for ${type.name}`);
  const out: Plain = {};
  const index = fieldsOf(type);
  for (const [key, value] of Object.entries(json)) {
    const field = index.get(key);
    if (!field) fail(path, `Unknown name "${key}": Cannot find field`);
    const at = path ? `${path}.${key}` : key;
    const parsed = parseField(field, value, at);
    if (parsed === undefined) continue;
    const oneof = field.partOf;
    if (oneof) {
      const taken = out[oneof.name];
      if (taken !== undefined && taken !== field.name) fail(at, `Oneof field "${oneof.name}" is already set`);
      out[oneof.name] = field.name;
    }
    out[field.name] = parsed;
  }
  return out;
}

function parseField(field: protobuf.Field, value: unknown, path: string): unknown {
  field.resolve();
  if (value === null && !acceptsNull(field)) return undefined;
  if (field instanceof protobuf.MapField) {
    if (!isPlainObject(value)) fail(path, 'Expected an object for a map field');
    const out: Plain = {};
    for (const [key, item] of Object.entries(value)) out[key] = parseSingle(field, item, `${path}[${key}]`);
    return out;
  }
  if (field.repeated) {
    if (!Array.isArray(value)) fail(path, 'Expected an array for a repeated field');
    return value.map((item, i) => parseSingle(field, item, `${path}[${i}]`));
  }
  return parseSingle(field, value, path);
}

function acceptsNull(field: protobuf.Field): boolean {
  const resolved = field.resolvedType;
  return (
    resolved !== null &&
    (fullName(resolved) === 'google.protobuf.NullValue' || fullName(resolved) === 'google.protobuf.Value')
  );
}

function parseSingle(field: protobuf.Field, value: unknown, path: string): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return parseMessage(resolved, value, path);
  if (resolved instanceof protobuf.Enum) return parseEnum(resolved, value, path);
  return parseScalar(field.type, value, path);
}

function parseEnum(type: protobuf.Enum, value: unknown, path: string): string {
  if (fullName(type) === 'google.protobuf.NullValue') return 'NULL_VALUE';
  if (typeof value === 'string' && value in type.values) return value;
  if (typeof value === 'number' && type.valuesById[value] !== undefined) return type.valuesById[value];
  return fail(path, `Invalid value ${JSON.stringify(value)} for enum type ${type.name}`);
}

export function parseScalar(kind: string, value: unknown, path: string): unknown {
  if (kind === 'string') {
    if (typeof value !== 'string') fail(path, 'Expected a string');
    return value;
  }
  if (kind === 'bool') {
    if (typeof value !== 'boolean') fail(path, 'Expected a boolean');
    return value;
  }
  if (kind === 'bytes') {
    if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]*=*$/.test(value)) fail(path, 'Expected base64 bytes');
    return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  }
  if (kind === 'double' || kind === 'float') return parseFloating(value, path);
  if (INT64.has(kind) || INT32.has(kind)) return parseInteger(kind, value, path);
  return fail(path, `Unsupported field type ${kind}`);
}

function parseFloating(value: unknown, path: string): number {
  if (typeof value === 'number') return value;
  if (value === 'NaN') return Number.NaN;
  if (value === 'Infinity') return Number.POSITIVE_INFINITY;
  if (value === '-Infinity') return Number.NEGATIVE_INFINITY;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return fail(path, `Invalid number ${JSON.stringify(value)}`);
}

function parseInteger(kind: string, value: unknown, path: string): string | number {
  const text = typeof value === 'number' ? (Number.isInteger(value) ? BigInt(value).toString() : '') : value;
  if (typeof text !== 'string' || !/^-?\d+$/.test(text))
    return fail(path, `Invalid integer ${JSON.stringify(value)}`);
  const big = BigInt(text);
  const unsigned = kind.startsWith('u') || kind.startsWith('fixed');
  const bits = INT64.has(kind) ? 64n : 32n;
  const min = unsigned ? 0n : -(1n << (bits - 1n));
  const max = unsigned ? (1n << bits) - 1n : (1n << (bits - 1n)) - 1n;
  if (big < min || big > max) fail(path, `Integer ${text} out of range for ${kind}`);
  return INT64.has(kind) ? big.toString() : Number(big);
}

/** Well-known types with their own JSON forms; undefined when `type` is an ordinary message. */
function parseWellKnown(type: protobuf.Type, json: unknown, path: string): unknown {
  const name = fullName(type);
  if (name === 'google.protobuf.Timestamp') {
    if (typeof json !== 'string') fail(path, 'Expected an RFC 3339 timestamp string');
    return parseTimestamp(json, path);
  }
  if (name === 'google.protobuf.Duration') {
    const match = typeof json === 'string' ? /^(-?)(\d+)(?:\.(\d{1,9}))?s$/.exec(json) : null;
    if (!match) return fail(path, 'Expected a duration like "1.5s"');
    const sign = match[1] === '-' ? -1 : 1;
    const nanos = Number((match[3] ?? '').padEnd(9, '0'));
    return { seconds: `${match[1]}${match[2]}`, nanos: sign * nanos };
  }
  if (WRAPPERS.has(name)) {
    const field = type.fields.value;
    if (!field) return undefined;
    const inner = isPlainObject(json) && 'value' in json ? json.value : json;
    return { value: parseScalar(field.type, inner, path) };
  }
  if (name === 'google.protobuf.FieldMask') {
    if (typeof json !== 'string') fail(path, 'Expected a comma-separated field mask');
    const paths =
      json === '' ? [] : json.split(',').map((p) => p.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    return { paths };
  }
  if (name === 'google.protobuf.Struct') return { fields: parseStructFields(json, path) };
  if (name === 'google.protobuf.Value') return parseStructValue(json, path);
  if (name === 'google.protobuf.ListValue') {
    if (!Array.isArray(json)) fail(path, 'Expected an array');
    return { values: json.map((item, i) => parseStructValue(item, `${path}[${i}]`)) };
  }
  if (name === 'google.protobuf.Any') return parseAny(type, json, path);
  return undefined;
}

function parseTimestamp(text: string, path: string): { seconds: string; nanos: number } {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/.exec(
      text,
    );
  if (!match) return fail(path, `Invalid timestamp ${JSON.stringify(text)}`);
  const [, y, mo, d, h, mi, s, frac, sign, oh, om] = match;
  const millis = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(millis);
  if (Number.isNaN(millis) || check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1) {
    fail(path, `Invalid timestamp ${JSON.stringify(text)}`);
  }
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om) * 60) : 0;
  const seconds = Math.floor(millis / 1000) - offset;
  if (seconds < -62135596800 || seconds > 253402300799) fail(path, 'Timestamp out of range');
  return { seconds: String(seconds), nanos: Number((frac ?? '').padEnd(9, '0')) };
}

function parseStructFields(json: unknown, path: string): Plain {
  if (!isPlainObject(json)) fail(path, 'Expected an object');
  const fields: Plain = {};
  for (const [key, item] of Object.entries(json)) fields[key] = parseStructValue(item, `${path}.${key}`);
  return fields;
}

function parseStructValue(json: unknown, path: string): Plain {
  if (json === null) return { null_value: 'NULL_VALUE' };
  if (typeof json === 'number') return { number_value: json };
  if (typeof json === 'string') return { string_value: json };
  if (typeof json === 'boolean') return { bool_value: json };
  if (Array.isArray(json)) {
    return { list_value: { values: json.map((item, i) => parseStructValue(item, `${path}[${i}]`)) } };
  }
  return { struct_value: { fields: parseStructFields(json, path) } };
}

function parseAny(type: protobuf.Type, json: unknown, path: string): Plain {
  if (!isPlainObject(json) || typeof json['@type'] !== 'string')
    return fail(path, 'Expected an Any with "@type"');
  const typeUrl = json['@type'];
  const inner = type.root.lookupType(typeUrl.slice(typeUrl.lastIndexOf('/') + 1));
  const { '@type': _, ...rest } = json;
  const body =
    parseWellKnown(inner, 'value' in rest ? rest.value : rest, path) ?? parseMessage(inner, rest, path);
  return { type_url: typeUrl, value: Buffer.from(inner.encode(inner.fromObject(body as Plain)).finish()) };
}

// ---------------------------------------------------------------- gRPC object → JSON

/** Renders a gRPC-shaped object of `type` as proto3 JSON (default values omitted). */
export function toJson(type: protobuf.Type, object: unknown): Json {
  const special = renderWellKnown(type, object);
  if (special !== undefined) return special;
  if (!isPlainObject(object)) return {};
  const out: { [key: string]: Json } = {};
  for (const field of type.fieldsArray) {
    const value = object[field.name];
    if (value === undefined || value === null) continue;
    const oneof = field.partOf;
    if (oneof) {
      const chosen = object[oneof.name];
      if (typeof chosen === 'string' && chosen !== field.name) continue;
    }
    const rendered = renderField(field, value);
    if (rendered === undefined) continue;
    if (!oneof && (isDefault(rendered) || isZeroEnum(field, rendered))) continue;
    out[jsonName(field)] = rendered;
  }
  return out;
}

function isDefault(value: Json | undefined): boolean {
  if (value === 0 || value === '' || value === false || value === '0') return true;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isZeroEnum(field: protobuf.Field, rendered: Json | undefined): boolean {
  const resolved = field.resolvedType;
  return resolved instanceof protobuf.Enum && !field.repeated && resolved.values[String(rendered)] === 0;
}

function renderField(field: protobuf.Field, value: unknown): Json | undefined {
  field.resolve();
  if (field instanceof protobuf.MapField) {
    if (!isPlainObject(value)) return undefined;
    const out: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) out[key] = renderSingle(field, item);
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (field.repeated) {
    if (!Array.isArray(value)) return undefined;
    return value.map((item) => renderSingle(field, item));
  }
  return renderSingle(field, value);
}

function renderSingle(field: protobuf.Field, value: unknown): Json {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return toJson(resolved, value);
  if (resolved instanceof protobuf.Enum) {
    if (fullName(resolved) === 'google.protobuf.NullValue') return null;
    if (typeof value === 'number') return resolved.valuesById[value] ?? value;
    return String(value);
  }
  return renderScalar(field.type, value);
}

function renderScalar(kind: string, value: unknown): Json {
  if (kind === 'bytes') {
    if (typeof value === 'string') return value;
    return Buffer.from(value as Uint8Array).toString('base64');
  }
  if (kind === 'double' || kind === 'float') {
    const n = Number(value);
    if (Number.isNaN(n)) return 'NaN';
    if (n === Number.POSITIVE_INFINITY) return 'Infinity';
    if (n === Number.NEGATIVE_INFINITY) return '-Infinity';
    return n;
  }
  // Long objects, bigints and numbers all print their decimal value.
  if (INT64.has(kind)) return String(value);
  if (INT32.has(kind)) return Number(value);
  if (kind === 'bool') return Boolean(value);
  return String(value);
}

function renderWellKnown(type: protobuf.Type, object: unknown): Json | undefined {
  const name = fullName(type);
  const value = isPlainObject(object) ? object : {};
  if (name === 'google.protobuf.Timestamp') return formatTimestamp(value.seconds, value.nanos);
  if (name === 'google.protobuf.Duration') {
    const seconds = BigInt(String(value.seconds ?? 0));
    const nanos = Number(value.nanos ?? 0);
    const negative = seconds < 0n || nanos < 0;
    const abs = (seconds < 0n ? -seconds : seconds).toString();
    return `${negative ? '-' : ''}${abs}${fraction(Math.abs(nanos))}s`;
  }
  if (WRAPPERS.has(name)) {
    const field = type.fields.value;
    return field ? renderScalar(field.type, value.value ?? (field.type === 'string' ? '' : 0)) : undefined;
  }
  if (name === 'google.protobuf.FieldMask') {
    const paths = Array.isArray(value.paths) ? value.paths : [];
    return paths.map((p) => protobuf.util.camelCase(String(p))).join(',');
  }
  if (name === 'google.protobuf.Struct') return renderStruct(value);
  if (name === 'google.protobuf.Value') return renderStructValue(value);
  if (name === 'google.protobuf.ListValue') {
    return (Array.isArray(value.values) ? value.values : []).map((item) => renderStructValue(item));
  }
  if (name === 'google.protobuf.Any') return renderAny(type, value);
  return undefined;
}

export function formatTimestamp(seconds: unknown, nanos: unknown): string {
  const secs = Number(String(seconds ?? 0));
  const iso = new Date(secs * 1000).toISOString();
  return `${iso.slice(0, 19)}${fraction(Number(nanos ?? 0))}Z`;
}

/** Google's style: 0, 3, 6 or 9 fractional digits, whichever keeps every significant one. */
function fraction(nanos: number): string {
  if (!nanos) return '';
  const digits = String(nanos).padStart(9, '0');
  if (nanos % 1_000_000 === 0) return `.${digits.slice(0, 3)}`;
  if (nanos % 1_000 === 0) return `.${digits.slice(0, 6)}`;
  return `.${digits}`;
}

function renderStruct(value: Plain): Json {
  const fields = isPlainObject(value.fields) ? value.fields : {};
  const out: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(fields)) out[key] = renderStructValue(item);
  return out;
}

function renderStructValue(item: unknown): Json {
  if (!isPlainObject(item)) return null;
  const kind = typeof item.kind === 'string' ? item.kind : Object.keys(item).find((k) => k !== 'kind');
  switch (kind) {
    case 'number_value':
      return renderScalar('double', item.number_value);
    case 'string_value':
      return String(item.string_value);
    case 'bool_value':
      return Boolean(item.bool_value);
    case 'struct_value':
      return renderStruct(isPlainObject(item.struct_value) ? item.struct_value : {});
    case 'list_value': {
      const list = isPlainObject(item.list_value) ? item.list_value : {};
      return (Array.isArray(list.values) ? list.values : []).map((v) => renderStructValue(v));
    }
    default:
      return null;
  }
}

function renderAny(type: protobuf.Type, value: Plain): Json {
  const typeUrl = String(value.type_url ?? '');
  const bytes = value.value instanceof Uint8Array ? value.value : new Uint8Array();
  let inner: protobuf.Type | undefined;
  try {
    inner = type.root.lookupType(typeUrl.slice(typeUrl.lastIndexOf('/') + 1));
  } catch {
    return { '@type': typeUrl, value: Buffer.from(bytes).toString('base64') };
  }
  const object = inner.toObject(inner.decode(bytes), grpcObjectShape);
  const special = renderWellKnown(inner, object);
  if (special !== undefined) return { '@type': typeUrl, value: special };
  const rendered = toJson(inner, object);
  return { '@type': typeUrl, ...(isPlainObject(rendered) ? (rendered as { [key: string]: Json }) : {}) };
}

export type { Json };
