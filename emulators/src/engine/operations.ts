// The RPCs of google.firestore.v1.Firestore as plain functions: each takes the request in the gRPC
// object shape and a CallContext and returns the response object (or, for server-streaming RPCs,
// the list of response messages). Adapters translate their wire to and from these.
export * from './operations/documents.ts';
export * from './operations/queries.ts';
export * from './operations/transactions.ts';
export * from './operations/writes.ts';
