// The Listen and Write streams for any transport: the gRPC adapter and the WebChannel adapter
// each create one session per stream and feed it the requests in the gRPC object shape.
import type { Engine, CallContext as EngineContext } from '../engine.ts';
import { streamsPort } from './engine-port.ts';
import { ListenSession } from './listen.ts';
import type { Fail, ListenResponse, Send, WriteResponse } from './types.ts';
import { WriteSession } from './write.ts';

export type { ListenSession } from './listen.ts';
export type * from './types.ts';
export type { WriteSession } from './write.ts';

export function createListenSession(
  engine: Engine,
  ctx: EngineContext,
  send: Send<ListenResponse>,
  fail: Fail,
): ListenSession {
  return new ListenSession(streamsPort(engine), ctx, send, fail);
}

export function createWriteSession(
  engine: Engine,
  ctx: EngineContext,
  send: Send<WriteResponse>,
  fail: Fail,
): WriteSession {
  return new WriteSession(streamsPort(engine), ctx, send, fail);
}
