// The engine's failures, each with the HTTP status the Storage services answer for it. Adapters
// turn them into their API's error body; the SDKs turn the status into their error codes
// (403 → storage/unauthorized, 404 → storage/object-not-found, …).

export type FailureKind =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'bucket-not-found'
  | 'too-large'
  | 'conflict'
  | 'gone';

const STATUS: Record<FailureKind, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'bucket-not-found': 404,
  'too-large': 413,
  conflict: 409,
  gone: 410,
};

export class StorageFailure extends Error {
  readonly kind: FailureKind;
  readonly status: number;

  constructor(kind: FailureKind, message: string) {
    super(message);
    this.kind = kind;
    this.status = STATUS[kind];
  }

  static invalid(message: string): StorageFailure {
    return new StorageFailure('invalid-argument', message);
  }

  static notFound(bucket: string, name: string): StorageFailure {
    return new StorageFailure('not-found', `No such object: ${bucket}/${name}`);
  }

  static denied(message: string): StorageFailure {
    return new StorageFailure('permission-denied', message);
  }
}
