// The callables' stand-in for screen tests: a small HTTP server speaking the callable protocol
// (POST {data} → {result} or {error}), which the app's Functions SDK is pointed at (setup.ts).
// The functions themselves are tested against the emulator in functions-firestore; a screen test
// checks what the screen sends and what it shows, so a test says how each callable answers:
// usually by decoding with the same domain schema and writing what the function would write.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A callable's answer to one request; throw a CallableRefusal to refuse like HttpsError. */
export type CallableHandler = (data: unknown) => unknown;

type RefusalStatus = 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION' | 'PERMISSION_DENIED' | 'ALREADY_EXISTS';

/** The HTTP status the callable protocol gives each refusal (as HttpsError's code maps). */
const httpStatusOf: Record<RefusalStatus | 'INTERNAL', number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  PERMISSION_DENIED: 403,
  ALREADY_EXISTS: 409,
  INTERNAL: 500,
};

export class CallableRefusal extends Error {
  readonly status: RefusalStatus;
  /** HttpsError's details, handed to the screen with the refusal. */
  readonly details: unknown;
  constructor(status: RefusalStatus, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

const handlers = new Map<string, CallableHandler>();
/** Every request received, by callable name, in order: what the screen sent. */
export const callableRequests: { name: string; data: unknown }[] = [];

/** Says how a callable answers from now on (a later call for the same name replaces it). */
export function answerCallable(name: string, handler: CallableHandler): void {
  handlers.set(name, handler);
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

async function answer(name: string, body: string): Promise<{ status: number; json: unknown }> {
  const handler = handlers.get(name);
  if (!handler)
    return { status: 404, json: { error: { status: 'NOT_FOUND', message: `No stand-in for ${name}` } } };
  const data = (JSON.parse(body || '{}') as { data?: unknown }).data ?? null;
  callableRequests.push({ name, data });
  try {
    return { status: 200, json: { result: (await handler(data)) ?? null } };
  } catch (error) {
    const refusal = error instanceof CallableRefusal ? error : undefined;
    const status = refusal?.status ?? 'INTERNAL';
    const details = refusal?.details === undefined ? {} : { details: refusal.details };
    return {
      status: httpStatusOf[status],
      json: { error: { status, message: (error as Error).message, ...details } },
    };
  }
}

/** Starts the stand-in on a free loopback port; answers its host:port. */
export async function startCallables(): Promise<{ host: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const name = (req.url ?? '').split('/').filter(Boolean).pop() ?? '';
      void answer(name, body).then(({ status, json }) => {
        res.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  return { host: `127.0.0.1:${port}`, server };
}
