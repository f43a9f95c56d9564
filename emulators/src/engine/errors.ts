// Errors carry the gRPC status the service would answer with; adapters map them onto their wire.

export const STATUS_CODES = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type StatusName = keyof typeof STATUS_CODES;

export class FirestoreError extends Error {
  readonly status: StatusName;

  constructor(status: StatusName, message: string) {
    super(message);
    this.status = status;
    this.name = 'FirestoreError';
  }

  /** Numeric gRPC status code. */
  get code(): number {
    return STATUS_CODES[this.status];
  }
}

export function invalidArgument(message: string): FirestoreError {
  return new FirestoreError('INVALID_ARGUMENT', message);
}

/** Any thrown value as a FirestoreError; unexpected ones become INTERNAL so callers never crash. */
export function asFirestoreError(error: unknown): FirestoreError {
  if (error instanceof FirestoreError) return error;
  if (error instanceof RangeError)
    return new FirestoreError('INVALID_ARGUMENT', 'Request too deeply nested.');
  const message = error instanceof Error ? error.message : String(error);
  return new FirestoreError('INTERNAL', message);
}
