// Transactions with optimistic concurrency: a read-write transaction remembers the version of every
// document it read; its commit fails with ABORTED when one of them changed since. The SDKs retry
// ABORTED transactions, so two transactions on one document end with one retry and no lost update.
// (The official emulator locks pessimistically; the outcome the clients see is the same.)
import { randomBytes } from 'node:crypto';
import { FirestoreError, invalidArgument } from './errors.ts';
import { type DatabaseId, databaseName } from './paths.ts';
import type { StoredDocument } from './store.ts';
import { fromTimestamp, type Micros, type ProtoTimestamp } from './time.ts';

export interface TransactionOptionsProto {
  read_only?: { read_time?: ProtoTimestamp };
  read_write?: { retry_transaction?: Uint8Array };
  mode?: string;
}

export interface Transaction {
  readonly id: Buffer;
  readonly database: string;
  readonly readOnly: boolean;
  /** Read-only transactions read the database as it was at this time. */
  readonly readTime: Micros | undefined;
  /** Path → update time of the version read (0 when the document did not exist). */
  readonly reads: Map<string, Micros>;
  lastUsed: number;
}

/** Transactions idle this long expire, as on the service. */
const EXPIRY_MS = 270_000;

export class TransactionRegistry {
  private readonly active = new Map<string, Transaction>();

  begin(db: DatabaseId, options: TransactionOptionsProto | undefined, now: Micros): Transaction {
    this.expire();
    const readOnly = options?.read_only !== undefined && options.read_only !== null;
    const readTime = readOnly
      ? options?.read_only?.read_time
        ? fromTimestamp(options.read_only.read_time)
        : now
      : undefined;
    const retried = options?.read_write?.retry_transaction;
    if (retried && retried.length > 0) this.active.delete(Buffer.from(retried).toString('hex'));
    const tx: Transaction = {
      id: randomBytes(16),
      database: databaseName(db),
      readOnly,
      readTime,
      reads: new Map(),
      lastUsed: Date.now(),
    };
    this.active.set(tx.id.toString('hex'), tx);
    return tx;
  }

  /** The open transaction with this id in this database, or INVALID_ARGUMENT. */
  get(id: Uint8Array | string, db: DatabaseId): Transaction {
    const key =
      typeof id === 'string' ? Buffer.from(id, 'base64').toString('hex') : Buffer.from(id).toString('hex');
    const tx = this.active.get(key);
    if (!tx || tx.database !== databaseName(db) || Date.now() - tx.lastUsed > EXPIRY_MS) {
      throw invalidArgument('The referenced transaction has expired or is no longer valid.');
    }
    tx.lastUsed = Date.now();
    return tx;
  }

  end(tx: Transaction): void {
    this.active.delete(tx.id.toString('hex'));
  }

  clear(database?: string): void {
    for (const [key, tx] of this.active)
      if (database === undefined || tx.database === database) this.active.delete(key);
  }

  private expire(): void {
    const now = Date.now();
    for (const [key, tx] of this.active) if (now - tx.lastUsed > EXPIRY_MS) this.active.delete(key);
  }
}

export function recordRead(tx: Transaction, path: string, doc: StoredDocument | null): void {
  if (tx.readOnly || tx.reads.has(path)) return;
  tx.reads.set(path, doc ? doc.updateTime : 0);
}

/** ABORTED when a document the transaction read has changed since. */
export function checkReads(tx: Transaction, current: (path: string) => StoredDocument | null): void {
  for (const [path, version] of tx.reads) {
    const doc = current(path);
    if ((doc ? doc.updateTime : 0) !== version) {
      throw new FirestoreError(
        'ABORTED',
        'Transaction aborted: a document it read was changed by another write. Please retry.',
      );
    }
  }
}
