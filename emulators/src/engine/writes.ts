// Validating writes and applying one write to one document: update masks, transforms, preconditions.
import { FirestoreError, invalidArgument } from './errors.ts';
import { deleteField, getField, setField } from './fields.ts';
import {
  type DatabaseId,
  databaseName,
  documentName,
  formatFieldPath,
  parseDocumentName,
  parseFieldPath,
} from './paths.ts';
import type { StoredDocument } from './store.ts';
import { fromTimestamp, type Micros, type ProtoTimestamp, toTimestamp } from './time.ts';
import { applyTransform, checkTransformOperand, type TransformOp } from './transforms.ts';
import {
  bytesOf,
  type Fields,
  fieldsSize,
  kindOf,
  normalizeFields,
  normalizeValue,
  type Value,
  type ValueCheck,
} from './values.ts';

/** google.firestore.v1.Write in the gRPC object shape, plus `verify` (field 5), which the web SDK
 * sends in transactions although the published write.proto lacks it. */
export interface WriteProto {
  update?: { name?: string; fields?: Fields };
  delete?: string;
  verify?: string;
  transform?: { document?: string; field_transforms?: FieldTransformProto[] };
  update_mask?: { field_paths?: string[] };
  update_transforms?: FieldTransformProto[];
  current_document?: { exists?: boolean; update_time?: ProtoTimestamp };
  operation?: string;
}

export interface FieldTransformProto {
  field_path?: string;
  set_to_server_value?: string | number;
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  append_missing_elements?: { values?: Value[] };
  remove_all_from_array?: { values?: Value[] };
  transform_type?: string;
}

export interface WriteResultProto {
  update_time?: { seconds: string; nanos: number };
  transform_results: Value[];
}

export type Precondition = { exists: boolean } | { updateTime: Micros } | null;

/** A write checked and decoded once, ready to apply to whatever the document is at commit. */
export interface PreparedWrite {
  kind: 'set' | 'patch' | 'delete' | 'verify' | 'transform';
  path: string;
  name: string;
  fields: Fields;
  mask: string[][] | null;
  transforms: { path: string[]; op: TransformOp }[];
  precondition: Precondition;
}

export const MAX_DOCUMENT_BYTES = 1_048_576;
export const MAX_WRITES_PER_REQUEST = 500;

export function prepareWrite(write: WriteProto, db: DatabaseId): PreparedWrite {
  if (!write || typeof write !== 'object') throw invalidArgument('Invalid write.');
  const { kind, name } = operationOf(write);
  const doc = parseDocumentName(name);
  if (doc.projectId !== db.projectId || doc.databaseId !== db.databaseId) {
    throw invalidArgument(`Document "${name}" is not in database "${databaseName(db)}".`);
  }
  const check: ValueCheck = { path: '', reference: (ref) => checkReference(ref) };
  const fields = kind === 'set' || kind === 'patch' ? normalizeFields(write.update?.fields ?? {}, check) : {};
  const rawTransforms =
    kind === 'transform' ? (write.transform?.field_transforms ?? []) : (write.update_transforms ?? []);
  if (rawTransforms.length > 0 && (kind === 'delete' || kind === 'verify')) {
    throw invalidArgument(`A ${kind} cannot carry field transforms.`);
  }
  const transforms = rawTransforms.map((t) => prepareTransform(t, check));
  const mask = kind === 'patch' ? (write.update_mask?.field_paths ?? []).map((p) => parseFieldPath(p)) : null;
  checkNoConflicts(transforms.map((t) => t.path));
  return {
    kind,
    path: doc.path,
    name: documentName(doc, doc.path),
    fields,
    mask,
    transforms,
    precondition: preconditionOf(write),
  };
}

function operationOf(write: WriteProto): { kind: PreparedWrite['kind']; name: string } {
  if (write.update !== undefined && write.update !== null) {
    return { kind: write.update_mask ? 'patch' : 'set', name: String(write.update.name ?? '') };
  }
  if (typeof write.delete === 'string') return { kind: 'delete', name: write.delete };
  if (typeof write.verify === 'string') return { kind: 'verify', name: write.verify };
  if (write.transform) return { kind: 'transform', name: String(write.transform.document ?? '') };
  throw invalidArgument('A write must set one of update, delete or transform.');
}

function checkReference(ref: string): void {
  try {
    parseDocumentName(ref);
  } catch {
    throw invalidArgument(`Invalid reference value "${ref}": it must be a document name.`);
  }
}

function prepareTransform(t: FieldTransformProto, check: ValueCheck): { path: string[]; op: TransformOp } {
  const path = parseFieldPath(String(t.field_path ?? ''));
  const at = { ...check, path: formatFieldPath(path) };
  let op: TransformOp;
  if (t.set_to_server_value !== undefined) {
    if (t.set_to_server_value !== 'REQUEST_TIME' && t.set_to_server_value !== 1) {
      throw invalidArgument(`Unknown server value for field "${at.path}".`);
    }
    op = { kind: 'serverTimestamp' };
  } else if (t.increment) op = { kind: 'increment', operand: normalizeValue(t.increment, at) };
  else if (t.maximum) op = { kind: 'maximum', operand: normalizeValue(t.maximum, at) };
  else if (t.minimum) op = { kind: 'minimum', operand: normalizeValue(t.minimum, at) };
  else if (t.append_missing_elements) {
    op = {
      kind: 'appendMissingElements',
      elements: (t.append_missing_elements.values ?? []).map((v) => normalizeValue(v, at, 1)),
    };
  } else if (t.remove_all_from_array) {
    op = {
      kind: 'removeAllFromArray',
      elements: (t.remove_all_from_array.values ?? []).map((v) => normalizeValue(v, at, 1)),
    };
  } else throw invalidArgument(`Field transform on "${at.path}" sets no transform.`);
  checkTransformOperand(op, at.path);
  return { path, op };
}

/** Two transforms may not touch the same field; a transform on a field of the update mask is
 * fine (the SDKs send `update({'a.b': serverTimestamp()})` so) and applies after the mask. */
function checkNoConflicts(transformPaths: string[][]): void {
  const seen: string[][] = [];
  for (const path of transformPaths) {
    for (const other of seen) {
      if (isPrefix(other, path) || isPrefix(path, other)) {
        throw invalidArgument(
          `Field "${formatFieldPath(path)}" is changed by more than one part of the same write.`,
        );
      }
    }
    seen.push(path);
  }
}

function isPrefix(a: string[], b: string[]): boolean {
  return a.length <= b.length && a.every((s, i) => s === b[i]);
}

function preconditionOf(write: WriteProto): Precondition {
  const pre = write.current_document;
  if (!pre) return null;
  if (pre.update_time) return { updateTime: fromTimestamp(pre.update_time) };
  if (pre.exists !== undefined) return { exists: Boolean(pre.exists) };
  return null;
}

export function checkPrecondition(write: PreparedWrite, current: StoredDocument | null): void {
  const pre = write.precondition;
  if (!pre) return;
  if ('exists' in pre) {
    if (pre.exists && !current) throw new FirestoreError('NOT_FOUND', `No document to update: ${write.name}`);
    if (!pre.exists && current)
      throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${write.name}`);
    return;
  }
  if (!current || current.updateTime !== pre.updateTime) {
    const stored = current ? JSON.stringify(toTimestamp(current.updateTime)) : 'no document';
    throw new FirestoreError(
      'FAILED_PRECONDITION',
      `The document ${write.name} does not match the required update time ${JSON.stringify(toTimestamp(pre.updateTime))} (stored: ${stored}).`,
    );
  }
}

export interface Applied {
  after: StoredDocument | null;
  result: WriteResultProto;
  /** False for a write that left the document as it was. */
  changed: boolean;
}

/** Applies a prepared write to the document as it currently is. */
export function applyWrite(
  write: PreparedWrite,
  current: StoredDocument | null,
  commitTime: Micros,
): Applied {
  checkPrecondition(write, current);
  if (write.kind === 'verify') {
    return { after: current, changed: false, result: { transform_results: [] } };
  }
  if (write.kind === 'delete') {
    return { after: null, changed: current !== null, result: { transform_results: [] } };
  }
  let fields: Fields;
  if (write.kind === 'set') fields = write.fields;
  else if (write.kind === 'transform') fields = current?.fields ?? {};
  else fields = applyMask(current?.fields ?? {}, write.fields, write.mask ?? []);
  const transformResults: Value[] = [];
  for (const { path, op } of write.transforms) {
    const { value, result } = applyTransform(op, getField(fields, path), commitTime);
    fields = setField(fields, path, value);
    transformResults.push(result);
  }
  checkSize(write, fields);
  const changed = !current || !sameFields(current.fields, fields);
  const after: StoredDocument = changed
    ? {
        name: write.name,
        path: write.path,
        fields,
        createTime: current?.createTime ?? commitTime,
        updateTime: commitTime,
      }
    : (current as StoredDocument);
  return {
    after,
    changed,
    result: { update_time: toTimestamp(after.updateTime), transform_results: transformResults },
  };
}

function applyMask(base: Fields, update: Fields, mask: string[][]): Fields {
  let fields = base;
  for (const path of mask) {
    const value = getField(update, path);
    fields = value === undefined ? deleteField(fields, path) : setField(fields, path, value);
  }
  return fields;
}

/** Storage size of a document name: each segment's UTF-8 bytes + 1, plus 16. */
export function nameSize(path: string): number {
  let total = 16;
  for (const segment of path.split('/')) total += Buffer.byteLength(segment) + 1;
  return total;
}

function checkSize(write: PreparedWrite, fields: Fields): void {
  const size = nameSize(write.path) + fieldsSize(fields) + 32;
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document "${write.name}" cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  }
}

/** Exact equality (an int is not a double) to tell whether a write changed anything. */
export function sameFields(a: Fields, b: Fields): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const key of ka) {
    const y = b[key];
    if (y === undefined || !sameValue(a[key] as Value, y)) return false;
  }
  return true;
}

function sameValue(a: Value, b: Value): boolean {
  const kind = kindOf(a);
  if (kind !== kindOf(b)) return false;
  switch (kind) {
    case 'array_value': {
      const x = a.array_value?.values ?? [];
      const y = b.array_value?.values ?? [];
      return x.length === y.length && x.every((v, i) => sameValue(v, y[i] as Value));
    }
    case 'map_value':
      return sameFields(a.map_value?.fields ?? {}, b.map_value?.fields ?? {});
    case 'bytes_value':
      return Buffer.from(bytesOf(a.bytes_value)).equals(Buffer.from(bytesOf(b.bytes_value)));
    case 'double_value':
      return Object.is(a.double_value, b.double_value);
    case 'timestamp_value':
    case 'geo_point_value':
      return JSON.stringify(a[kind]) === JSON.stringify(b[kind]);
    default:
      return a[kind as string] === b[kind as string];
  }
}
