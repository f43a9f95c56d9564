// Equality indexes: per collection and field, the documents holding each scalar value. Built the
// first time a query filters a collection on that field with `==`, then kept up to date on every
// write of the collection. A query uses the smallest bucket among its equality filters as its
// candidates and still applies all of its filters to them, so an index only ever narrows the scan.

import { getField } from '../fields.ts';
import { parseFieldPath } from '../paths.ts';
import { type CompiledQuery, compareDocuments, type FilterProto, matchesQuery } from '../query.ts';
import type { StoredDocument } from '../store.ts';
import { bytesOf, kindOf, type Value } from '../values.ts';

type Bucket = Map<string, StoredDocument>;

interface FieldIndex {
  path: string[];
  /** value key → document path → document. */
  buckets: Map<string, Bucket>;
}

/** Buckets kept sorted in one query order (its order_by, then __name__). */
interface OrderedIndex {
  path: string[];
  order: CompiledQuery;
  buckets: Map<string, StoredDocument[]>;
}

/** The key equal values share (1 and 1.0 alike); undefined for values an index does not hold. */
export function equalityKey(value: Value | undefined): string | undefined {
  if (value === undefined) return undefined;
  switch (kindOf(value)) {
    case 'null_value':
      return 'z';
    case 'boolean_value':
      return value.boolean_value ? 'b1' : 'b0';
    case 'integer_value':
    case 'double_value': {
      const n = Number(value.integer_value ?? value.double_value);
      return Number.isNaN(n) ? undefined : `n${n === 0 ? 0 : n}`;
    }
    case 'timestamp_value': {
      const t = value.timestamp_value ?? {};
      return `t${Number(t.seconds ?? 0)}.${t.nanos ?? 0}`;
    }
    case 'string_value':
      return `s${value.string_value}`;
    case 'reference_value':
      return `r${value.reference_value}`;
    case 'bytes_value':
      return `y${Buffer.from(bytesOf(value.bytes_value)).toString('base64')}`;
    default:
      return undefined;
  }
}

/** Collections smaller than this are scanned: an index would not pay for itself. */
const MIN_COLLECTION_SIZE = 500;

export class EqualityIndexes {
  /** collection path → field path text → index. */
  private readonly collections = new Map<string, Map<string, FieldIndex>>();
  /** collection path → field path and order text → index. */
  private readonly ordered = new Map<string, Map<string, OrderedIndex>>();
  private readonly scan: (collection: string) => Iterable<StoredDocument>;

  /** `scan` lists the current documents of one collection (to build an index). */
  constructor(scan: (collection: string) => Iterable<StoredDocument>) {
    this.scan = scan;
  }

  /** Every write of a document goes through here, with its collection path. */
  update(collection: string, before: StoredDocument | null, after: StoredDocument | null): void {
    for (const index of this.collections.get(collection)?.values() ?? []) {
      if (before) remove(index, before);
      if (after) add(index, after);
    }
    for (const index of this.ordered.get(collection)?.values() ?? []) {
      if (before) removeOrdered(index, before);
      if (after) addOrdered(index, after);
    }
  }

  clear(): void {
    this.collections.clear();
    this.ordered.clear();
  }

  /**
   * Documents that may match the query, current versions, from the smallest bucket of its
   * equality filters; undefined when no equality filter can use an index.
   */
  candidates(q: CompiledQuery, collections: readonly string[]): StoredDocument[] | undefined {
    const equalities = equalityFilters(q.structured.where);
    if (equalities.length === 0) return undefined;
    if (q.limit !== null && collections.length === 1) {
      return this.firstMatches(q, collections[0] as string, equalities);
    }
    let best: StoredDocument[] | undefined;
    for (const { field, key } of equalities) {
      const found: StoredDocument[] = [];
      for (const collection of collections) {
        const index = this.indexFor(collection, field);
        if (!index) return undefined;
        for (const doc of index.buckets.get(key)?.values() ?? []) found.push(doc);
      }
      if (!best || found.length < best.length) best = found;
    }
    return best;
  }

  /** The query's first offset + limit matches, in order, from the smallest ordered bucket. */
  private firstMatches(
    q: CompiledQuery,
    collection: string,
    equalities: { field: string; key: string }[],
  ): StoredDocument[] | undefined {
    let best: StoredDocument[] | undefined;
    for (const { field, key } of equalities) {
      const index = this.orderedIndexFor(collection, field, q);
      if (!index) return undefined;
      const bucket = index.buckets.get(key) ?? [];
      if (!best || bucket.length < best.length) best = bucket;
    }
    const wanted = q.offset + (q.limit ?? 0);
    const out: StoredDocument[] = [];
    for (const doc of best ?? []) {
      if (out.length >= wanted) break;
      if (matchesQuery(doc, q)) out.push(doc);
    }
    return out;
  }

  private orderedIndexFor(collection: string, field: string, q: CompiledQuery): OrderedIndex | undefined {
    const name = `${field}|${q.orderBy.map((o) => `${o.path.join('\u0000')}${o.descending ? '-' : '+'}`).join(',')}`;
    let indexes = this.ordered.get(collection);
    const existing = indexes?.get(name);
    if (existing) return existing;
    const docs = [...this.scan(collection)];
    if (docs.length < MIN_COLLECTION_SIZE) return undefined;
    const index: OrderedIndex = { path: parseFieldPath(field), order: q, buckets: new Map() };
    for (const doc of docs) {
      const key = orderedKey(index, doc);
      if (key === undefined) continue;
      let bucket = index.buckets.get(key);
      if (!bucket) {
        bucket = [];
        index.buckets.set(key, bucket);
      }
      bucket.push(doc);
    }
    for (const bucket of index.buckets.values()) bucket.sort((a, b) => compareDocuments(q, a, b));
    if (!indexes) {
      indexes = new Map();
      this.ordered.set(collection, indexes);
    }
    indexes.set(name, index);
    return index;
  }

  private indexFor(collection: string, field: string): FieldIndex | undefined {
    let indexes = this.collections.get(collection);
    const existing = indexes?.get(field);
    if (existing) return existing;
    const docs = [...this.scan(collection)];
    if (docs.length < MIN_COLLECTION_SIZE) return undefined;
    const index: FieldIndex = { path: parseFieldPath(field), buckets: new Map() };
    for (const doc of docs) add(index, doc);
    if (!indexes) {
      indexes = new Map();
      this.collections.set(collection, indexes);
    }
    indexes.set(field, index);
    return index;
  }
}

function add(index: FieldIndex, doc: StoredDocument): void {
  const key = equalityKey(getField(doc.fields, index.path));
  if (key === undefined) return;
  let bucket = index.buckets.get(key);
  if (!bucket) {
    bucket = new Map();
    index.buckets.set(key, bucket);
  }
  bucket.set(doc.path, doc);
}

function remove(index: FieldIndex, doc: StoredDocument): void {
  const key = equalityKey(getField(doc.fields, index.path));
  if (key === undefined) return;
  const bucket = index.buckets.get(key);
  bucket?.delete(doc.path);
  if (bucket?.size === 0) index.buckets.delete(key);
}

/** A document's bucket in an ordered index; undefined when it lacks a field the order needs. */
function orderedKey(index: OrderedIndex, doc: StoredDocument): string | undefined {
  for (const o of index.order.orderBy) {
    if (o.path.length === 1 && o.path[0] === '__name__') continue;
    if (getField(doc.fields, o.path) === undefined) return undefined;
  }
  return equalityKey(getField(doc.fields, index.path));
}

/** Where `doc` sits (or would sit) in a bucket sorted by the index's order. */
function position(index: OrderedIndex, bucket: StoredDocument[], doc: StoredDocument): number {
  let low = 0;
  let high = bucket.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareDocuments(index.order, bucket[mid] as StoredDocument, doc) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function addOrdered(index: OrderedIndex, doc: StoredDocument): void {
  const key = orderedKey(index, doc);
  if (key === undefined) return;
  let bucket = index.buckets.get(key);
  if (!bucket) {
    bucket = [];
    index.buckets.set(key, bucket);
  }
  bucket.splice(position(index, bucket, doc), 0, doc);
}

function removeOrdered(index: OrderedIndex, doc: StoredDocument): void {
  const key = orderedKey(index, doc);
  if (key === undefined) return;
  const bucket = index.buckets.get(key);
  if (!bucket) return;
  const at = position(index, bucket, doc);
  if (bucket[at]?.path === doc.path) bucket.splice(at, 1);
  if (bucket.length === 0) index.buckets.delete(key);
}

/** `field == scalar` filters that every result must satisfy (top level or under AND). */
function equalityFilters(filter: FilterProto | undefined): { field: string; key: string }[] {
  if (!filter) return [];
  const composite = filter.composite_filter;
  if (composite) {
    if (composite.op !== 'AND' && composite.op !== 1) return [];
    return (composite.filters ?? []).flatMap((part) => equalityFilters(part));
  }
  const field = filter.field_filter;
  if (!field || (field.op !== 'EQUAL' && field.op !== 5)) return [];
  const path = String(field.field?.field_path ?? '');
  const key = equalityKey(field.value as Value | undefined);
  if (key === undefined || path === '__name__' || path === '') return [];
  return [{ field: path, key }];
}
