// Reading documents by name: GetDocument, BatchGetDocuments, ListDocuments.
import { type DocumentProto, toDocumentProto } from '../documents.ts';
import { type CallContext, type Engine, rulesDocument, rulesPath } from '../engine.ts';
import { FirestoreError, invalidArgument } from '../errors.ts';
import {
  type DatabaseId,
  documentName,
  parseDatabaseName,
  parseDocumentName,
  parseParent,
  validateCollectionId,
} from '../paths.ts';
import { authorizeCollectionList } from '../query-rules.ts';
import type { StoredDocument } from '../store.ts';
import { toTimestamp } from '../time.ts';
import { type Consistency, type Mask, maskOf, read, readPlan, type Timestamp } from './read-plan.ts';

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
  await authorizeGet(engine, ctx, ref, ref.path, doc);
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
    await authorizeGet(engine, ctx, db, ref.path, doc);
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
  const collection = parent.path ? `${parent.path}/${collectionId}` : collectionId;
  // Judged as a query that fixes nothing ("rules are not filters"), missing parents included.
  await authorizeCollectionList(engine, ctx, parent, collection);
  const plan = readPlan(engine, parent, req);
  const state = engine.database(parent);
  const byName = new Map<string, DocumentProto>();
  const mask = maskOf(req.mask);
  const stored = [...state.scan([collection], plan.readTime)];
  for (const doc of stored) byName.set(doc.path, toDocumentProto(doc, mask));
  if (req.show_missing) {
    for (const path of missingParents(engine, parent, collection)) {
      if (byName.has(path)) continue;
      byName.set(path, { name: documentName(parent, path), fields: {} });
    }
  }
  const paths = [...byName.keys()].sort(comparePaths);
  const after = req.page_token ? Buffer.from(req.page_token, 'base64').toString('utf8') : '';
  const start = after ? paths.findIndex((p) => comparePaths(p, after) > 0) : 0;
  const size = req.page_size && req.page_size > 0 ? req.page_size : paths.length;
  const page = start < 0 ? [] : paths.slice(start, start + size);
  const more = start >= 0 && start + size < paths.length;
  const last = page[page.length - 1];
  return {
    documents: page.map((p) => byName.get(p) as DocumentProto),
    next_page_token: more && last ? Buffer.from(last).toString('base64') : '',
  };
}

/** A rules `get` check for reading the document at `path`, found or not. */
function authorizeGet(
  engine: Engine,
  ctx: CallContext,
  db: DatabaseId,
  path: string,
  doc: StoredDocument | null,
): Promise<void> {
  return engine.authorize(ctx, db, {
    method: 'get',
    path: rulesPath(db, path),
    resource: rulesDocument(doc),
    requestResource: null,
  });
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
