// The Firestore emulator: one engine behind one port that speaks gRPC (HTTP/2 cleartext) and
// HTTP/1.1. A net.Server reads the first bytes of each connection: the HTTP/2 preface goes to
// grpc-js, anything else to Node's HTTP/1.1 server and its route table.
import { readFileSync, watch } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import { basename, dirname } from 'node:path';
import { type CommitEvent, Engine, toDocumentProto } from '../engine/index.ts';
import { openState } from '../engine/persistence/index.ts';
import { registerEmulatorEndpoints } from '../protocols/emulator-http/endpoints.ts';
import { HttpRouter } from '../protocols/emulator-http/router.ts';
import { createGrpcEndpoint } from '../protocols/grpc/server.ts';
import { browserProtocols } from '../protocols/webchannel/protocol.ts';
import { compileRules } from '../rules/index.ts';
import type { RunningService, ServiceOptions } from '../service.ts';
import { type CommittedChanges, TriggerDispatcher } from './triggers/dispatcher.ts';

/** What an HTTP protocol (REST, WebChannel, …) gets to register its routes. */
export interface HttpProtocolContext {
  router: HttpRouter;
  engine: Engine;
  options: ServiceOptions;
}

/** Called once per server start; may return a cleanup run at stop. */
export type HttpProtocol = (context: HttpProtocolContext) => void | (() => void | Promise<void>);

/** HTTP/1.1 protocols on the Firestore port besides the emulator's own endpoints. Add browser
 * transports here. */
const HTTP_PROTOCOLS: HttpProtocol[] = [browserProtocols];

export interface FirestoreService extends RunningService {
  readonly engine: Engine;
}

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');

export async function start(options: ServiceOptions): Promise<FirestoreService> {
  const log = options.log ?? (() => {});
  const state = openState({ ...options, log });
  const engine = new Engine({ log, persistence: state.persistence });
  await state.load(engine);
  loadRulesFile(engine, options, log);
  const stopWatching = watchRulesFile(engine, options, log);
  const triggers = deliverTriggers(engine, options, log);

  const router = new HttpRouter(log);
  registerEmulatorEndpoints(router, { engine, log, triggersDelivered: triggers.delivered });
  const cleanups = HTTP_PROTOCOLS.map((protocol) => protocol({ router, engine, options }));

  const http = createHttpServer((req, res) => router.handle(req, res));
  http.keepAliveTimeout = 65_000;
  http.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const grpc = createGrpcEndpoint({ engine, defaultProjectId: options.defaultProjectId, log });

  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    sniff(socket, http, (s) => grpc.accept(s));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // Port taken or not allowed: release what started so the caller can exit or retry cleanly.
    stopWatching();
    await triggers.stop();
    await grpc.close();
    for (const cleanup of cleanups) await cleanup?.();
    await state.stop(engine);
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    name: 'firestore',
    host: options.host,
    port,
    engine,
    async stop() {
      stopWatching();
      server.close();
      await triggers.stop();
      await grpc.close();
      await state.stop(engine);
      for (const cleanup of cleanups) await cleanup?.();
      http.closeAllConnections();
      http.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Reads until the first bytes tell HTTP/2 (the client preface) from HTTP/1.1, then hands the
 * socket over with those bytes put back. */
function sniff(socket: Socket, http: HttpServer, grpc: (socket: Socket) => void): void {
  let seen = Buffer.alloc(0);
  // A connection that never says which protocol it speaks is closed rather than kept forever.
  const silent = setTimeout(() => socket.destroy(), 30_000);
  silent.unref();
  const onData = (chunk: Buffer) => {
    seen = Buffer.concat([seen, chunk]);
    const n = Math.min(seen.length, HTTP2_PREFACE.length);
    const isHttp2 = seen.subarray(0, n).equals(HTTP2_PREFACE.subarray(0, n));
    if (isHttp2 && n < HTTP2_PREFACE.length) return;
    socket.off('data', onData);
    clearTimeout(silent);
    socket.pause();
    socket.unshift(seen);
    if (isHttp2) {
      // http2 reads the socket's native handle, after draining what is buffered in JS.
      grpc(socket);
    } else {
      http.emit('connection', socket);
      socket.resume();
    }
  };
  socket.on('data', onData);
}

function loadRulesFile(engine: Engine, options: ServiceOptions, log: (line: string) => void): void {
  if (!options.rulesPath) {
    log("No rules file: every request other than the owner's is denied until rules are loaded.");
    return;
  }
  const source = readFileSync(options.rulesPath, 'utf8');
  const result = compileRules(source);
  if (!result.ok) {
    const issues = result.issues
      .map((i) => `${options.rulesPath}:${i.line}:${i.column} ${i.description}`)
      .join('\n');
    throw new Error(`The rules file does not compile:\n${issues}`);
  }
  engine.setRules(null, result.rules);
}

/** Reloads the rules file when it changes (editors often replace the file, so the directory is
 * watched); a file that does not compile is reported and the last good rules stay. */
function watchRulesFile(engine: Engine, options: ServiceOptions, log: (line: string) => void): () => void {
  const path = options.rulesPath;
  if (!path) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let last = readFileSync(path, 'utf8');
  const reload = () => {
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      return;
    }
    if (source === last) return;
    last = source;
    const result = compileRules(source);
    if (result.ok) {
      engine.setRules(null, result.rules);
      log(`Reloaded ${path}.`);
    } else {
      const issues = result.issues.map((i) => `${path}:${i.line}:${i.column} ${i.description}`).join('\n');
      log(`Kept the previous rules: ${path} does not compile:\n${issues}`);
    }
  };
  try {
    const watcher = watch(dirname(path), (_event, file) => {
      if (file !== null && file !== basename(path)) return;
      clearTimeout(timer);
      timer = setTimeout(reload, 100);
    });
    watcher.on('error', () => watcher.close());
    return () => {
      clearTimeout(timer);
      watcher.close();
    };
  } catch {
    log(`Cannot watch ${path}; rules changes need a restart.`);
    return () => {};
  }
}

/** With --functions-emulator, every commit becomes Firestore CloudEvents for the Functions
 * emulator's triggers (firestore/triggers/). */
function deliverTriggers(engine: Engine, options: ServiceOptions, log: (line: string) => void) {
  if (!options.functionsEmulator) return { stop: async () => {}, delivered: async () => {} };
  const dispatcher = new TriggerDispatcher(options.functionsEmulator, options.defaultProjectId, log, {
    sequentialFunctions: options.functionsSequential,
  });
  const unsubscribe = engine.onCommit((event) => dispatcher.enqueue(committedChanges(event)));
  return {
    stop: async () => {
      unsubscribe();
      await Promise.race([dispatcher.idle(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    },
    delivered: () => dispatcher.settled(),
  };
}

function committedChanges(event: CommitEvent): CommittedChanges {
  const auth = event.auth;
  return {
    projectId: event.db.projectId,
    databaseId: event.db.databaseId,
    commitTime: new Date(event.commitTime / 1000),
    author:
      auth === 'owner'
        ? { type: 'service_account' }
        : auth
          ? { type: 'app_user', uid: auth.uid }
          : { type: 'unauthenticated' },
    changes: event.writes.map((w) => ({
      path: w.path,
      before: w.before ? (toDocumentProto(w.before) as unknown as Record<string, unknown>) : null,
      after: w.after ? (toDocumentProto(w.after) as unknown as Record<string, unknown>) : null,
    })),
  };
}
