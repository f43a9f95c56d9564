// The Firestore engine's public API. Protocol adapters (gRPC, REST, WebChannel) and the streams
// (Listen, Write) code against this module only; nothing here knows about HTTP.
//
// Shapes: requests and responses are google.firestore.v1 messages in the gRPC object shape that
// @grpc/proto-loader produces with { keepCase: true, longs: String, enums: String, defaults: false,
// oneofs: true }: snake_case field names, int64 as strings, enums as their names, bytes as Buffer,
// Timestamps as { seconds: string, nanos: number }. Adapters for other wires convert to this shape.
//
// Errors: every function throws FirestoreError (with a gRPC status name and code) for bad input,
// missing documents, denied access, contention (ABORTED) and so on.

export { type AggregationProto, aggregate } from './aggregation.ts';
export { type DocumentProto, toDocumentProto } from './documents.ts';
export {
  type CallContext,
  type CallerAuth,
  type CommitEvent,
  type CommitListener,
  type CommitOutcome,
  type CommittedWrite,
  Engine,
  type EngineOptions,
  RulesAccess,
  rulesDocument,
  rulesPath,
} from './engine.ts';
export { asFirestoreError, FirestoreError, STATUS_CODES, type StatusName } from './errors.ts';
export {
  type BatchGetDocumentsRequest,
  type BatchGetDocumentsResponse,
  batchGetDocuments,
  batchWrite,
  beginTransaction,
  type CommitRequest,
  type CommitResponse,
  commit,
  createDocument,
  deleteDocument,
  type GetDocumentRequest,
  getDocument,
  listCollectionIds,
  listDocuments,
  partitionQuery,
  RPCS,
  type Rpc,
  type RunAggregationQueryRequest,
  type RunAggregationQueryResponse,
  type RunQueryRequest,
  type RunQueryResponse,
  rollback,
  runAggregationQuery,
  runQuery,
  SERVER_STREAMING_RPCS,
  updateDocument,
} from './operations.ts';
export {
  type DatabaseId,
  databaseName,
  documentName,
  documentsRoot,
  formatFieldPath,
  parseDatabaseName,
  parseDocumentName,
  parseFieldPath,
  parseParent,
} from './paths.ts';
export {
  type CompiledQuery,
  compareDocuments,
  compileQuery,
  fieldOf,
  inQueryScope,
  matchesQuery,
  type OrderBy,
  runCompiledQuery,
  type StructuredQuery,
} from './query.ts';
export type { DatabaseState, StoredDocument } from './store.ts';
export { fromTimestamp, type Micros, type ProtoTimestamp, toTimestamp } from './time.ts';
export type { Transaction } from './transactions.ts';
export { compareValues, type Fields, normalizeFields, type Value, valuesEqual } from './values.ts';
export { type PreparedWrite, prepareWrite, type WriteProto, type WriteResultProto } from './writes.ts';
