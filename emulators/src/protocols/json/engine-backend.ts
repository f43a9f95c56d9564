// Binds the browser protocols to the engine: the same operations and stream sessions the gRPC
// adapter calls, with the caller taken from the same `authorization` header, so rules apply to
// browser requests exactly as to gRPC ones.
import { type CallContext, type Engine, FirestoreError, RPCS } from '../../engine/index.ts';
import { createListenSession, createWriteSession } from '../../engine/streams/index.ts';
import { authFromHeader } from '../../firestore/auth.ts';
import type { CallMetadata, FirestoreBackend, Message, StreamSink } from './backend.ts';

function contextOf(metadata: CallMetadata): CallContext {
  return {
    projectId: metadata.projectId,
    databaseId: metadata.databaseId,
    auth: authFromHeader(metadata.authorization),
  };
}

export function engineBackend(engine: Engine): FirestoreBackend {
  return {
    async call(method, request, metadata) {
      const operation = RPCS[method];
      if (!operation)
        throw new FirestoreError('UNIMPLEMENTED', `${method} is not supported by this emulator.`);
      return (await operation(engine, request as never, contextOf(metadata))) as Message | Message[];
    },
    openStream(method, metadata, sink: StreamSink) {
      const create = method === 'Listen' ? createListenSession : createWriteSession;
      const session = create(
        engine,
        contextOf(metadata),
        (response: unknown) => sink.send(response as Message),
        (status) => sink.fail(status),
      );
      return {
        handle: (request: Message) => session.handle(request as never),
        close: () => session.close(),
      };
    },
  };
}
