// How a read request chooses its view of the data: now, at a read time, or inside a transaction.
import type { Engine } from '../engine.ts';
import { FirestoreError, invalidArgument } from '../errors.ts';
import { type DatabaseId, parseFieldPath } from '../paths.ts';
import type { StoredDocument } from '../store.ts';
import { fromTimestamp, type Micros, type ProtoTimestamp } from '../time.ts';
import { recordRead, type Transaction, type TransactionOptionsProto } from '../transactions.ts';

export type Timestamp = { seconds: string; nanos: number };
export type Mask = { field_paths?: string[] } | undefined;

export interface Consistency {
  transaction?: Uint8Array | string;
  new_transaction?: TransactionOptionsProto;
  read_time?: ProtoTimestamp;
}

export interface ReadPlan {
  readTime: Micros | undefined;
  /** The transaction reads are recorded in (read-write) or read at (read-only). */
  tx: Transaction | undefined;
  /** Set when this request began the transaction: the first response must carry its id. */
  newTransaction: Buffer | undefined;
  /** The read time reported back. */
  reported: Micros;
}

export function readPlan(engine: Engine, db: DatabaseId, req: Consistency): ReadPlan {
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

export function checkReadTime(readTime: Micros, now: Micros): void {
  if (readTime > now + 1) throw invalidArgument('read_time cannot be in the future.');
  if (readTime < now - MAX_READ_AGE_MICROS) {
    throw new FirestoreError('FAILED_PRECONDITION', 'read_time is more than one hour in the past.');
  }
}

export function maskOf(mask: Mask): string[][] | null {
  return mask ? (mask.field_paths ?? []).map((p) => parseFieldPath(p)) : null;
}

export function read(engine: Engine, db: DatabaseId, path: string, plan: ReadPlan): StoredDocument | null {
  const doc = engine.database(db).get(path, plan.readTime);
  if (plan.tx) recordRead(plan.tx, path, doc);
  return doc;
}
