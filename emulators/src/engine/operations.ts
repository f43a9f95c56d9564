// The RPCs of google.firestore.v1.Firestore as plain functions: each takes the request in the gRPC
// object shape and a CallContext and returns the response object (or, for server-streaming RPCs,
// the list of response messages). Adapters translate their wire to and from these.
export * from './operations/documents.ts';
export * from './operations/queries.ts';
export * from './operations/transactions.ts';
export * from './operations/writes.ts';

import type { CallContext, Engine } from './engine.ts';
import { batchGetDocuments, getDocument, listDocuments } from './operations/documents.ts';
import { listCollectionIds, partitionQuery, runAggregationQuery, runQuery } from './operations/queries.ts';
import { beginTransaction, rollback } from './operations/transactions.ts';
import { batchWrite, commit, createDocument, deleteDocument, updateDocument } from './operations/writes.ts';

/** An RPC as the adapters call it: the request in, the response (for a server-streaming RPC, the
 * list of its messages) out. */
export type Rpc = (engine: Engine, request: never, ctx: CallContext) => Promise<unknown>;

/** Every unary and server-streaming RPC by its method name in the service. Listen and Write are
 * bidirectional: adapters open a session for them (streams/). */
export const RPCS: Record<string, Rpc> = {
  GetDocument: getDocument as Rpc,
  ListDocuments: listDocuments as Rpc,
  CreateDocument: createDocument as Rpc,
  UpdateDocument: updateDocument as Rpc,
  DeleteDocument: deleteDocument as Rpc,
  BatchGetDocuments: batchGetDocuments as Rpc,
  BeginTransaction: beginTransaction as Rpc,
  Commit: commit as Rpc,
  Rollback: rollback as Rpc,
  RunQuery: runQuery as Rpc,
  RunAggregationQuery: runAggregationQuery as Rpc,
  PartitionQuery: partitionQuery as Rpc,
  ListCollectionIds: listCollectionIds as Rpc,
  BatchWrite: batchWrite as Rpc,
};

/** The RPCs whose responses are a stream of messages. */
export const SERVER_STREAMING_RPCS: ReadonlySet<string> = new Set([
  'BatchGetDocuments',
  'RunQuery',
  'RunAggregationQuery',
]);
