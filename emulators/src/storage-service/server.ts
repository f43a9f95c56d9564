// The Storage emulator service: the engine (storage/, no HTTP in it) behind an HTTP server that
// speaks the Firebase Storage REST API (/v0, web SDK), the Cloud Storage JSON API (admin SDKs) and
// the emulator endpoints (protocols/storage-http/); trigger POSTs and Firestore reads over REST
// live beside it in this folder.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleEmulatorApi } from '../protocols/storage-http/emulator-api.ts';
import { fail } from '../protocols/storage-http/errors.ts';
import { FirebaseApi } from '../protocols/storage-http/firebase-api.ts';
import { GcsApi } from '../protocols/storage-http/gcs-api.ts';
import { type Exchange, handleCors, sendJson } from '../protocols/storage-http/http.ts';
import type { DocumentAccess } from '../rules/api.ts';
import type { RunningService, ServiceOptions } from '../service.ts';
import { StorageEngine } from '../storage/engine.ts';
import { StorageFailure } from '../storage/errors.ts';
import { Persistence } from '../storage/persistence.ts';
import { RulesGate } from '../storage/rules-gate.ts';
import { FunctionsDelivery } from './events.ts';
import { exportStorage, importStorage } from './export.ts';
import { firestoreOverRest } from './firestore-reader.ts';

export interface StorageServiceOptions extends ServiceOptions {
  /** Reader for `firestore.get`/`firestore.exists` in storage rules (the Firestore engine when both
   * run in one process). */
  firestore?: Pick<DocumentAccess, 'get'>;
  /** Otherwise a Firestore emulator's host:port to read over REST (default: FIRESTORE_EMULATOR_HOST).
   * With neither, those calls fail with a clear error, which denies the request. */
  firestoreEmulator?: string;
  /** Largest object accepted, in bytes (default 5 GiB). */
  maxObjectBytes?: number;
  /** Buckets besides the default project's `{p}`, `{p}.appspot.com` and `{p}.firebasestorage.app`. */
  buckets?: string[];
}

export interface RunningStorage extends RunningService {
  readonly engine: StorageEngine;
  /** Resolves once every trigger event so far was delivered (tests). */
  flushEvents(): Promise<void>;
}

const DEFAULT_MAX_OBJECT_BYTES = 5 * 1024 ** 3;

export async function start(options: StorageServiceOptions): Promise<RunningStorage> {
  const log = options.log ?? (() => undefined);
  const p = options.defaultProjectId;
  const persistence = new Persistence(options.dataDir);
  const firestoreHost = options.firestoreEmulator ?? process.env.FIRESTORE_EMULATOR_HOST;
  const firestore = options.firestore ?? (firestoreHost ? firestoreOverRest(firestoreHost, p) : undefined);
  const rules = new RulesGate(log);
  if (options.rulesPath) rules.loadFile(options.rulesPath);
  let selfUrl = `http://${options.host}:${options.port}`;
  const delivery = options.functionsEmulator
    ? new FunctionsDelivery(options.functionsEmulator, p, () => selfUrl, log)
    : undefined;
  const engine = new StorageEngine({
    persistence,
    rules,
    buckets: [p, `${p}.appspot.com`, `${p}.firebasestorage.app`, ...(options.buckets ?? [])],
    maxObjectBytes: options.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES,
    log,
    ...(firestore ? { firestore } : {}),
    ...(delivery ? { onEvent: (kind, object) => delivery.dispatch(kind, object) } : {}),
  });
  if (options.importDir) await importStorage(options.importDir, persistence, log);
  await engine.load();
  if (!firestore) log('firestore.get() in storage rules is unavailable: no Firestore emulator is connected.');
  const firebaseApi = new FirebaseApi(engine);
  const gcsApi = new GcsApi(engine);

  const server = createServer((req, res) => {
    void route(req, res).catch((error) => fail(res, error, req, log));
  });
  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (handleCors(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const exchange: Exchange = { req, res, url, rawPath: url.pathname };
    if (firebaseApi.matches(exchange.rawPath)) return firebaseApi.handle(exchange);
    if (await handleEmulatorApi(exchange, engine, rules)) return;
    if (await gcsApi.handle(exchange)) return;
    if (exchange.rawPath === '/') return sendJson(res, 200, { emulator: 'storage' });
    throw new StorageFailure('not-found', `No endpoint at ${req.method} ${exchange.rawPath}.`);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  selfUrl = `http://${options.host}:${port}`;

  return {
    name: 'storage',
    host: options.host,
    port,
    engine,
    flushEvents: () => delivery?.flush() ?? Promise.resolve(),
    async stop() {
      rules.close();
      server.closeIdleConnections();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await delivery?.flush();
      if (options.exportOnExitDir) await exportStorage(options.exportOnExitDir, persistence, log);
      await persistence.close();
    },
  };
}
