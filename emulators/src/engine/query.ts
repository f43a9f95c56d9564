// Structured queries: compiled once into filters, a total order and bounds, then run against a
// database's documents. The Listen stream reuses the same compiled query to match changes.
import { FirestoreError, invalidArgument } from './errors.ts';
import { getField } from './fields.ts';
import {
  type DatabaseId,
  documentName,
  documentsRoot,
  formatFieldPath,
  NAME_FIELD,
  parseBoundName,
  parseFieldPath,
  parseParent,
  validateCollectionId,
} from './paths.ts';
import type { DatabaseState, StoredDocument } from './store.ts';
import type { Micros } from './time.ts';
import {
  arrayContains,
  compareReferences,
  compareStrings,
  compareValues,
  isNaNValue,
  isNullValue,
  kindOf,
  normalizeValue,
  typeOrder,
  type Value,
} from './values.ts';

type FieldRef = { field_path?: string };

/** google.firestore.v1.StructuredQuery in the gRPC object shape. */
export interface StructuredQuery {
  select?: { fields?: FieldRef[] };
  from?: { collection_id?: string; all_descendants?: boolean }[];
  where?: FilterProto;
  order_by?: { field?: FieldRef; direction?: string | number }[];
  start_at?: CursorProto;
  end_at?: CursorProto;
  offset?: number;
  limit?: { value?: number } | number;
  find_nearest?: unknown;
}

export interface FilterProto {
  composite_filter?: { op?: string | number; filters?: FilterProto[] };
  field_filter?: { field?: FieldRef; op?: string | number; value?: Value };
  unary_filter?: { op?: string | number; field?: FieldRef };
  filter_type?: string;
}

export interface CursorProto {
  values?: Value[];
  before?: boolean;
}

export interface OrderBy {
  path: string[];
  descending: boolean;
}

interface Bound {
  values: Value[];
  before: boolean;
}

/** A query checked and compiled against its parent. */
export interface CompiledQuery {
  db: DatabaseId;
  /** Parent path below documents ('' = root). */
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  filter: (doc: StoredDocument) => boolean;
  /** Every ordering the results follow, ending with __name__. */
  orderBy: OrderBy[];
  startAt: Bound | null;
  endAt: Bound | null;
  offset: number;
  limit: number | null;
  /** Field paths to keep, or null for whole documents. */
  projection: string[][] | null;
  /** The query as received. */
  structured: StructuredQuery;
}

const MAX_DISJUNCTIONS = 30;

/** Compiles a query. `parentName` is projects/{p}/databases/{d}/documents[/path]. */
export function compileQuery(parentName: string, query: StructuredQuery): CompiledQuery {
  const parent = parseParent(parentName);
  if (!query || typeof query !== 'object') throw invalidArgument('A structured query is required.');
  const from = query.from ?? [];
  if (from.length !== 1) throw invalidArgument('A query must select exactly one collection (from).');
  const selector = from[0] ?? {};
  const collectionId = String(selector.collection_id ?? '');
  const allDescendants = Boolean(selector.all_descendants);
  if (!allDescendants || collectionId !== '') validateCollectionId(collectionId);
  if (query.find_nearest)
    throw new FirestoreError(
      'UNIMPLEMENTED',
      'Vector search (find_nearest) is not supported by this emulator.',
    );
  const db: DatabaseId = { projectId: parent.projectId, databaseId: parent.databaseId };
  const inequalities: string[][] = [];
  const filter = query.where ? compileFilter(query.where, db, inequalities) : () => true;
  const orderBy = normalizedOrderBy(query, inequalities);
  const limit = limitOf(query.limit);
  const offset = Number(query.offset ?? 0);
  if (!Number.isInteger(offset) || offset < 0)
    throw invalidArgument('offset must be a non-negative integer.');
  return {
    db,
    parent: parent.path,
    collectionId,
    allDescendants,
    filter,
    orderBy,
    startAt: boundOf(query.start_at, orderBy, db, 'start_at'),
    endAt: boundOf(query.end_at, orderBy, db, 'end_at'),
    offset,
    limit,
    projection: query.select
      ? (query.select.fields ?? []).map((f) => parseFieldPath(String(f.field_path ?? '')))
      : null,
    structured: query,
  };
}

function limitOf(raw: StructuredQuery['limit']): number | null {
  if (raw === undefined || raw === null) return null;
  const n = typeof raw === 'number' ? raw : raw.value;
  if (n === undefined) return null;
  if (!Number.isInteger(n) || n < 0) throw invalidArgument('limit must be a non-negative integer.');
  return n;
}

function enumName(raw: string | number | undefined, names: readonly string[]): string {
  if (typeof raw === 'number') return names[raw] ?? 'UNSPECIFIED';
  return raw ?? names[0] ?? 'UNSPECIFIED';
}

const FIELD_OPS = [
  'OPERATOR_UNSPECIFIED',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
] as const;
const UNARY_OPS = [
  'OPERATOR_UNSPECIFIED',
  'UNUSED',
  'IS_NAN',
  'IS_NULL',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
] as const;
const COMPOSITE_OPS = ['OPERATOR_UNSPECIFIED', 'AND', 'OR'] as const;
const INEQUALITY = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

type DocPredicate = (doc: StoredDocument) => boolean;

/** The value a field path reads from a document; __name__ reads its name as a reference. */
export function fieldOf(doc: StoredDocument, path: readonly string[]): Value | undefined {
  if (path.length === 1 && path[0] === NAME_FIELD) return { reference_value: doc.name };
  return getField(doc.fields, path);
}

function compileFilter(filter: FilterProto, db: DatabaseId, inequalities: string[][]): DocPredicate {
  if (filter.composite_filter) {
    const op = enumName(filter.composite_filter.op, COMPOSITE_OPS);
    const parts = (filter.composite_filter.filters ?? []).map((f) => compileFilter(f, db, inequalities));
    if (op === 'AND') return (doc) => parts.every((p) => p(doc));
    if (op === 'OR') return (doc) => parts.some((p) => p(doc));
    throw invalidArgument('A composite filter needs the operator AND or OR.');
  }
  if (filter.field_filter) return compileFieldFilter(filter.field_filter, db, inequalities);
  if (filter.unary_filter) return compileUnaryFilter(filter.unary_filter, inequalities);
  throw invalidArgument('A filter must set composite_filter, field_filter or unary_filter.');
}

function pathOf(ref: FieldRef | undefined): string[] {
  return parseFieldPath(String(ref?.field_path ?? ''));
}

function noteInequality(op: string, path: string[], inequalities: string[][]): void {
  if (!INEQUALITY.has(op)) return;
  const key = formatFieldPath(path);
  if (!inequalities.some((p) => formatFieldPath(p) === key)) inequalities.push(path);
}

function compileUnaryFilter(
  f: NonNullable<FilterProto['unary_filter']>,
  inequalities: string[][],
): DocPredicate {
  const op = enumName(f.op, UNARY_OPS);
  const path = pathOf(f.field);
  noteInequality(op, path, inequalities);
  // The same semantics as the SDKs: IS_NAN is `== NaN`, IS_NOT_NULL is `!= null`, and so on.
  switch (op) {
    case 'IS_NAN':
      return (doc) => {
        const v = fieldOf(doc, path);
        return v !== undefined && isNaNValue(v);
      };
    case 'IS_NULL':
      return (doc) => {
        const v = fieldOf(doc, path);
        return v !== undefined && isNullValue(v);
      };
    case 'IS_NOT_NAN':
      return (doc) => {
        const v = fieldOf(doc, path);
        return v !== undefined && !isNullValue(v) && !isNaNValue(v);
      };
    case 'IS_NOT_NULL':
      return (doc) => {
        const v = fieldOf(doc, path);
        return v !== undefined && !isNullValue(v);
      };
    default:
      throw invalidArgument(`Unsupported unary filter operator ${String(f.op)}.`);
  }
}

function compileFieldFilter(
  f: NonNullable<FilterProto['field_filter']>,
  db: DatabaseId,
  inequalities: string[][],
): DocPredicate {
  const op = enumName(f.op, FIELD_OPS);
  const path = pathOf(f.field);
  if (!f.value) throw invalidArgument(`Filter on "${formatFieldPath(path)}" has no value.`);
  const value = normalizeValue(f.value, {
    path: formatFieldPath(path),
    reference: () => {},
    nestedArrays: true,
  });
  noteInequality(op, path, inequalities);
  const isName = path.length === 1 && path[0] === NAME_FIELD;
  if (isName) checkNameOperand(op, value, db);
  const list = value.array_value?.values ?? [];
  if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
    if (kindOf(value) !== 'array_value' || list.length === 0) {
      throw invalidArgument(`A ${op} filter needs a non-empty array value.`);
    }
    if (list.length > MAX_DISJUNCTIONS && op !== 'NOT_IN') {
      throw invalidArgument(`A ${op} filter accepts at most ${MAX_DISJUNCTIONS} values.`);
    }
  }
  const order = typeOrder(value);
  const read = (doc: StoredDocument) => fieldOf(doc, path);
  switch (op) {
    case 'EQUAL':
      if (value.string_value !== undefined) {
        // The common case, without the generic comparison.
        const text = value.string_value;
        return (doc) => read(doc)?.string_value === text;
      }
      return (doc) => {
        const v = read(doc);
        return v !== undefined && typeOrder(v) === order && compareValues(v, value) === 0;
      };
    case 'NOT_EQUAL':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !isNullValue(v) && compareValues(v, value) !== 0;
      };
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      const test = comparison(op);
      return (doc) => {
        const v = read(doc);
        return v !== undefined && typeOrder(v) === order && test(compareValues(v, value));
      };
    }
    case 'ARRAY_CONTAINS':
      return (doc) => arrayContains(read(doc)?.array_value?.values, value);
    // As on the service, a null or NaN in an `in` or `array-contains-any` list matches nothing
    // (equality with them is IS_NULL / IS_NAN, which these operators do not do).
    case 'ARRAY_CONTAINS_ANY':
      return (doc) => {
        const values = read(doc)?.array_value?.values;
        return values?.some((v) => !isNullValue(v) && !isNaNValue(v) && arrayContains(list, v)) ?? false;
      };
    case 'IN':
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !isNullValue(v) && !isNaNValue(v) && arrayContains(list, v);
      };
    case 'NOT_IN': {
      if (arrayContains(list, { null_value: 'NULL_VALUE' })) return () => false;
      return (doc) => {
        const v = read(doc);
        return v !== undefined && !isNullValue(v) && !arrayContains(list, v);
      };
    }
    default:
      throw invalidArgument(`Unsupported field filter operator ${String(f.op)}.`);
  }
}

function comparison(op: string): (c: number) => boolean {
  if (op === 'LESS_THAN') return (c) => c < 0;
  if (op === 'LESS_THAN_OR_EQUAL') return (c) => c <= 0;
  if (op === 'GREATER_THAN') return (c) => c > 0;
  return (c) => c >= 0;
}

function checkNameOperand(op: string, value: Value, db: DatabaseId): void {
  const values = op === 'IN' || op === 'NOT_IN' ? (value.array_value?.values ?? []) : [value];
  if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY')
    throw invalidArgument(`${op} is not allowed on __name__.`);
  for (const v of values) {
    if (v.reference_value === undefined)
      throw invalidArgument('A filter on __name__ needs a reference value.');
    const ref = parseBoundName(v.reference_value);
    if (ref.projectId !== db.projectId || ref.databaseId !== db.databaseId) {
      throw invalidArgument(`Reference "${v.reference_value}" is not in database "${documentsRoot(db)}".`);
    }
  }
}

function isDescending(raw: string | number | undefined): boolean {
  return raw === 'DESCENDING' || raw === 2;
}

/** Explicit orderBy, then inequality fields not yet ordered (by field path), then __name__, each
 * implicit one in the direction of the last explicit ordering. */
function normalizedOrderBy(query: StructuredQuery, inequalities: string[][]): OrderBy[] {
  const orderBy: OrderBy[] = (query.order_by ?? []).map((o) => ({
    path: pathOf(o.field),
    descending: isDescending(o.direction),
  }));
  const seen = new Set(orderBy.map((o) => formatFieldPath(o.path)));
  const descending = orderBy.length > 0 ? (orderBy[orderBy.length - 1] as OrderBy).descending : false;
  const missing = inequalities.filter((p) => !seen.has(formatFieldPath(p))).sort(compareFieldPaths);
  for (const path of missing) {
    if (path.length === 1 && path[0] === NAME_FIELD) continue;
    orderBy.push({ path, descending });
    seen.add(formatFieldPath(path));
  }
  if (!seen.has(NAME_FIELD)) orderBy.push({ path: [NAME_FIELD], descending });
  return orderBy;
}

function compareFieldPaths(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareStrings(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

function boundOf(
  cursor: CursorProto | undefined,
  orderBy: OrderBy[],
  db: DatabaseId,
  what: string,
): Bound | null {
  if (!cursor) return null;
  const values = cursor.values ?? [];
  if (values.length > orderBy.length)
    throw invalidArgument(`Too many cursor values in ${what}: the query orders by ${orderBy.length} fields.`);
  const normalized = values.map((v, i) => {
    const order = orderBy[i] as OrderBy;
    const value = normalizeValue(v, {
      path: formatFieldPath(order.path),
      reference: () => {},
      nestedArrays: true,
    });
    if (order.path.length === 1 && order.path[0] === NAME_FIELD) checkCursorName(value, db);
    return value;
  });
  return { values: normalized, before: Boolean(cursor.before) };
}

function checkCursorName(value: Value, db: DatabaseId): void {
  if (value.reference_value === undefined)
    throw invalidArgument('A cursor value for __name__ must be a reference.');
  const ref = parseBoundName(value.reference_value);
  if (ref.projectId !== db.projectId || ref.databaseId !== db.databaseId) {
    throw invalidArgument(`Cursor reference "${value.reference_value}" is in another database.`);
  }
}

/** Where a document sorts relative to a cursor over the cursor's fields. */
function compareToBound(q: CompiledQuery, doc: StoredDocument, bound: Bound): number {
  for (let i = 0; i < bound.values.length; i++) {
    const order = q.orderBy[i] as OrderBy;
    const v = fieldOf(doc, order.path);
    if (v === undefined) return 0;
    const c = compareValues(v, bound.values[i] as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

function inBounds(q: CompiledQuery, doc: StoredDocument): boolean {
  if (q.startAt) {
    const c = compareToBound(q, doc, q.startAt);
    if (q.startAt.before ? c < 0 : c <= 0) return false;
  }
  if (q.endAt) {
    const c = compareToBound(q, doc, q.endAt);
    if (q.endAt.before ? c >= 0 : c > 0) return false;
  }
  return true;
}

/** Whether a document is in the query's collection(s). */
export function inQueryScope(q: CompiledQuery, path: string): boolean {
  const collection = path.slice(0, path.lastIndexOf('/'));
  const id = collection.slice(collection.lastIndexOf('/') + 1);
  if (!q.allDescendants) return collection === (q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId);
  if (q.collectionId !== '' && id !== q.collectionId) return false;
  return q.parent === '' || path.startsWith(`${q.parent}/`);
}

/** Whether a document belongs to the query's results before offset and limit: in scope, passes the
 * filters, has every ordered field and lies within the cursors. */
export function matchesQuery(doc: StoredDocument, q: CompiledQuery): boolean {
  if (!inQueryScope(q, doc.path)) return false;
  return matchesContent(q, doc);
}

function matchesContent(q: CompiledQuery, doc: StoredDocument): boolean {
  if (!q.filter(doc)) return false;
  for (const o of q.orderBy) {
    if (o.path.length === 1 && o.path[0] === NAME_FIELD) continue;
    if (getField(doc.fields, o.path) === undefined) return false;
  }
  return q.startAt === null && q.endAt === null ? true : inBounds(q, doc);
}

/** The query's total order over matching documents. */
export function compareDocuments(q: CompiledQuery, a: StoredDocument, b: StoredDocument): number {
  for (const o of q.orderBy) {
    const c =
      o.path.length === 1 && o.path[0] === NAME_FIELD
        ? compareReferences(a.name, b.name)
        : compareValues(fieldOf(a, o.path) as Value, fieldOf(b, o.path) as Value);
    if (c !== 0) return o.descending ? -c : c;
  }
  return 0;
}

/** Runs a compiled query: every match in order, then offset and limit. */
export function runCompiledQuery(
  state: DatabaseState,
  q: CompiledQuery,
  readTime?: Micros,
): StoredDocument[] {
  const collections = state.collectionsFor(q.parent, q.collectionId, q.allDescendants);
  const compare = (a: StoredDocument, b: StoredDocument) => compareDocuments(q, a, b);
  // Current reads start from an equality index when one applies (indexing/equality.ts).
  const candidates = readTime === undefined ? state.indexes.candidates(q, collections) : undefined;
  const each = candidates
    ? (visit: (doc: StoredDocument) => void) => candidates.forEach(visit)
    : (visit: (doc: StoredDocument) => void) => state.forEach(collections, readTime, visit);
  if (q.limit !== null) return firstInOrder(each, q, compare).slice(q.offset);
  const matches: StoredDocument[] = [];
  each((doc) => {
    if (matchesContent(q, doc)) matches.push(doc);
  });
  matches.sort(compare);
  return q.offset === 0 ? matches : matches.slice(q.offset);
}

/** The first offset + limit matches in order, without sorting every match: a sorted window that a
 * candidate enters only when it beats the window's last document. */
function firstInOrder(
  each: (visit: (doc: StoredDocument) => void) => void,
  q: CompiledQuery,
  compare: (a: StoredDocument, b: StoredDocument) => number,
): StoredDocument[] {
  const size = q.offset + (q.limit ?? 0);
  const window: StoredDocument[] = [];
  if (size === 0) return window;
  each((doc) => {
    if (!matchesContent(q, doc)) return;
    if (window.length === size && compare(doc, window[size - 1] as StoredDocument) >= 0) return;
    let lo = 0;
    let hi = window.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(window[mid] as StoredDocument, doc) <= 0) lo = mid + 1;
      else hi = mid;
    }
    window.splice(lo, 0, doc);
    if (window.length > size) window.pop();
  });
  return window;
}

export function documentNameFor(q: CompiledQuery, path: string): string {
  return documentName(q.db, path);
}
