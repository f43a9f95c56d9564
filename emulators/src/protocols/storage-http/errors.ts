// The engine's failures as HTTP answers: the status the Storage services give each kind (the SDKs
// turn it into their error codes: 403 → storage/unauthorized, 404 → storage/object-not-found, …)
// and the JSON error body both APIs share.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FailureKind, StorageFailure } from '../../storage/errors.ts';
import { sendJson } from './http.ts';

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

export function httpStatus(failure: StorageFailure): number {
  return STATUS[failure.kind];
}

/** Every failure becomes an HTTP answer; nothing a client sends can take the server down. */
export function fail(
  res: ServerResponse,
  error: unknown,
  req: IncomingMessage,
  log: (line: string) => void,
): void {
  const failure =
    error instanceof StorageFailure
      ? error
      : new StorageFailure('invalid-argument', 'Request could not be processed.');
  if (!(error instanceof StorageFailure))
    log(`Unexpected error on ${req.method} ${req.url}: ${(error as Error)?.stack ?? error}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const status = error instanceof StorageFailure ? httpStatus(failure) : 500;
  const body = {
    error: {
      code: status,
      message: failure.message,
      errors: [{ message: failure.message, domain: 'global', reason: failure.kind }],
    },
  };
  // An upload refused before its body was read: close the connection rather than read it all.
  if (!req.complete) res.setHeader('Connection', 'close');
  sendJson(res, status, body);
}
