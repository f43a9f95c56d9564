// The unary RPCs of google.firestore.v1.Firestore as plain functions: each takes the request in the
// gRPC object shape and a CallContext and returns the response object (or, for server-streaming
// RPCs, the list of response messages). Adapters translate their wire to and from these.
import { type AggregationProto, aggregate } from './aggregation.ts';
import { type DocumentProto, toDocumentProto } from './documents.ts';
import { type CallContext, type Engine, rulesDocument, rulesPath } from './engine.ts';
import { FirestoreError, invalidArgument, STATUS_CODES } from './errors.ts';
import { setField } from './fields.ts';
import {
  type DatabaseId,
  documentName,
  formatFieldPath,
  parseDatabaseName,
  parseDocumentName,
  parseFieldPath,
  parseParent,
  validateCollectionId,
} from './paths.ts';
import { type CompiledQuery, compileQuery, runCompiledQuery, type StructuredQuery } from './query.ts';
import type { StoredDocument } from './store.ts';
import { fromTimestamp, type Micros, type ProtoTimestamp, toTimestamp } from './time.ts';
import { recordRead, type Transaction, type TransactionOptionsProto } from './transactions.ts';
import type { Fields } from './values.ts';
import {
  MAX_WRITES_PER_REQUEST,
  type PreparedWrite,
  prepareWrite,
  type WriteProto,
  type WriteResultProto,
} from './writes.ts';

type Timestamp = { seconds: string; nanos: number };
type Mask = { field_paths?: string[] } | undefined;

interface Consistency {
  transaction?: Uint8Array | string;
  new_transaction?: TransactionOptionsProto;
  read_time?: ProtoTimestamp;
}

interface ReadPlan {
  readTime: Micros | undefined;
  /** The transaction reads are recorded in (read-write) or read at (read-only). */
  tx: Transaction | undefined;
  /** Set when this request began the transaction: the first response must carry its id. */
  newTransaction: Buffer | undefined;
  /** The read time reported back. */
  reported: Micros;
}

function readPlan(engine: Engine, db: DatabaseId, req: Consistency): ReadPlan {
  const state = engine.database(db);
  if (req.transaction && req.transaction.length > 0) {
    const tx = engine.transactions.get(req.transaction, db);
    return {
      readTime: tx.readTime,
      tx,
      newTransaction: undefined,
      reported: tx.readTime ?? state.clock.current(),
    };
  }
  if (req.new_transaction) {
    const tx = engine.transactions.begin(db, req.new_transaction, state.clock.current());
    if (tx.readTime !== undefined) checkReadTime(tx.readTime, state.clock.current());
    return {
      readTime: tx.readTime,
      tx,
      newTransaction: tx.id,
      reported: tx.readTime ?? state.clock.current(),
    };
  }
  if (req.read_time) {
    const readTime = fromTimestamp(req.read_time);
    checkReadTime(readTime, state.clock.current());
    return { readTime, tx: undefined, newTransaction: undefined, reported: readTime };
  }
  return { readTime: undefined, tx: undefined, newTransaction: undefined, reported: state.clock.current() };
}

/** Reads may look back one hour, as on the service without point-in-time recovery. */
const MAX_READ_AGE_MICROS = 60 * 60 * 1_000_000;

function checkReadTime(readTime: Micros, now: Micros): void {
  if (readTime > now + 1) throw invalidArgument('read_time cannot be in the future.');
  if (readTime < now - MAX_READ_AGE_MICROS) {
    throw new FirestoreError('FAILED_PRECONDITION', 'read_time is more than one hour in the past.');
  }
}

function maskOf(mask: Mask): string[][] | null {
  return mask ? (mask.field_paths ?? []).map((p) => parseFieldPath(p)) : null;
}

function read(engine: Engine, db: DatabaseId, path: string, plan: ReadPlan): StoredDocument | null {
  const doc = engine.database(db).get(path, plan.readTime);
  if (plan.tx) recordRead(plan.tx, path, doc);
  return doc;
}

// ---- single documents ---------------------------------------------------------------------------

export interface GetDocumentRequest extends Consistency {
  name: string;
  mask?: Mask;
}

export async function getDocument(
  engine: Engine,
  req: GetDocumentRequest,
  ctx: CallContext,
): Promise<DocumentProto> {
  const ref = parseDocumentName(req.name);
  const plan = readPlan(engine, ref, req);
  const doc = read(engine, ref, ref.path, plan);
  await engine.authorize(ctx, ref, {
    method: 'get',
    path: rulesPath(ref, ref.path),
    resource: rulesDocument(doc),
    requestResource: null,
  });
  if (!doc) throw new FirestoreError('NOT_FOUND', `Document "${documentName(ref, ref.path)}" not found.`);
  return toDocumentProto(doc, maskOf(req.mask));
}

export interface BatchGetDocumentsRequest extends Consistency {
  database: string;
  documents?: string[];
  mask?: Mask;
}

export interface BatchGetDocumentsResponse {
  found?: DocumentProto;
  missing?: string;
  transaction?: Buffer;
  read_time: Timestamp;
}

export async function batchGetDocuments(
  engine: Engine,
  req: BatchGetDocumentsRequest,
  ctx: CallContext,
): Promise<BatchGetDocumentsResponse[]> {
  const db = parseDatabaseName(req.database);
  const names = req.documents ?? [];
  const refs = names.map((name) => {
    const ref = parseDocumentName(name);
    if (ref.projectId !== db.projectId || ref.databaseId !== db.databaseId)
      throw invalidArgument(`Document "${name}" is not in database "${req.database}".`);
    return ref;
  });
  const plan = readPlan(engine, db, req);
  const mask = maskOf(req.mask);
  const readTime = toTimestamp(plan.reported);
  const out: BatchGetDocumentsResponse[] = [];
  for (const ref of refs) {
    const doc = read(engine, db, ref.path, plan);
    await engine.authorize(ctx, db, {
      method: 'get',
      path: rulesPath(db, ref.path),
      resource: rulesDocument(doc),
      requestResource: null,
    });
    out.push(
      doc
        ? { found: toDocumentProto(doc, mask), read_time: readTime }
        : { missing: documentName(db, ref.path), read_time: readTime },
    );
  }
  if (plan.newTransaction) {
    if (out.length === 0) out.push({ read_time: readTime });
    (out[0] as BatchGetDocumentsResponse).transaction = plan.newTransaction;
  }
  return out;
}

export interface ListDocumentsRequest extends Consistency {
  parent: string;
  collection_id?: string;
  page_size?: number;
  page_token?: string;
  order_by?: string;
  mask?: Mask;
  show_missing?: boolean;
}

export async function listDocuments(
  engine: Engine,
  req: ListDocumentsRequest,
  ctx: CallContext,
): Promise<{ documents: DocumentProto[]; next_page_token: string }> {
  const parent = parseParent(req.parent);
  const collectionId = String(req.collection_id ?? '');
  validateCollectionId(collectionId);
  if (req.order_by && req.order_by !== '__name__')
    throw invalidArgument('ListDocuments can only order by __name__.');
  const plan = readPlan(engine, parent, req);
  const state = engine.database(parent);
  const collection = parent.path ? `${parent.path}/${collectionId}` : collectionId;
  const byName = new Map<string, DocumentProto>();
  const mask = maskOf(req.mask);
  for (const doc of state.scan([collection], plan.readTime)) byName.set(doc.path, toDocumentProto(doc, mask));
  if (req.show_missing) {
    for (const path of missingParents(engine, parent, collection)) {
      if (!byName.has(path)) byName.set(path, { name: documentName(parent, path), fields: {} });
    }
  }
  const paths = [...byName.keys()].sort(comparePaths);
  const after = req.page_token ? Buffer.from(req.page_token, 'base64').toString('utf8') : '';
  const start = after ? paths.findIndex((p) => comparePaths(p, after) > 0) : 0;
  const size = req.page_size && req.page_size > 0 ? req.page_size : paths.length;
  const page = start < 0 ? [] : paths.slice(start, start + size);
  for (const path of page) {
    const doc = state.get(path, plan.readTime);
    if (doc)
      await engine.authorize(ctx, parent, {
        method: 'list',
        path: rulesPath(parent, collection),
        resource: rulesDocument(doc),
        requestResource: null,
      });
    else
      await engine.authorize(ctx, parent, {
        method: 'list',
        path: rulesPath(parent, collection),
        resource: null,
        requestResource: null,
      });
  }
  const more = start >= 0 && start + size < paths.length;
  const last = page[page.length - 1];
  return {
    documents: page.map((p) => byName.get(p) as DocumentProto),
    next_page_token: more && last ? Buffer.from(last).toString('base64') : '',
  };
}

/** Documents that do not exist but have subcollections with documents (show_missing). */
function missingParents(engine: Engine, db: DatabaseId, collection: string): string[] {
  const prefix = `${collection}/`;
  const out = new Set<string>();
  for (const doc of engine.database(db).allDocuments()) {
    if (!doc.path.startsWith(prefix)) continue;
    const rest = doc.path.slice(prefix.length).split('/');
    if (rest.length > 2) out.add(`${prefix}${rest[0]}`);
  }
  return [...out];
}

function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---- writes -------------------------------------------------------------------------------------

export interface CommitRequest {
  database: string;
  writes?: WriteProto[];
  transaction?: Uint8Array | string;
}

export interface CommitResponse {
  write_results: WriteResultProto[];
  commit_time: Timestamp;
}

function prepareWrites(db: DatabaseId, writes: WriteProto[] | undefined): PreparedWrite[] {
  const list = writes ?? [];
  if (list.length > MAX_WRITES_PER_REQUEST)
    throw invalidArgument(`A request may contain at most ${MAX_WRITES_PER_REQUEST} writes.`);
  return list.map((w) => prepareWrite(w, db));
}

export async function commit(engine: Engine, req: CommitRequest, ctx: CallContext): Promise<CommitResponse> {
  const db = parseDatabaseName(req.database);
  const tx =
    req.transaction && req.transaction.length > 0 ? engine.transactions.get(req.transaction, db) : undefined;
  let writes: PreparedWrite[];
  try {
    writes = prepareWrites(db, req.writes);
  } catch (error) {
    if (tx) engine.transactions.end(tx);
    throw error;
  }
  const outcome = await engine.commit(ctx, db, writes, tx).catch((error: unknown) => {
    if (tx) engine.transactions.end(tx);
    throw error;
  });
  return { write_results: outcome.writeResults, commit_time: toTimestamp(outcome.commitTime) };
}

export interface BatchWriteRequest {
  database: string;
  writes?: WriteProto[];
  labels?: Record<string, string>;
}

export interface StatusProto {
  code: number;
  message: string;
}

/** Applies each write on its own (not atomically), reporting a status per write. */
export async function batchWrite(
  engine: Engine,
  req: BatchWriteRequest,
  ctx: CallContext,
): Promise<{ write_results: WriteResultProto[]; status: StatusProto[] }> {
  const db = parseDatabaseName(req.database);
  const list = req.writes ?? [];
  if (list.length > MAX_WRITES_PER_REQUEST)
    throw invalidArgument(`A request may contain at most ${MAX_WRITES_PER_REQUEST} writes.`);
  const seen = new Set<string>();
  const write_results: WriteResultProto[] = [];
  const status: StatusProto[] = [];
  for (const raw of list) {
    try {
      const write = prepareWrite(raw, db);
      if (seen.has(write.path))
        throw invalidArgument(`BatchWrite may not write the same document twice: ${write.name}`);
      seen.add(write.path);
      const outcome = await engine.commit(ctx, db, [write]);
      write_results.push(outcome.writeResults[0] as WriteResultProto);
      status.push({ code: 0, message: '' });
    } catch (error) {
      const e = error instanceof FirestoreError ? error : new FirestoreError('INTERNAL', String(error));
      write_results.push({ transform_results: [] });
      status.push({ code: STATUS_CODES[e.status], message: e.message });
    }
  }
  return { write_results, status };
}

// ---- transactions -------------------------------------------------------------------------------

export async function beginTransaction(
  engine: Engine,
  req: { database: string; options?: TransactionOptionsProto },
  _ctx: CallContext,
): Promise<{ transaction: Buffer }> {
  const db = parseDatabaseName(req.database);
  const tx = engine.transactions.begin(db, req.options, engine.database(db).clock.current());
  if (tx.readTime !== undefined) checkReadTime(tx.readTime, engine.database(db).clock.current());
  return { transaction: tx.id };
}

export async function rollback(
  engine: Engine,
  req: { database: string; transaction?: Uint8Array | string },
  _ctx: CallContext,
): Promise<Record<string, never>> {
  const db = parseDatabaseName(req.database);
  if (!req.transaction || req.transaction.length === 0)
    throw invalidArgument('Rollback needs a transaction.');
  engine.transactions.end(engine.transactions.get(req.transaction, db));
  return {};
}

// ---- queries ------------------------------------------------------------------------------------

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

/** Checks a query against the rules: every document it returns must be readable by `list`; an
 * empty result is checked against a candidate built from the query's equality filters. */
async function authorizeQuery(
  engine: Engine,
  ctx: CallContext,
  q: CompiledQuery,
  docs: StoredDocument[],
): Promise<void> {
  if (ctx.auth === 'owner') return;
  const collection = q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId;
  const base = {
    method: 'list' as const,
    path: rulesPath(q.db, collection),
    requestResource: null,
    query: {
      ...(q.limit !== null ? { limit: q.limit } : {}),
      offset: q.offset,
      orderBy: q.orderBy.map((o) => formatFieldPath(o.path)),
    },
    collectionGroup: q.allDescendants,
  };
  if (docs.length === 0) {
    const candidate = {
      name: documentName(q.db, `${collection}/candidate`),
      fields: equalityFields(q.structured),
    };
    await engine.authorize(ctx, q.db, { ...base, resource: candidate });
    return;
  }
  for (const doc of docs) await engine.authorize(ctx, q.db, { ...base, resource: rulesDocument(doc) });
}

function equalityFields(query: StructuredQuery): Fields {
  let fields: Fields = {};
  const visit = (f: StructuredQuery['where']) => {
    if (!f) return;
    const composite = f.composite_filter;
    if (composite && (composite.op === 'AND' || composite.op === 1))
      for (const part of composite.filters ?? []) visit(part);
    const ff = f.field_filter;
    if (ff?.value && (ff.op === 'EQUAL' || ff.op === 5)) {
      try {
        const path = parseFieldPath(String(ff.field?.field_path ?? ''));
        if (path[0] !== '__name__') fields = setField(fields, path, ff.value);
      } catch {
        // Invalid paths were refused when the query compiled.
      }
    }
  };
  visit(query.where);
  return fields;
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
  const plan = readPlan(engine, q.db, req);
  const docs = runCompiledQuery(engine.database(q.db), q, plan.readTime);
  await authorizeQuery(engine, ctx, q, docs);
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
  const plan = readPlan(engine, q.db, req);
  const docs = runCompiledQuery(engine.database(q.db), q, plan.readTime);
  await authorizeQuery(engine, ctx, q, docs);
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

// ---- the REST-style single-document RPCs, expressed as commits ---------------------------------

export async function createDocument(
  engine: Engine,
  req: {
    parent: string;
    collection_id: string;
    document_id?: string;
    document?: { fields?: Fields };
    mask?: Mask;
  },
  ctx: CallContext,
): Promise<DocumentProto> {
  const parent = parseParent(req.parent);
  const id = req.document_id || autoId();
  const path = parent.path ? `${parent.path}/${req.collection_id}/${id}` : `${req.collection_id}/${id}`;
  const name = documentName(parent, path);
  await commit(
    engine,
    {
      database: `projects/${parent.projectId}/databases/${parent.databaseId}`,
      writes: [{ update: { name, fields: req.document?.fields ?? {} }, current_document: { exists: false } }],
    },
    ctx,
  );
  return toDocumentProto(engine.database(parent).get(path) as StoredDocument, maskOf(req.mask));
}

export async function updateDocument(
  engine: Engine,
  req: {
    document: { name: string; fields?: Fields };
    update_mask?: Mask;
    mask?: Mask;
    current_document?: WriteProto['current_document'];
  },
  ctx: CallContext,
): Promise<DocumentProto> {
  const ref = parseDocumentName(req.document?.name);
  const write: WriteProto = {
    update: req.document,
    ...(req.update_mask ? { update_mask: req.update_mask } : {}),
    ...(req.current_document ? { current_document: req.current_document } : {}),
  };
  await commit(
    engine,
    { database: `projects/${ref.projectId}/databases/${ref.databaseId}`, writes: [write] },
    ctx,
  );
  return toDocumentProto(engine.database(ref).get(ref.path) as StoredDocument, maskOf(req.mask));
}

export async function deleteDocument(
  engine: Engine,
  req: { name: string; current_document?: WriteProto['current_document'] },
  ctx: CallContext,
): Promise<Record<string, never>> {
  const ref = parseDocumentName(req.name);
  await commit(
    engine,
    {
      database: `projects/${ref.projectId}/databases/${ref.databaseId}`,
      writes: [
        { delete: req.name, ...(req.current_document ? { current_document: req.current_document } : {}) },
      ],
    },
    ctx,
  );
  return {};
}

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function autoId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += AUTO_ID_CHARS[Math.floor(Math.random() * AUTO_ID_CHARS.length)];
  return id;
}
