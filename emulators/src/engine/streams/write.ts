// The Write stream: a handshake (the first request names the database and is answered with a
// stream id and token, no results), then each request's writes are committed atomically and
// answered with the commit time and one result per write. A batch that fails ends the stream with
// its status, as the service does; the SDKs then reject that batch and reopen the stream.
import { randomBytes } from 'node:crypto';
import { asFirestoreError, type FirestoreError, invalidArgument } from '../errors.ts';
import type { StreamsPort } from './port.ts';
import type { CallContext, Fail, Send, StreamSession, WriteRequest, WriteResponse } from './types.ts';

export class WriteSession implements StreamSession<WriteRequest> {
  private readonly port: StreamsPort;
  private readonly ctx: CallContext;
  private readonly send: Send<WriteResponse>;
  private readonly fail: Fail;
  private readonly streamId = randomBytes(8).toString('hex');
  private readonly pending: WriteRequest[] = [];
  private handshakeDone = false;
  private sequence = 0;
  private running = false;
  private closed = false;

  constructor(port: StreamsPort, ctx: CallContext, send: Send<WriteResponse>, fail: Fail) {
    this.port = port;
    this.ctx = ctx;
    this.send = send;
    this.fail = fail;
  }

  handle(request: WriteRequest): void {
    if (this.closed) return;
    this.pending.push(request);
    if (!this.running) void this.drain();
  }

  close(): void {
    this.closed = true;
    this.pending.length = 0;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.pending.length > 0 && !this.closed) await this.apply(this.pending.shift() as WriteRequest);
    } catch (error) {
      this.stop(asFirestoreError(error));
    } finally {
      this.running = false;
    }
  }

  private async apply(request: WriteRequest): Promise<void> {
    const writes = request.writes ?? [];
    if (!this.handshakeDone) {
      if (request.stream_id) throw invalidArgument(`Unknown stream id "${request.stream_id}".`);
      this.handshakeDone = true;
      if (writes.length === 0) {
        this.send({ stream_id: this.streamId, stream_token: this.nextToken(), write_results: [] });
        return;
      }
    } else if (request.stream_id && request.stream_id !== this.streamId) {
      throw invalidArgument(`Stream id "${request.stream_id}" does not belong to this stream.`);
    }
    const { commit_time, write_results } = await this.port.commit(this.ctx, writes);
    if (this.closed) return;
    this.send({ stream_id: this.streamId, stream_token: this.nextToken(), write_results, commit_time });
  }

  /** Tokens only need to be distinct per response; clients echo the latest one back. */
  private nextToken(): Uint8Array {
    const token = Buffer.alloc(8);
    token.writeUInt32BE(++this.sequence, 4);
    return token;
  }

  private stop(error: FirestoreError): void {
    if (this.closed) return;
    this.close();
    this.fail({ code: error.code, message: error.message });
  }
}
