// RunQuery, RunAggregationQuery, ListCollectionIds and PartitionQuery.
import { type AggregationProto, aggregate, checkAggregations } from '../aggregation.ts';
import { type DocumentProto, toDocumentProto } from '../documents.ts';
import type { CallContext, Engine } from '../engine.ts';
import { FirestoreError, invalidArgument } from '../errors.ts';
import { parseParent } from '../paths.ts';
import { type CompiledQuery, compileQuery, runCompiledQuery, type StructuredQuery } from '../query.ts';
import { authorizeList } from '../query-rules.ts';
import type { StoredDocument } from '../store.ts';
import { fromTimestamp, type ProtoTimestamp, toTimestamp } from '../time.ts';
import { recordRead } from '../transactions.ts';
import type { Fields } from '../values.ts';
import { type Consistency, readPlan, type Timestamp } from './read-plan.ts';

export interface RunQueryRequest extends Consistency {
  parent: string;
  structured_query?: StructuredQuery;
  explain_options?: unknown;
}

export interface RunQueryResponse {
  document?: DocumentProto;
  read_time: Timestamp;
  transaction?: Buffer;
  skipped_results?: number;
  done?: boolean;
}

/** Query explain (plans, index use) has no meaning here; say so rather than answer without it. */
function refuseExplain(options: unknown): void {
  if (options) throw new FirestoreError('UNIMPLEMENTED', 'Query explain is not supported by this emulator.');
}

function queryFor(parent: string, structured: StructuredQuery | undefined): CompiledQuery {
  if (!structured) throw invalidArgument('structured_query is required.');
  return compileQuery(parent, structured);
}

export async function runQuery(
  engine: Engine,
  req: RunQueryRequest,
  ctx: CallContext,
): Promise<RunQueryResponse[]> {
  refuseExplain(req.explain_options);
  const q = queryFor(req.parent, req.structured_query);
  await authorizeList(engine, ctx, q);
  const plan = readPlan(engine, q.db, req);
  const docs = runCompiledQuery(engine.database(q.db), q, plan.readTime);
  const readTime = toTimestamp(plan.reported);
  const out: RunQueryResponse[] = docs.map((doc) => {
    if (plan.tx) recordRead(plan.tx, doc.path, doc);
    return { document: toDocumentProto(doc, q.projection), read_time: readTime };
  });
  if (out.length === 0) out.push({ read_time: readTime });
  if (plan.newTransaction) (out[0] as RunQueryResponse).transaction = plan.newTransaction;
  return out;
}

export interface RunAggregationQueryRequest extends Consistency {
  parent: string;
  structured_aggregation_query?: { structured_query?: StructuredQuery; aggregations?: AggregationProto[] };
  explain_options?: unknown;
}

export interface RunAggregationQueryResponse {
  result: { aggregate_fields: Fields };
  read_time: Timestamp;
  transaction?: Buffer;
}

export async function runAggregationQuery(
  engine: Engine,
  req: RunAggregationQueryRequest,
  ctx: CallContext,
): Promise<RunAggregationQueryResponse[]> {
  refuseExplain(req.explain_options);
  const aggregation = req.structured_aggregation_query;
  if (!aggregation) throw invalidArgument('structured_aggregation_query is required.');
  const q = queryFor(req.parent, aggregation.structured_query);
  checkAggregations(aggregation.aggregations ?? []);
  await authorizeList(engine, ctx, q);
  const plan = readPlan(engine, q.db, req);
  const docs = runCompiledQuery(engine.database(q.db), q, plan.readTime);
  const response: RunAggregationQueryResponse = {
    result: { aggregate_fields: aggregate(docs, aggregation.aggregations ?? []) },
    read_time: toTimestamp(plan.reported),
  };
  if (plan.newTransaction) response.transaction = plan.newTransaction;
  return [response];
}

export async function listCollectionIds(
  engine: Engine,
  req: { parent: string; page_size?: number; page_token?: string; read_time?: ProtoTimestamp },
  ctx: CallContext,
): Promise<{ collection_ids: string[]; next_page_token: string }> {
  const parent = parseParent(req.parent);
  if (ctx.auth !== 'owner')
    throw new FirestoreError('PERMISSION_DENIED', 'Only the owner (server SDKs) may list collection ids.');
  const readTime = req.read_time ? fromTimestamp(req.read_time) : undefined;
  const ids = engine.database(parent).childCollectionIds(parent.path, readTime).sort();
  const start = req.page_token
    ? ids.findIndex((id) => id > Buffer.from(req.page_token as string, 'base64').toString('utf8'))
    : 0;
  const size = req.page_size && req.page_size > 0 ? req.page_size : ids.length;
  const page = start < 0 ? [] : ids.slice(start, start + size);
  const more = start >= 0 && start + size < ids.length;
  return {
    collection_ids: page,
    next_page_token: more ? Buffer.from(page[page.length - 1] ?? '').toString('base64') : '',
  };
}

/** Split points for a collection-group query ordered by __name__: at most partition_count document
 * names (the proto counts points, not partitions), evenly spaced over the matching documents. */
export async function partitionQuery(
  engine: Engine,
  req: {
    parent: string;
    structured_query?: StructuredQuery;
    partition_count?: string | number;
    read_time?: ProtoTimestamp;
  },
  ctx: CallContext,
): Promise<{ partitions: { values: { reference_value: string }[] }[]; next_page_token: string }> {
  const q = queryFor(req.parent, req.structured_query);
  if (ctx.auth !== 'owner')
    throw new FirestoreError('PERMISSION_DENIED', 'Only the owner (server SDKs) may partition queries.');
  if (!q.allDescendants) throw invalidArgument('PartitionQuery needs a collection-group query.');
  const count = Number(req.partition_count ?? 0);
  if (!Number.isInteger(count) || count < 1) throw invalidArgument('partition_count must be at least 1.');
  const readTime = req.read_time ? fromTimestamp(req.read_time) : undefined;
  const docs = runCompiledQuery(engine.database(q.db), q, readTime);
  const splits = Math.min(count, docs.length - 1);
  const partitions = [];
  for (let i = 1; i <= splits; i++) {
    const doc = docs[Math.floor((i * docs.length) / (splits + 1))] as StoredDocument;
    partitions.push({ values: [{ reference_value: doc.name }] });
  }
  return { partitions, next_page_token: '' };
}
