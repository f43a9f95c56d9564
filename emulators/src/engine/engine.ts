// The Engine: state per project and database, the commit pipeline, the change feed and the single
// authorization point every non-owner read and write goes through.
import type { CompiledRules, FirestoreRulesRequest, RulesAuth, RulesDocument } from '../rules/api.ts';
import { FirestoreError } from './errors.ts';
import { type DatabaseId, databaseName } from './paths.ts';
import type { CommitJournal } from './persistence/index.ts';
import { asRulesDocument, toRulesDocument } from './rules-shape.ts';
import { CommitQueue, DatabaseState, type StoredDocument } from './store.ts';
import type { Micros } from './time.ts';
import { checkReads, type Transaction, TransactionRegistry } from './transactions.ts';
import { applyWrite, checkPrecondition, type PreparedWrite, type WriteResultProto } from './writes.ts';

/** Who is calling: the owner (bypasses rules), a signed-in user, or nobody. */
export type CallerAuth = 'owner' | RulesAuth | null;

export interface CallContext {
  /** From the request metadata (google-cloud-resource-prefix); requests name their database too. */
  projectId: string;
  databaseId: string;
  auth: CallerAuth;
}

/** One document changed by a commit. */
export interface CommittedWrite {
  /** Path below documents, e.g. 'clients/abc'. */
  path: string;
  name: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

export interface CommitEvent {
  db: DatabaseId;
  commitTime: Micros;
  auth: CallerAuth;
  /** Only documents that actually changed; one entry per document. */
  writes: CommittedWrite[];
}

export type CommitListener = (event: CommitEvent) => void;

export interface CommitOutcome {
  commitTime: Micros;
  writeResults: WriteResultProto[];
  writes: CommittedWrite[];
}

export interface EngineOptions {
  log?: (line: string) => void;
  /** Makes each commit durable before it is acknowledged (--data); see persistence/index.ts. */
  persistence?: CommitJournal;
}

type RulesRequestParts = Pick<
  FirestoreRulesRequest,
  'method' | 'path' | 'resource' | 'queried' | 'requestResource' | 'query' | 'collectionGroup'
>;

export class Engine {
  readonly transactions = new TransactionRegistry();
  private readonly states = new Map<string, DatabaseState>();
  private readonly queues = new Map<string, CommitQueue>();
  private readonly listeners = new Set<CommitListener>();
  private readonly clearListeners = new Set<(db: DatabaseId) => void>();
  private readonly rules = new Map<string, CompiledRules>();
  private defaultRules: CompiledRules | null = null;
  private readonly log: (line: string) => void;
  private readonly persistence: CommitJournal | undefined;

  constructor(options: EngineOptions = {}) {
    this.log = options.log ?? (() => {});
    this.persistence = options.persistence;
  }

  /** The state of one database, created empty on first use. */
  database(db: DatabaseId): DatabaseState {
    const key = databaseName(db);
    let state = this.states.get(key);
    if (!state) {
      state = new DatabaseState({ projectId: db.projectId, databaseId: db.databaseId });
      this.states.set(key, state);
      this.queues.set(key, new CommitQueue());
    }
    return state;
  }

  /** Every database that has been touched. */
  databases(): DatabaseState[] {
    return [...this.states.values()];
  }

  /** Deletes every document of one database (the emulator's clear-data endpoint). */
  clear(db: DatabaseId): void {
    this.states.get(databaseName(db))?.clear();
    this.transactions.clear(databaseName(db));
    this.persistence?.recordClear(db).catch((error: Error) => this.log(error.message));
    for (const listener of this.clearListeners) {
      try {
        listener(db);
      } catch (error) {
        this.log(`A clear listener failed: ${(error as Error).message}`);
      }
    }
  }

  /** Subscribes to clear-data requests (open listens drop what they hold); returns the unsubscribe
   * function. Not a commit: no change feed event, no trigger. */
  onClear(listener: (db: DatabaseId) => void): () => void {
    this.clearListeners.add(listener);
    return () => this.clearListeners.delete(listener);
  }

  /** Subscribes to every commit that changed documents; returns the unsubscribe function. */
  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Rules for one project, or (projectId null) for every project without its own. */
  setRules(projectId: string | null, rules: CompiledRules): void {
    if (projectId === null) this.defaultRules = rules;
    else this.rules.set(projectId, rules);
  }

  rulesFor(projectId: string): CompiledRules | null {
    return this.rules.get(projectId) ?? this.defaultRules;
  }

  /** The one authorization point. The owner passes; anyone else is judged by the project's rules,
   * and without loaded rules every such request is denied (never a silent allow-all). */
  async authorize(
    ctx: CallContext,
    db: DatabaseId,
    parts: RulesRequestParts,
    access?: RulesAccess,
    time: Date = new Date(),
  ): Promise<void> {
    if (ctx.auth === 'owner') return;
    const rules = this.rulesFor(db.projectId);
    if (!rules) {
      throw new FirestoreError(
        'PERMISSION_DENIED',
        `No security rules are loaded for project "${db.projectId}": requests other than the owner's are denied.`,
      );
    }
    const decision = await rules.authorize({
      service: 'cloud.firestore',
      ...parts,
      resource: asRulesDocument(parts.resource),
      requestResource: asRulesDocument(parts.requestResource),
      auth: ctx.auth,
      time,
      access: access ?? new RulesAccess(this.database(db), null),
      ...(access ? { accessLimit: access.limit } : {}),
    });
    if (!decision.allowed) {
      throw new FirestoreError(
        'PERMISSION_DENIED',
        `Missing or insufficient permissions. ${decision.message}`.trim(),
      );
    }
  }

  /** Applies writes atomically: preconditions, transforms, the transaction's reads, rules, then
   * installs the result and tells the change feed. */
  commit(
    ctx: CallContext,
    db: DatabaseId,
    writes: PreparedWrite[],
    tx?: Transaction,
  ): Promise<CommitOutcome> {
    const state = this.database(db);
    const queue = this.queues.get(databaseName(db)) as CommitQueue;
    const outcome = queue.run(async () => {
      if (tx) {
        if (tx.readOnly && writes.length > 0)
          throw new FirestoreError('INVALID_ARGUMENT', 'Cannot modify documents in a read-only transaction.');
        checkReads(tx, (path) => state.get(path));
      }
      const commitTime = ctx.auth === 'owner' ? state.clock.now() : state.clock.nowMillis();
      const overlay = new Map<string, StoredDocument | null>();
      const original = new Map<string, StoredDocument | null>();
      const writeResults: WriteResultProto[] = [];
      const checks: { write: PreparedWrite; before: StoredDocument | null; after: StoredDocument | null }[] =
        [];
      for (const write of writes) {
        const before = overlay.has(write.path) ? (overlay.get(write.path) ?? null) : state.get(write.path);
        if (!original.has(write.path)) original.set(write.path, before);
        const applied = applyInCommit(write, before, overlay.has(write.path), commitTime);
        overlay.set(write.path, applied.after);
        writeResults.push(applied.result);
        checks.push({ write, before, after: applied.after });
      }
      if (ctx.auth !== 'owner')
        await this.authorizeWrites(
          ctx,
          db,
          state,
          checks,
          overlay,
          writes.length > 1 || tx !== undefined,
          commitTime,
        );
      const changed: CommittedWrite[] = [];
      for (const [path, after] of overlay) {
        const before = original.get(path) ?? null;
        if (before === after) continue;
        state.put(path, after, commitTime);
        changed.push({ path, name: (after ?? before)?.name ?? path, before, after });
      }
      if (tx) this.transactions.end(tx);
      // Handed to the journal in commit order; awaited outside the queue so that concurrent
      // commits share one fsync (group commit).
      const durable =
        changed.length > 0 ? this.persistence?.recordCommit(db, commitTime, changed) : undefined;
      if (changed.length > 0) this.emit({ db, commitTime, auth: ctx.auth, writes: changed });
      return { result: { commitTime, writeResults, writes: changed }, durable };
    });
    return outcome.then(async ({ result, durable }) => {
      await durable;
      return result;
    });
  }

  private async authorizeWrites(
    ctx: CallContext,
    db: DatabaseId,
    state: DatabaseState,
    checks: { write: PreparedWrite; before: StoredDocument | null; after: StoredDocument | null }[],
    overlay: Map<string, StoredDocument | null>,
    batched: boolean,
    commitTime: Micros,
  ): Promise<void> {
    const access = new RulesAccess(state, overlay, batched ? 20 : 10);
    // request.time is the commit time, so `== request.time` holds for server timestamps.
    const time = new Date(commitTime / 1000);
    for (const { write, before, after } of checks) {
      if (write.kind === 'verify') continue;
      const method = write.kind === 'delete' ? 'delete' : before ? 'update' : 'create';
      await this.authorize(
        ctx,
        db,
        {
          method,
          path: rulesPath(db, write.path),
          resource: rulesDocument(before),
          requestResource: rulesDocument(after),
        },
        access,
        time,
      );
    }
  }

  private emit(event: CommitEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log(`A commit listener failed: ${(error as Error).message}`);
      }
    }
  }
}

/** A write of a commit, against the document as the commit's earlier writes left it. The service
 * refuses a commit in which a write's precondition fails after an earlier write of the same commit
 * to that document (a delete, then an update) with INVALID_ARGUMENT, whether or not the document
 * was stored before: the web SDK's transaction that reads a missing or deleted document, deletes
 * and then updates it expects that code. The first write to a document keeps NOT_FOUND and
 * ALREADY_EXISTS. */
function applyInCommit(
  write: PreparedWrite,
  before: StoredDocument | null,
  writtenEarlier: boolean,
  commitTime: Micros,
) {
  if (writtenEarlier) {
    try {
      checkPrecondition(write, before);
    } catch {
      throw new FirestoreError(
        'INVALID_ARGUMENT',
        `The precondition of the write to ${write.name} fails because an earlier write of the same commit changed the document.`,
      );
    }
  }
  return applyWrite(write, before, commitTime);
}

/** /databases/{d}/documents/{path}: how the rules name a document. */

export function rulesPath(db: DatabaseId, path: string): string {
  return `/databases/${db.databaseId}/documents/${path}`;
}

export function rulesDocument(doc: StoredDocument | null): RulesDocument | null {
  return toRulesDocument(doc);
}

/** get()/exists() read the stored state; getAfter()/existsAfter() see the batch applied. */
export class RulesAccess {
  readonly limit: number;
  private readonly state: DatabaseState;
  private readonly overlay: Map<string, StoredDocument | null> | null;

  constructor(state: DatabaseState, overlay: Map<string, StoredDocument | null> | null, limit = 10) {
    this.state = state;
    this.overlay = overlay;
    this.limit = limit;
  }

  async get(path: string): Promise<RulesDocument | null> {
    return rulesDocument(this.state.get(relativePath(path)));
  }

  async getAfter(path: string): Promise<RulesDocument | null> {
    const relative = relativePath(path);
    if (this.overlay?.has(relative)) return rulesDocument(this.overlay.get(relative) ?? null);
    return rulesDocument(this.state.get(relative));
  }
}

function relativePath(rulesDocPath: string): string {
  const marker = '/documents/';
  const i = rulesDocPath.indexOf(marker);
  return i < 0 ? rulesDocPath.replace(/^\/+/, '') : rulesDocPath.slice(i + marker.length);
}
