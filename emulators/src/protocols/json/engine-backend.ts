// Binds the browser protocols to the engine: the same operations and stream sessions the gRPC
// adapter calls, with the caller taken from the same `authorization` header, so rules apply to
// browser requests exactly as to gRPC ones.
import {
  batchGetDocuments,
  batchWrite,
  beginTransaction,
  type CallContext,
  commit,
  createDocument,
  deleteDocument,
  type Engine,
  FirestoreError,
  getDocument,
  listCollectionIds,
  listDocuments,
  partitionQuery,
  rollback,
  runAggregationQuery,
  runQuery,
  updateDocument,
} from '../../engine/index.ts';
import { createListenSession, createWriteSession } from '../../engine/streams/index.ts';
import { authFromHeader } from '../../firestore/auth.ts';
import type { CallMetadata, FirestoreBackend, Message, StreamSink } from './backend.ts';

type Operation = (engine: Engine, request: never, ctx: CallContext) => Promise<unknown>;

const OPERATIONS: Record<string, Operation> = {
  GetDocument: getDocument as Operation,
  ListDocuments: listDocuments as Operation,
  CreateDocument: createDocument as Operation,
  UpdateDocument: updateDocument as Operation,
  DeleteDocument: deleteDocument as Operation,
  BatchGetDocuments: batchGetDocuments as Operation,
  BeginTransaction: beginTransaction as Operation,
  Commit: commit as Operation,
  Rollback: rollback as Operation,
  RunQuery: runQuery as Operation,
  RunAggregationQuery: runAggregationQuery as Operation,
  PartitionQuery: partitionQuery as Operation,
  ListCollectionIds: listCollectionIds as Operation,
  BatchWrite: batchWrite as Operation,
};

function contextOf(metadata: CallMetadata): CallContext {
  return {
    projectId: metadata.projectId,
    databaseId: metadata.databaseId,
    auth: authFromHeader(metadata.authorization),
  };
}

export function engineBackend(engine: Engine): FirestoreBackend {
  return {
    async call(method, request, metadata) {
      const operation = OPERATIONS[method];
      if (!operation)
        throw new FirestoreError('UNIMPLEMENTED', `${method} is not supported by this emulator.`);
      return (await operation(engine, request as never, contextOf(metadata))) as Message | Message[];
    },
    openStream(method, metadata, sink: StreamSink) {
      const create = method === 'Listen' ? createListenSession : createWriteSession;
      const session = create(
        engine,
        contextOf(metadata),
        (response: unknown) => sink.send(response as Message),
        (status) => sink.fail(status),
      );
      return {
        handle: (request: Message) => session.handle(request as never),
        close: () => session.close(),
      };
    },
  };
}
