// The gRPC adapter: google.firestore.v1.Firestore on @grpc/grpc-js, translating calls to and from
// the engine API and nothing more.
import {
  type handleBidiStreamingCall,
  type handleServerStreamingCall,
  type handleUnaryCall,
  type Metadata,
  type ServerDuplexStream,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceDefinition,
  status,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import {
  asFirestoreError,
  type CallContext,
  type Engine,
  FirestoreError,
  RPCS,
  type Rpc,
  SERVER_STREAMING_RPCS,
} from '../../engine/index.ts';
import { createListenSession, createWriteSession } from '../../engine/streams/index.ts';
import { authFromHeader } from '../../firestore/auth.ts';

/** Marks a request whose bytes did not decode, so the handler answers INVALID_ARGUMENT. */
const DECODE_ERROR = Symbol('decodeError');
type Decoded = Record<string, unknown> & { [DECODE_ERROR]?: string };

export interface GrpcAdapterOptions {
  engine: Engine;
  defaultProjectId: string;
  log?: (line: string) => void;
}

/** A copy of the service whose request decoders never throw: grpc-js would answer INTERNAL, the
 * service answers INVALID_ARGUMENT for malformed protobuf. */
export function hardenedService(service: ServiceDefinition): ServiceDefinition {
  const out: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(service)) {
    out[name] = {
      ...method,
      requestDeserialize: (bytes: Buffer): Decoded => {
        try {
          return method.requestDeserialize(bytes) as Decoded;
        } catch (error) {
          return { [DECODE_ERROR]: (error as Error).message };
        }
      },
    };
  }
  return out as ServiceDefinition;
}

function grpcError(error: unknown): { code: number; details: string } {
  const e = asFirestoreError(error);
  return { code: e.code, details: e.message };
}

/** The project and database of a call: the resource prefix header, else the request's names. */
export function contextOf(metadata: Metadata, request: Decoded, defaultProjectId: string): CallContext {
  const auth = authFromHeader(metadata.get('authorization')[0] as string | undefined);
  const prefix = String(metadata.get('google-cloud-resource-prefix')[0] ?? '');
  const named = prefix || String(request.database ?? request.parent ?? request.name ?? '');
  const match = /^projects\/([^/]+)\/databases\/([^/]+)/.exec(named);
  return { projectId: match?.[1] ?? defaultProjectId, databaseId: match?.[2] ?? '(default)', auth };
}

function checkDecoded(request: Decoded): void {
  const problem = request[DECODE_ERROR];
  if (problem !== undefined)
    throw new FirestoreError(
      'INVALID_ARGUMENT',
      `Invalid request: could not decode the protobuf message (${problem}).`,
    );
}

/** Runs the RPC for a call, once its request is known to have decoded. */
function invoke(
  options: GrpcAdapterOptions,
  rpc: Rpc,
  call: { request: Decoded; metadata: Metadata },
): Promise<unknown> {
  return Promise.resolve().then(() => {
    checkDecoded(call.request);
    return rpc(
      options.engine,
      call.request as never,
      contextOf(call.metadata, call.request, options.defaultProjectId),
    );
  });
}

function unary(options: GrpcAdapterOptions, rpc: Rpc): handleUnaryCall<Decoded, unknown> {
  return (call: ServerUnaryCall<Decoded, unknown>, callback) => {
    invoke(options, rpc, call).then(
      (response) => callback(null, response),
      (error: unknown) => callback(grpcError(error)),
    );
  };
}

function serverStreaming(options: GrpcAdapterOptions, rpc: Rpc): handleServerStreamingCall<Decoded, unknown> {
  return (call: ServerWritableStream<Decoded, unknown>) => {
    invoke(options, rpc, call).then(
      (responses) => {
        for (const response of responses as unknown[]) call.write(response);
        call.end();
      },
      (error: unknown) => call.emit('error', grpcError(error)),
    );
  };
}

type SessionFactory = typeof createListenSession | typeof createWriteSession;

/** Listen and Write: one transport-agnostic session per call (engine/streams). */
function bidi(
  options: GrpcAdapterOptions,
  create: SessionFactory,
): handleBidiStreamingCall<Decoded, unknown> {
  return (call: ServerDuplexStream<Decoded, unknown>) => {
    let ended = false;
    const ctx = contextOf(call.metadata, {}, options.defaultProjectId);
    const session = create(
      options.engine,
      ctx,
      (response: unknown) => {
        if (!ended) call.write(response);
      },
      (failure) => {
        if (ended) return;
        ended = true;
        call.emit('error', { code: failure.code, details: failure.message });
      },
    );
    call.on('data', (request: Decoded) => {
      if (ended) return;
      if (request[DECODE_ERROR] !== undefined) {
        ended = true;
        session.close();
        call.emit('error', {
          code: status.INVALID_ARGUMENT,
          details: `Invalid request: ${request[DECODE_ERROR]}`,
        });
        return;
      }
      try {
        session.handle(request as never);
      } catch (error) {
        ended = true;
        session.close();
        call.emit('error', grpcError(error));
      }
    });
    const finish = () => {
      session.close();
      if (!ended) {
        ended = true;
        call.end();
      }
    };
    call.on('end', finish);
    call.on('cancelled', () => {
      ended = true;
      session.close();
    });
    call.on('error', () => {
      ended = true;
      session.close();
    });
  };
}

/** ExecutePipeline streams its responses. */
const unimplemented: handleServerStreamingCall<Decoded, unknown> = (call) => {
  call.emit('error', {
    code: status.UNIMPLEMENTED,
    details: 'ExecutePipeline is not supported by this emulator.',
  });
};

export function firestoreHandlers(options: GrpcAdapterOptions): UntypedServiceImplementation {
  const handlers: UntypedServiceImplementation = {};
  for (const [method, rpc] of Object.entries(RPCS))
    handlers[method] = SERVER_STREAMING_RPCS.has(method)
      ? serverStreaming(options, rpc)
      : unary(options, rpc);
  return {
    ...handlers,
    ExecutePipeline: unimplemented as never,
    Listen: bidi(options, createListenSession),
    Write: bidi(options, createWriteSession),
  };
}
