// One WebChannel session: a Listen or Write stream of the engine, the arrays queued for the client
// (kept until the client acknowledges them with AID, so a lost back channel loses nothing), the
// back channel currently open (streaming or long poll), and de-duplication of forward maps.
import type { ServerResponse } from 'node:http';
import type protobuf from 'protobufjs';
import { errorBody, type Message, type RpcStatus, type StreamSession } from '../json/backend.ts';
import { fromJson, toJson } from '../json/mapping.ts';
import { frame } from './framing.ts';

export interface SessionLimits {
  /** A noop goes out at least this often on an open back channel. */
  noopIntervalMs: number;
  /** How long a long-poll GET is held when there is nothing to send. */
  longPollTimeoutMs: number;
  /** A streaming back channel is ended (the client reopens it) after this long, to collect acks. */
  streamingRecycleMs: number;
  /** Unacknowledged output allowed before a streaming back channel is recycled or the session fails. */
  maxUnackedBytes: number;
}

interface Outgoing {
  id: number;
  chunk: string;
}

interface BackChannel {
  res: ServerResponse;
  longPoll: boolean;
  timers: NodeJS.Timeout[];
}

export interface SessionTypes {
  request: protobuf.Type;
  response: protobuf.Type;
}

export class WebChannelSession {
  readonly id: string;
  lastActivity = Date.now();
  closed = false;
  private stream: StreamSession | undefined;
  private readonly types: SessionTypes;
  private readonly limits: SessionLimits;
  private readonly onClosed: (session: WebChannelSession) => void;
  private outbox: Outgoing[] = [];
  private outboxBytes = 0;
  private nextArrayId = 1;
  private lastSentId = 0;
  private nextMapId = 0;
  private backChannel: BackChannel | undefined;
  private backChannelEndedAt = 0;
  /** Set once an error or close went out: the session ends when the client has it. */
  private ending = false;

  constructor(
    id: string,
    types: SessionTypes,
    limits: SessionLimits,
    onClosed: (s: WebChannelSession) => void,
  ) {
    this.id = id;
    this.types = types;
    this.limits = limits;
    this.onClosed = onClosed;
  }

  attach(stream: StreamSession): void {
    this.stream = stream;
  }

  /** From the engine's stream. */
  send(response: Message): void {
    if (this.closed || this.ending) return;
    this.enqueue([toJson(this.types.response, response)]);
  }

  /** From the engine's stream: the client closes its stream with this status. */
  fail(status: RpcStatus): void {
    if (this.closed || this.ending) return;
    this.enqueue([errorBody(status)]);
    this.ending = true;
    // The stream is over either way; closing it (idempotent) stops its listeners now.
    this.stream?.close();
    this.stream = undefined;
  }

  /** Forward-channel maps, skipping ids already handled (a retried POST resends the same `ofs`). */
  receive(maps: { id: number; data: string }[]): void {
    this.lastActivity = Date.now();
    for (const map of maps) {
      if (map.id < this.nextMapId) continue;
      this.nextMapId = map.id + 1;
      if (this.closed || this.ending) return;
      let request: Message;
      try {
        request = fromJson(this.types.request, JSON.parse(map.data));
      } catch (error) {
        this.fail({ code: 3, message: error instanceof Error ? error.message : String(error) });
        return;
      }
      try {
        this.stream?.handle(request);
      } catch (error) {
        // The stream refused the request (as gRPC would end the call): tell the client.
        const { code, message } = error as { code?: unknown; message?: unknown };
        this.fail({ code: typeof code === 'number' ? code : 13, message: String(message ?? error) });
        return;
      }
    }
  }

  /** The client has seen every array up to `aid`. */
  acknowledge(aid: number): void {
    if (!Number.isInteger(aid)) return;
    while (this.outbox.length > 0 && (this.outbox[0]?.id ?? Number.POSITIVE_INFINITY) <= aid) {
      const done = this.outbox.shift();
      if (done) this.outboxBytes -= done.chunk.length;
    }
    if (this.ending && this.outbox.length === 0 && this.lastSentId > 0 && aid >= this.lastSentId)
      this.close();
  }

  /** The framed answer to a forward POST: back channel present, last array id sent, bytes outstanding. */
  forwardAck(): string {
    const present = this.backChannel !== undefined || Date.now() - this.backChannelEndedAt < 5_000 ? 1 : 0;
    const outstanding = this.outbox
      .filter((o) => o.id > this.lastSentId)
      .reduce((n, o) => n + o.chunk.length, 0);
    return frame([present, this.lastSentId, outstanding]);
  }

  /** `holdMs`: how long a long poll may wait for data (the client's `TO`, capped by our limit). */
  openBackChannel(res: ServerResponse, aid: number, longPoll: boolean, holdMs?: number): void {
    this.lastActivity = Date.now();
    this.acknowledge(aid);
    if (this.closed) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Unknown SID');
      return;
    }
    this.endBackChannel();
    // Whatever went out after `aid` on an earlier back channel never arrived: send it again.
    const oldestUnacked = (this.outbox[0]?.id ?? this.nextArrayId) - 1;
    this.lastSentId = Number.isInteger(aid)
      ? Math.min(Math.max(aid, oldestUnacked), this.nextArrayId - 1)
      : oldestUnacked;
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    });
    res.socket?.setNoDelay(true);
    const channel: BackChannel = { res, longPoll, timers: [] };
    this.backChannel = channel;
    const drop = () => {
      if (this.backChannel === channel) this.dropBackChannel();
    };
    res.on('close', drop);
    res.on('error', drop);
    if (longPoll) {
      const hold = Math.min(this.limits.longPollTimeoutMs, holdMs ?? Number.POSITIVE_INFINITY);
      channel.timers.push(setTimeout(() => this.noopAndEnd(channel), hold));
      this.flush();
      return;
    }
    if (!this.flush()) this.enqueue(['noop']);
    channel.timers.push(setInterval(() => this.enqueue(['noop']), this.limits.noopIntervalMs));
    channel.timers.push(setTimeout(() => this.endBackChannel(), this.limits.streamingRecycleMs));
  }

  /** The server is going away: tell the client its stream closed (it reconnects), then close. */
  shutdown(): void {
    if (this.closed) return;
    this.enqueue(['close']);
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stream?.close();
    this.stream = undefined;
    this.endBackChannel();
    this.outbox = [];
    this.outboxBytes = 0;
    this.onClosed(this);
  }

  /** Nothing open and nothing heard from the client for `idleMs`: the page went away. */
  isAbandoned(now: number, idleMs: number): boolean {
    return this.backChannel === undefined && now - this.lastActivity > idleMs;
  }

  private enqueue(payload: unknown): void {
    const id = this.nextArrayId++;
    const outgoing = { id, chunk: frame([[id, payload]]) };
    this.outbox.push(outgoing);
    this.outboxBytes += outgoing.chunk.length;
    if (this.outboxBytes > this.limits.maxUnackedBytes) {
      if (this.backChannel && !this.backChannel.longPoll && this.lastSentId > (this.outbox[0]?.id ?? 0)) {
        // Ending the stream makes the client reconnect with a fresh AID, which frees what it saw.
        this.flush();
        this.endBackChannel();
      } else if (this.outboxBytes > this.limits.maxUnackedBytes * 2) {
        this.abandonOutput();
        return;
      }
    }
    this.flush();
  }

  /** The client stopped reading: keep memory bounded and let it start over. */
  private abandonOutput(): void {
    this.outbox = [];
    this.outboxBytes = 0;
    this.close();
  }

  /** Writes every queued array not yet sent on the open back channel; true when something went out. */
  private flush(): boolean {
    const channel = this.backChannel;
    if (!channel) return false;
    const pending = this.outbox.filter((o) => o.id > this.lastSentId);
    if (pending.length === 0) return false;
    channel.res.write(pending.map((o) => o.chunk).join(''));
    this.lastSentId = pending[pending.length - 1]?.id ?? this.lastSentId;
    // A long poll carries one batch, then ends; the client opens the next one at once.
    if (channel.longPoll) this.endBackChannel();
    return true;
  }

  private noopAndEnd(channel: BackChannel): void {
    if (this.backChannel !== channel) return;
    this.enqueue(['noop']);
    // enqueue flushed and ended a long poll; end it anyway if the write did not happen.
    if (this.backChannel === channel) this.endBackChannel();
  }

  private endBackChannel(): void {
    const channel = this.backChannel;
    if (!channel) return;
    this.dropBackChannel();
    channel.res.end();
  }

  private dropBackChannel(): void {
    const channel = this.backChannel;
    if (!channel) return;
    for (const timer of channel.timers) clearTimeout(timer);
    this.backChannel = undefined;
    this.backChannelEndedAt = Date.now();
    this.lastActivity = Date.now();
  }
}
