// A stand-in for the engine behind the browser protocols: a few documents in a map, unary calls
// answered in the gRPC object shape, and Listen/Write streams that answer the way the engine's do.
// It lets the protocol tests check the wire without the engine; the browser suite uses the real one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  CallMetadata,
  FirestoreBackend,
  Message,
  StreamSink,
} from '../../src/protocols/json/backend.ts';
import { handleRest, isRestPath } from '../../src/protocols/rest/handler.ts';
import {
  isWebChannelPath,
  type WebChannelOptions,
  WebChannelServer,
} from '../../src/protocols/webchannel/server.ts';

export interface FakeCall {
  method: string;
  request: Message;
  metadata: CallMetadata;
}

export class FakeBackend implements FirestoreBackend {
  readonly calls: FakeCall[] = [];
  readonly docs = new Map<string, Message>();
  readonly streams: {
    method: string;
    metadata: CallMetadata;
    sink: StreamSink;
    requests: Message[];
    closed: boolean;
  }[] = [];

  async call(method: string, request: Message, metadata: CallMetadata): Promise<Message | Message[]> {
    this.calls.push({ method, request, metadata });
    if (metadata.authorization === 'Bearer denied') {
      throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 7 });
    }
    if (method === 'Commit') {
      const writes = (request.writes as Message[]) ?? [];
      for (const write of writes) {
        const update = write.update as Message | null;
        if (update) this.docs.set(String(update.name), update);
      }
      return { write_results: writes.map(() => ({ update_time: time })), commit_time: time };
    }
    if (method === 'BatchGetDocuments') {
      return ((request.documents as string[]) ?? []).map((name) => {
        const found = this.docs.get(name);
        return found
          ? { found, read_time: time, result: 'found' }
          : { missing: name, read_time: time, result: 'missing' };
      });
    }
    if (method === 'GetDocument') {
      const found = this.docs.get(String(request.name));
      if (!found) throw Object.assign(new Error(`Document ${request.name} not found.`), { code: 5 });
      return found;
    }
    if (method === 'RunQuery')
      return [...this.docs.values()].map((document) => ({ document, read_time: time }));
    return {};
  }

  openStream(method: 'Listen' | 'Write', metadata: CallMetadata, sink: StreamSink) {
    const stream = { method, metadata, sink, requests: [] as Message[], closed: false };
    this.streams.push(stream);
    return {
      handle: (request: Message) => {
        stream.requests.push(request);
        if (method === 'Write') {
          sink.send({
            stream_id: 's1',
            stream_token: Buffer.from([stream.requests.length]),
            write_results: ((request.writes as Message[] | undefined) ?? []).map(() => ({
              update_time: time,
            })),
            commit_time: stream.requests.length > 1 ? time : null,
          });
        } else if (request.add_target) {
          const targetId = (request.add_target as Message).target_id;
          sink.send({ target_change: { target_change_type: 'ADD', target_ids: [targetId] } });
        }
      },
      close: () => {
        stream.closed = true;
      },
    };
  }
}

export const time = { seconds: '1700000000', nanos: 123000 };

export interface FakeServer {
  backend: FakeBackend;
  channels: WebChannelServer;
  base: string;
  close(): Promise<void>;
}

/** REST and WebChannel on one plain HTTP server on a free loopback port. */
export async function startFakeServer(options: Partial<WebChannelOptions> = {}): Promise<FakeServer> {
  const backend = new FakeBackend();
  const channels = new WebChannelServer(backend, options);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (isRestPath(path)) void handleRest(req, res, backend);
    else if (isWebChannelPath(path)) void channels.handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    backend,
    channels,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      channels.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
