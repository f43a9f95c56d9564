// What the stream sessions need from the engine. Kept narrow so the sessions can be read (and
// tested) without the engine's internals; `engine-port.ts` binds it to the engine.

import type { StoredDocument } from '../store.ts';
import type { Micros } from '../time.ts';
import type { CallContext, ProtoTimestamp, QueryTarget } from './types.ts';

/** One document changed by a commit. */
export interface CommittedChange {
  name: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

export interface CommitEvent {
  projectId: string;
  databaseId: string;
  commitTime: Micros;
  changes: CommittedChange[];
}

export interface JudgedDocument {
  doc: StoredDocument | null;
  readTime: Micros;
}

/** A query target checked and compiled once, then evaluated on each commit. */
export interface PreparedQuery {
  readonly target: QueryTarget;
  /** Collection id of the `from` clause ('' for all collections). */
  readonly collectionId: string;
  /** Whether membership of one document depends on others (limit, offset). */
  readonly windowed: boolean;
  /** Whether `doc` satisfies the query's parent, collection and filters (limit ignored). */
  matches(doc: StoredDocument): boolean;
  /** Whether the query has no limit, offset or cursors: its results are all it could return. */
  readonly wholeScope: boolean;
  /** Whether `doc` is one the query could return whatever its limit, offset or cursors: the set
   * security rules judge the query by. */
  inScope(doc: StoredDocument): boolean;
  /** The query's documents now, in query order, limit applied. */
  run(): StoredDocument[];
  /**
   * The result the rules judged when the query had to be run to be judged, and its read time;
   * handed out once. The listen starts from exactly what was allowed, and commits after it
   * follow through the normal path (with their own checks).
   */
  takeJudged(): { docs: StoredDocument[]; readTime: Micros } | undefined;
}

export interface StreamsPort {
  /** A time at which every commit acknowledged so far is visible. */
  readTime(ctx: CallContext): Micros;
  /** Validates the query and checks the caller may list it; throws a FirestoreError. */
  prepareQuery(ctx: CallContext, target: QueryTarget): Promise<PreparedQuery> | PreparedQuery;
  /**
   * Validates the name and checks the caller may get it; throws a FirestoreError. Returns the
   * version it judged (null: missing) and when it read it.
   */
  authorizeGet(ctx: CallContext, name: string): Promise<JudgedDocument>;
  /**
   * Whether the caller may see `doc`, newly in a target it was granted: through `query`, or
   * (query null) as a document target. Synchronous when no rule needs evaluating.
   */
  mayRead(ctx: CallContext, query: PreparedQuery | null, doc: StoredDocument): boolean | Promise<boolean>;
  getDocument(ctx: CallContext, name: string): StoredDocument | null;
  /** Follows clear-data requests of every database; returns the unsubscribe function. */
  onClear(listener: (projectId: string, databaseId: string) => void): () => void;
  /** Follows every commit of every database; returns the unsubscribe function. */
  onCommit(listener: (event: CommitEvent) => void): () => void;
  /**
   * Each document changed after `time` with its version as of `time`; undefined when the emulator
   * cannot tell (too long ago, or before it started).
   */
  changedSince(ctx: CallContext, time: Micros): Map<string, StoredDocument | null> | undefined;
  /** Applies writes atomically, as Commit does. */
  commit(
    ctx: CallContext,
    writes: unknown[],
  ): Promise<{ commit_time: ProtoTimestamp; write_results: unknown[] }>;
}
