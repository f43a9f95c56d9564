// Commit and BatchWrite, and the single-document RPCs expressed as commits.
import { type DocumentProto, toDocumentProto } from '../documents.ts';
import type { CallContext, Engine } from '../engine.ts';
import { FirestoreError, invalidArgument, STATUS_CODES } from '../errors.ts';
import {
  type DatabaseId,
  documentName,
  parseDatabaseName,
  parseDocumentName,
  parseParent,
} from '../paths.ts';
import type { StoredDocument } from '../store.ts';
import { toTimestamp } from '../time.ts';
import type { Fields } from '../values.ts';
import {
  MAX_WRITES_PER_REQUEST,
  type PreparedWrite,
  prepareWrite,
  type WriteProto,
  type WriteResultProto,
} from '../writes.ts';
import { type Mask, maskOf, type Timestamp } from './read-plan.ts';

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
