// Security rules over a list query, shared by RunQuery, RunAggregationQuery, ListDocuments and
// Listen (gRPC, REST and WebChannel all come here). As the service does, a query is judged by its
// constraints, never by the stored documents ("rules are not filters"): `resource.data.f` is the
// value an equality (or `is null`) filter fixes, each value of an `in` filter is judged in turn,
// an OR query is judged branch by branch, and every field the query does not fix is unknown, so a
// rule whose outcome depends on one denies. The cost is a few rule evaluations per query, the
// same for an empty collection and a full one.
import type { FirestoreValue, QueriedDocument } from '../rules/api.ts';
import { type CallContext, type Engine, rulesPath } from './engine.ts';
import { FirestoreError } from './errors.ts';
import { type DatabaseId, formatFieldPath, NAME_FIELD, parseBoundName, parseFieldPath } from './paths.ts';
import type { CompiledQuery, FilterProto, StructuredQuery } from './query.ts';
import { rulesValue } from './rules-shape.ts';
import type { Value } from './values.ts';

/** More evaluations than this (OR branches × `in` values) are refused rather than run. */
const MAX_JUDGMENTS = 1000;

/** The rules request for a list of `q`, judged by one document its filters describe. */
export function listRequest(q: CompiledQuery, queried: QueriedDocument) {
  const named = queried.name ? parseBoundName(queried.name) : null;
  // A document fixed by name is judged at its own path, collection group or not.
  const path = named ? named.path.slice(0, named.path.lastIndexOf('/')) : collectionPath(q);
  return {
    method: 'list' as const,
    path: rulesPath(q.db, path),
    resource: null,
    queried,
    requestResource: null,
    query: {
      ...(q.limit !== null ? { limit: q.limit } : {}),
      offset: q.offset,
      orderBy: q.orderBy.map((o) => formatFieldPath(o.path)),
    },
    collectionGroup: q.allDescendants && !named,
  };
}

/** Throws PERMISSION_DENIED unless the rules allow `list` for every document `q` could return. */
export async function authorizeList(engine: Engine, ctx: CallContext, q: CompiledQuery): Promise<void> {
  if (ctx.auth === 'owner') return;
  for (const queried of queriedDocuments(q.structured.where))
    await engine.authorize(ctx, q.db, listRequest(q, queried));
}

/** The same judgment for ListDocuments: any document of the collection, nothing fixed. */
export async function authorizeCollectionList(
  engine: Engine,
  ctx: CallContext,
  db: DatabaseId,
  collection: string,
): Promise<void> {
  if (ctx.auth === 'owner') return;
  await engine.authorize(ctx, db, {
    method: 'list',
    path: rulesPath(db, collection),
    resource: null,
    queried: { fixed: [] },
    requestResource: null,
  });
}

function collectionPath(q: CompiledQuery): string {
  return q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId;
}

/** One fact a filter states about a returned document: a field's value, or its name. */
type Fact = { path: string[]; value: Value };

/**
 * The documents to judge: the filter in disjunctive normal form, each branch once per choice of
 * its `in` values. A filter that fixes nothing gives one document with every field unknown.
 */
export function queriedDocuments(where: StructuredQuery['where']): QueriedDocument[] {
  const out: QueriedDocument[] = [];
  for (const branch of branches(where)) {
    let choices: Fact[][] = [[]];
    for (const options of branch) {
      choices = choices.flatMap((facts) => options.map((fact) => [...facts, fact]));
      if (choices.length * (out.length + 1) > MAX_JUDGMENTS) throw tooMany();
    }
    for (const facts of choices) out.push(describe(facts));
  }
  return out;
}

function tooMany(): FirestoreError {
  return new FirestoreError(
    'PERMISSION_DENIED',
    `Missing or insufficient permissions. The query's OR branches and 'in' values need more than ${MAX_JUDGMENTS} rule evaluations.`,
  );
}

function describe(facts: Fact[]): QueriedDocument {
  const queried: QueriedDocument = { fixed: [] };
  for (const { path, value } of facts) {
    if (path.length === 1 && path[0] === NAME_FIELD) {
      if (value.reference_value !== undefined) queried.name = value.reference_value;
    } else queried.fixed.push({ path, value: rulesValue(value) as FirestoreValue });
  }
  return queried;
}

/** A branch of the DNF: for each filter that fixes something, the facts it allows (one for `==`,
 * one per value for `in`). */
type Branch = Fact[][];

function branches(filter: FilterProto | undefined): Branch[] {
  if (!filter) return [[]];
  const composite = filter.composite_filter;
  if (composite) {
    const parts = (composite.filters ?? []).map(branches);
    if (composite.op === 'OR' || composite.op === 2) {
      const all = parts.flat();
      if (all.length > MAX_JUDGMENTS) throw tooMany();
      return all;
    }
    let product: Branch[] = [[]];
    for (const part of parts) {
      product = product.flatMap((left) => part.map((right) => [...left, ...right]));
      if (product.length > MAX_JUDGMENTS) throw tooMany();
    }
    return product;
  }
  const facts = factsOf(filter);
  return [facts ? [facts] : []];
}

const EQUAL = new Set(['EQUAL', 5]);
const IN = new Set(['IN', 8]);
const IS_NULL = new Set(['IS_NULL', 3]);
const IS_NAN = new Set(['IS_NAN', 2]);

/** The alternatives one filter allows for one field, or null when it fixes no single value. */
function factsOf(filter: FilterProto): Fact[] | null {
  const field = filter.field_filter;
  if (field?.value) {
    const path = parseFieldPath(String(field.field?.field_path ?? ''));
    if (EQUAL.has(field.op ?? '')) return [{ path, value: field.value }];
    if (IN.has(field.op ?? ''))
      return (field.value.array_value?.values ?? []).map((value) => ({ path, value }));
    return null;
  }
  const unary = filter.unary_filter;
  if (unary) {
    const path = parseFieldPath(String(unary.field?.field_path ?? ''));
    if (IS_NULL.has(unary.op ?? '')) return [{ path, value: { null_value: 'NULL_VALUE' } }];
    if (IS_NAN.has(unary.op ?? '')) return [{ path, value: { double_value: Number.NaN } }];
  }
  return null;
}
