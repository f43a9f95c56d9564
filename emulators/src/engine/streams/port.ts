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
  /** The query's documents now, in query order, limit applied. */
  run(): StoredDocument[];
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
  /** Whether the caller may `get` the new version of a document target's document. Synchronous
   * when no rule needs evaluating. (Query targets are judged once, when they start.) */
  mayRead(ctx: CallContext, doc: StoredDocument): boolean | Promise<boolean>;
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
