// What the browser protocols (REST, WebChannel) need from the Firestore engine: unary and
// server-streaming calls by proto method name, and bidirectional Listen/Write sessions. Both speak
// the gRPC object shape, so the same engine entry points (and the same rules check) serve gRPC and
// browsers alike.

export type Message = Record<string, unknown>;

/** Who calls and for which database; taken from the HTTP request (REST) or the handshake (WebChannel). */
export interface CallMetadata {
  projectId: string;
  databaseId: string;
  /** The `Authorization` header as sent (`Bearer <jwt|owner>`), if any. */
  authorization?: string;
}

/** A gRPC status, as the engine reports failures. */
export interface RpcStatus {
  code: number;
  message: string;
}

export interface StreamSink {
  send(response: Message): void;
  fail(status: RpcStatus): void;
}

export interface StreamSession {
  handle(request: Message): void;
  close(): void;
}

export interface FirestoreBackend {
  /** Unary calls resolve to one response; server-streaming ones to the list of responses. */
  call(method: string, request: Message, metadata: CallMetadata): Promise<Message | Message[]>;
  openStream(method: 'Listen' | 'Write', metadata: CallMetadata, sink: StreamSink): StreamSession;
}

const STATUS_NAMES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
] as const;

// The mapping Google's HTTP front ends use (google/rpc/code.proto comments).
const HTTP_STATUS = [200, 499, 500, 400, 504, 404, 409, 403, 429, 400, 409, 400, 501, 500, 503, 500, 401];

export function statusName(code: number): string {
  return STATUS_NAMES[code] ?? 'UNKNOWN';
}

export function httpStatusOf(code: number): number {
  return HTTP_STATUS[code] ?? 500;
}

/** Reads a gRPC-style error (`code` + `details`/`message`) thrown by the engine; anything else is INTERNAL. */
export function toRpcStatus(error: unknown): RpcStatus {
  if (typeof error === 'object' && error !== null) {
    const { code, details, message } = error as { code?: unknown; details?: unknown; message?: unknown };
    if (typeof code === 'number' && code > 0 && code < STATUS_NAMES.length) {
      const text =
        typeof details === 'string' && details ? details : typeof message === 'string' ? message : '';
      return { code, message: text.replace(/^\d+ [A-Z_]+: /, '') };
    }
  }
  return { code: 13, message: error instanceof Error ? error.message : String(error) };
}

/** The JSON error body Google's REST front ends send. */
export function errorBody(status: RpcStatus): { error: { code: number; message: string; status: string } } {
  return {
    error: { code: httpStatusOf(status.code), message: status.message, status: statusName(status.code) },
  };
}

/** `projects/{p}/databases/{d}` at the start of a resource name. */
export function databaseOf(name: string): { projectId: string; databaseId: string } | undefined {
  const match = /^projects\/([^/]+)\/databases\/([^/]+)/.exec(name);
  return match?.[1] && match[2] ? { projectId: match[1], databaseId: match[2] } : undefined;
}
