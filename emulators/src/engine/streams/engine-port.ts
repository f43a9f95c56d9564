// Binds the stream sessions to the Engine: queries compiled and run by the engine's query module,
// rules through the engine's one authorization point, commits through the same Commit operation
// as the unary RPC (same validation, same limits).
import type { Engine, CommitEvent as EngineCommitEvent, CallContext as EngineContext } from '../engine.ts';
import { rulesDocument, rulesPath } from '../engine.ts';
import { invalidArgument } from '../errors.ts';
import { type CommitResponse, commit } from '../operations.ts';
import { type DatabaseId, databaseName, parseDocumentName } from '../paths.ts';
import {
  type CompiledQuery,
  compileQuery,
  matchesQuery,
  runCompiledQuery,
  type StructuredQuery,
} from '../query.ts';
import { authorizeList } from '../query-rules.ts';
import type { StoredDocument } from '../store.ts';
import type { WriteProto } from '../writes.ts';
import { ChangeLog } from './change-log.ts';
import type { CommitEvent, JudgedDocument, PreparedQuery, StreamsPort } from './port.ts';
import type { CallContext, QueryTarget } from './types.ts';

const ports = new WeakMap<Engine, StreamsPort>();

/** The port of one engine; its change log follows commits from the first call on. */
export function streamsPort(engine: Engine): StreamsPort {
  let port = ports.get(engine);
  if (!port) {
    port = new EnginePort(engine);
    ports.set(engine, port);
  }
  return port;
}

class ListenQuery implements PreparedQuery {
  readonly target: QueryTarget;
  readonly collectionId: string;
  readonly windowed: boolean;
  readonly compiled: CompiledQuery;
  private readonly engine: Engine;

  constructor(engine: Engine, target: QueryTarget, compiled: CompiledQuery) {
    this.engine = engine;
    this.target = target;
    this.compiled = compiled;
    this.collectionId = compiled.collectionId;
    this.windowed = compiled.limit !== null || compiled.offset > 0;
  }

  matches(doc: StoredDocument): boolean {
    return matchesQuery(doc, this.compiled);
  }

  run(): StoredDocument[] {
    return runCompiledQuery(this.engine.database(this.compiled.db), this.compiled);
  }
}

class EnginePort implements StreamsPort {
  private readonly engine: Engine;
  private readonly log: ChangeLog;

  constructor(engine: Engine) {
    this.engine = engine;
    this.log = new ChangeLog(Date.now() * 1000);
    engine.onCommit((event) => this.log.record(toPortEvent(event)));
    // After a clear, tokens from before it cannot resume incrementally: the log does not hold
    // the documents the clear removed.
    engine.onClear((db) => this.log.clear(db.projectId, db.databaseId, Date.now() * 1000));
  }

  readTime(ctx: CallContext): number {
    return this.engine.database(ctx).clock.current();
  }

  /** As RunQuery judges a query: once, by its constraints (query-rules.ts). */
  async prepareQuery(ctx: CallContext, target: QueryTarget): Promise<PreparedQuery> {
    const compiled = compileQuery(target.parent, (target.structured_query ?? {}) as StructuredQuery);
    sameDatabase(ctx, compiled.db, target.parent);
    const query = new ListenQuery(this.engine, target, compiled);
    await authorizeList(this.engine, ctx as EngineContext, compiled);
    return query;
  }

  async authorizeGet(ctx: CallContext, name: string): Promise<JudgedDocument> {
    const path = parseDocumentName(name);
    sameDatabase(ctx, path, name);
    const readTime = this.readTime(ctx);
    const doc = this.engine.database(path).get(path.path);
    const caller = ctx as EngineContext;
    if (caller.auth !== 'owner') await this.engine.authorize(caller, path, getRequest(path, path.path, doc));
    return { doc, readTime };
  }

  /** A document target's new version passes the same `get` rule as the one it started with. */
  mayRead(ctx: CallContext, doc: StoredDocument): boolean | Promise<boolean> {
    const caller = ctx as EngineContext;
    if (caller.auth === 'owner') return true;
    const db: DatabaseId = { projectId: ctx.projectId, databaseId: ctx.databaseId };
    return this.engine.authorize(caller, db, getRequest(db, doc.path, doc)).then(
      () => true,
      () => false,
    );
  }

  getDocument(_ctx: CallContext, name: string): StoredDocument | null {
    const path = parseDocumentName(name);
    return this.engine.database(path).get(path.path);
  }

  onClear(listener: (projectId: string, databaseId: string) => void): () => void {
    return this.engine.onClear((db) => listener(db.projectId, db.databaseId));
  }

  onCommit(listener: (event: CommitEvent) => void): () => void {
    return this.engine.onCommit((event) => listener(toPortEvent(event)));
  }

  changedSince(ctx: CallContext, time: number): Map<string, StoredDocument | null> | undefined {
    return this.log.changedSince(ctx.projectId, ctx.databaseId, time);
  }

  commit(ctx: CallContext, writes: unknown[]): Promise<CommitResponse> {
    const database = databaseName({ projectId: ctx.projectId, databaseId: ctx.databaseId });
    return commit(this.engine, { database, writes: writes as WriteProto[] }, ctx as EngineContext);
  }
}

function toPortEvent(event: EngineCommitEvent): CommitEvent {
  return {
    projectId: event.db.projectId,
    databaseId: event.db.databaseId,
    commitTime: event.commitTime,
    changes: event.writes,
  };
}

function sameDatabase(ctx: CallContext, db: DatabaseId, name: string): void {
  if (db.projectId !== ctx.projectId || db.databaseId !== ctx.databaseId) {
    throw invalidArgument(
      `"${name}" is not in the stream's database projects/${ctx.projectId}/databases/${ctx.databaseId}.`,
    );
  }
}

function getRequest(db: DatabaseId, path: string, doc: StoredDocument | null) {
  return {
    method: 'get' as const,
    path: rulesPath(db, path),
    resource: rulesDocument(doc),
    requestResource: null,
  };
}
