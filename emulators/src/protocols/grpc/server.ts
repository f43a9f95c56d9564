// gRPC over sockets we already accepted. grpc-js's Server normally binds its own port; its
// connection injector (createConnectionInjector) instead takes sockets from our one-port sniffer.
// That keeps grpc-js doing all of HTTP/2 and gRPC framing, flow control, deadlines, compression and
// status trailers in-process, with no proxy hop and no second port (a loopback proxy would double
// the copies per byte and add a port that can collide; hand-written framing would re-implement
// what grpc-js already gets right).
import type { Duplex } from 'node:stream';
import { Server, ServerCredentials } from '@grpc/grpc-js';
import { firestoreService } from './proto.ts';
import { firestoreHandlers, type GrpcAdapterOptions, hardenedService } from './service.ts';

export interface GrpcEndpoint {
  /** Serves one accepted connection whose first bytes are the HTTP/2 preface. */
  accept(socket: Duplex): void;
  close(): Promise<void>;
}

/** Requests up to 20 MiB (500 writes of documents near 1 MiB still fail per document). */
const MAX_MESSAGE_BYTES = 20 * 1024 * 1024;

export function createGrpcEndpoint(options: GrpcAdapterOptions): GrpcEndpoint {
  const server = new Server({
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': -1,
  });
  server.addService(hardenedService(firestoreService()), firestoreHandlers(options));
  const injector = server.createConnectionInjector(ServerCredentials.createInsecure());
  return {
    accept: (socket) => injector.injectConnection(socket),
    close: () =>
      new Promise<void>((resolve) => {
        injector.drain(200);
        injector.destroy();
        server.tryShutdown(() => resolve());
        setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 500).unref();
      }),
  };
}
