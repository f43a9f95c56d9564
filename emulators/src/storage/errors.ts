// The engine's failures, by kind. The HTTP adapter (protocols/storage-http/errors.ts) gives each
// kind the status the Storage services answer for it.

export type FailureKind =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'bucket-not-found'
  | 'too-large'
  | 'conflict'
  | 'gone';

export class StorageFailure extends Error {
  readonly kind: FailureKind;

  constructor(kind: FailureKind, message: string) {
    super(message);
    this.kind = kind;
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
