// BeginTransaction and Rollback; reads and commits join a transaction through their `transaction`
// field.
import type { CallContext, Engine } from '../engine.ts';
import { invalidArgument } from '../errors.ts';
import { parseDatabaseName } from '../paths.ts';
import type { TransactionOptionsProto } from '../transactions.ts';
import { checkReadTime } from './read-plan.ts';

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
