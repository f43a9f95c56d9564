// The Listen and Write streams as transport-agnostic sessions. Requests and responses are the
// gRPC object shape (@grpc/proto-loader with keepCase, longs and enums as strings, oneofs), so the
// gRPC adapter passes them through and the WebChannel adapter maps them from and to proto3 JSON.

export interface ProtoTimestamp {
  seconds?: string | number;
  nanos?: number;
}

/** What a transport knows about the caller of a stream. */
export interface CallContext {
  projectId: string;
  databaseId: string;
  /** The engine's view of the caller (owner, a user's token, or nobody); passed through unread. */
  auth: unknown;
}

/** A gRPC status as a stream ends with it. */
export interface StreamStatus {
  code: number;
  message: string;
}

export type Send<Response> = (response: Response) => void;
export type Fail = (status: StreamStatus) => void;

/** One open stream. The transport calls `handle` per request and `close` when the peer goes away. */
export interface StreamSession<Request> {
  handle(request: Request): void;
  close(): void;
}

/** A stored document as the service returns it. */
export interface ProtoDocument {
  name: string;
  fields?: Record<string, unknown>;
  create_time?: ProtoTimestamp;
  update_time?: ProtoTimestamp;
}

export interface QueryTarget {
  parent: string;
  structured_query?: StructuredQuery | null;
}

export interface StructuredQuery {
  from?: { collection_id?: string; all_descendants?: boolean }[];
  limit?: { value?: number } | number | null;
  offset?: number;
  [field: string]: unknown;
}

export interface ListenTarget {
  query?: QueryTarget | null;
  documents?: { documents?: string[] } | null;
  resume_token?: Uint8Array | null;
  read_time?: ProtoTimestamp | null;
  target_id?: number;
  once?: boolean;
  expected_count?: { value?: number } | null;
}

export interface ListenRequest {
  database?: string;
  add_target?: ListenTarget | null;
  remove_target?: number;
  target_change?: 'add_target' | 'remove_target';
  labels?: Record<string, string>;
}

export type TargetChangeType = 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';

export interface TargetChange {
  target_change_type: TargetChangeType;
  target_ids: number[];
  cause?: { code: number; message: string; details: unknown[] };
  resume_token?: Uint8Array;
  read_time?: ProtoTimestamp;
}

export type ListenResponse =
  | { target_change: TargetChange }
  | { document_change: { document: ProtoDocument; target_ids: number[]; removed_target_ids: number[] } }
  | { document_delete: { document: string; removed_target_ids: number[]; read_time: ProtoTimestamp } }
  | { document_remove: { document: string; removed_target_ids: number[]; read_time: ProtoTimestamp } }
  | { filter: { target_id: number; count: number } };

export interface WriteRequest {
  database?: string;
  stream_id?: string;
  writes?: unknown[];
  stream_token?: Uint8Array | null;
  labels?: Record<string, string>;
}

export interface WriteResponse {
  stream_id: string;
  stream_token: Uint8Array;
  write_results: unknown[];
  commit_time?: ProtoTimestamp;
}
