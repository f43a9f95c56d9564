// The dispatcher against a stand-in for firebase-tools' Functions emulator that answers its three
// routes the way the real one does (read from firebase-tools' functionsEmulator.js); the stack
// tests in tests/ run the same path against the real Functions emulator.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TriggerDispatcher } from '../../src/firestore/triggers/dispatcher.ts';
import { decodeDocumentEventData } from '../../src/firestore/triggers/document-event-data.ts';

interface Delivery {
  key: string;
  headers: IncomingHttpHeaders;
  data: Record<string, unknown>;
}

const backends = {
  backends: [
    {
      functionTriggers: [
        {
          id: 'us-central1-onBookingWritten',
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.written',
            eventFilters: { database: '(default)', namespace: '(default)' },
            eventFilterPathPatterns: { document: 'bookings/{bookingId}' },
          },
        },
        {
          id: 'us-central1-onProfileCreated',
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.created.withAuthContext',
            eventFilters: { database: '(default)', namespace: '(default)' },
            eventFilterPathPatterns: { document: 'profiles/{uid}' },
          },
        },
        {
          id: 'us-central1-onUpload',
          eventTrigger: { eventType: 'google.cloud.storage.object.v1.finalized' },
        },
      ],
    },
  ],
};

let server: Server;
let hostPort: string;
let generation = 0;
let deliveries: Delivery[] = [];
/** Runs when a delivery arrives, before it is answered: a function's own writes. */
let onDelivery: (() => void) | null = null;
/** Answers instead of the function, as firebase-tools does when its worker fails (status, body). */
let failures: Array<[number, string]> = [];
/** Listings of delivery keys still to answer with none, as while the functions reload. */
let reloadingListings = 0;
/**
 * Deliveries still to leave unanswered, as firebase-tools does when the worker it starts for one
 * never comes up (killed by a reload): it moves on to its next request without answering.
 */
let unanswered = 0;
/** Requests to trigger routes, answered or not. */
let received = 0;
/** Holds a delivery's answer, as a function that is still running. */
let running: Promise<void> | null = null;
/** Deliveries that arrived, answered or still queued. */
let arrived = 0;
/** Key listings that arrived after a delivery (the dispatcher's probes), answered or still queued. */
let probes = 0;
/** Like firebase-tools with --inspect-functions: one request to a trigger route at a time. */
let sequential: Promise<void> = Promise.resolve();

beforeEach(async () => {
  generation = 0;
  deliveries = [];
  onDelivery = null;
  failures = [];
  reloadingListings = 0;
  unanswered = 0;
  received = 0;
  running = null;
  arrived = 0;
  probes = 0;
  sequential = Promise.resolve();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/backends') return void res.end(JSON.stringify(backends));
      if (!req.url?.endsWith('/~list-keys~')) arrived += 1;
      else if (arrived > 0) probes += 1;
      sequential = sequential.then(() => handleTriggerRoute(req.url ?? '', chunks, res));
    });
  });
  const handleTriggerRoute = async (url: string, chunks: Buffer[], res: ServerResponse) => {
    {
      const key = url.split('/triggers/')[1] ?? '';
      if (key !== '~list-keys~') received += 1;
      if (key === '~list-keys~' && reloadingListings > 0) {
        reloadingListings -= 1;
        res.statusCode = 404;
        return void res.end(`Function ${key} does not exist, valid functions are: `);
      }
      const keys = backends.backends.flatMap((b) => b.functionTriggers).map((t) => `${t.id}-${generation}`);
      if (!keys.includes(key)) {
        res.statusCode = 404;
        return void res.end(`Function ${key} does not exist, valid functions are: ${keys.join(', ')}`);
      }
      const failure = failures.shift();
      if (failure) {
        res.statusCode = failure[0];
        return void res.end(failure[1]);
      }
      if (unanswered > 0) {
        unanswered -= 1;
        return;
      }
      await running;
      const bytes = Buffer.from(Buffer.concat(chunks).toString(), 'base64');
      deliveries.push({ key, headers: res.req.headers, data: decodeDocumentEventData(bytes) });
      onDelivery?.();
      res.end(JSON.stringify({ status: 'acknowledged' }));
    }
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const name = (path: string) => `projects/demo-test/databases/(default)/documents/${path}`;
const time = { seconds: '1767225600', nanos: 0 };
const booking = (status: string) => ({
  name: name('bookings/b1'),
  fields: { status: { string_value: status }, total_price: { double_value: 45 } },
  create_time: time,
  update_time: time,
});

/** A commit that creates bookings/b1 with `status`, by the admin SDK. */
const bookingCreated = (status: string) => ({
  projectId: 'demo-test',
  databaseId: '(default)',
  commitTime: new Date(),
  author: { type: 'service_account' } as const,
  changes: [{ path: 'bookings/b1', before: null, after: booking(status) }],
});

describe('TriggerDispatcher', () => {
  it('delivers a binary CloudEvent with the protobuf document data to the matching trigger', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    dispatcher.enqueue({
      projectId: 'demo-test',
      databaseId: '(default)',
      commitTime: new Date('2026-01-01T00:00:00Z'),
      author: { type: 'service_account' },
      changes: [{ path: 'bookings/b1', before: booking('scheduled'), after: booking('completed') }],
    });
    await dispatcher.idle();

    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery?.key).toBe('us-central1-onBookingWritten-0');
    expect(delivery?.headers).toMatchObject({
      'content-type': 'application/protobuf',
      'ce-specversion': '1.0',
      'ce-type': 'google.cloud.firestore.document.v1.written',
      'ce-source': '//firestore.googleapis.com/projects/demo-test/databases/(default)',
      'ce-subject': 'documents/bookings/b1',
      'ce-document': 'bookings/b1',
      'ce-database': '(default)',
      'ce-project': 'demo-test',
    });
    const value = delivery?.data.value as { name: string; fields: Record<string, { string_value?: string }> };
    const oldValue = delivery?.data.old_value as { fields: Record<string, { string_value?: string }> };
    expect(value.name).toBe(name('bookings/b1'));
    expect(value.fields.status?.string_value).toBe('completed');
    expect(oldValue.fields.status?.string_value).toBe('scheduled');
    expect(delivery?.data.update_mask).toEqual({ field_paths: ['status'] });
  });

  it('asks for each delivery’s connection to be closed, so the functions worker does not keep its socket', async () => {
    // firebase-tools passes these headers on to its worker: see CLOSE_AFTER_ANSWER.
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    dispatcher.enqueue(bookingCreated('scheduled'));
    dispatcher.enqueue(bookingCreated('confirmed'));
    await dispatcher.idle();
    expect(deliveries.map((d) => d.headers.connection)).toEqual(['close', 'close']);
  });

  it('fires created, not written-only triggers, with the author for withAuthContext', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    const profile = {
      name: name('profiles/u1'),
      fields: { full_name: { string_value: 'Ana' } },
      create_time: time,
      update_time: time,
    };
    dispatcher.enqueue({
      projectId: 'demo-test',
      databaseId: '(default)',
      commitTime: new Date(),
      author: { type: 'app_user', uid: 'u1' },
      changes: [{ path: 'profiles/u1', before: null, after: profile }],
    });
    await dispatcher.idle();
    expect(deliveries.map((d) => d.key)).toEqual(['us-central1-onProfileCreated-0']);
    expect(deliveries[0]?.headers['ce-authtype']).toBe('app_user');
    expect(deliveries[0]?.headers['ce-authid']).toBe('u1');
    expect(deliveries[0]?.data.old_value).toBeUndefined();
  });

  it('follows the functions to their next generation after a reload', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    dispatcher.enqueue(bookingCreated('scheduled'));
    await dispatcher.idle();
    generation = 1;
    dispatcher.enqueue(bookingCreated('confirmed'));
    await dispatcher.idle();
    expect(deliveries.map((d) => d.key)).toEqual([
      'us-central1-onBookingWritten-0',
      'us-central1-onBookingWritten-1',
    ]);
  });

  it('delivers again an event a worker lost (killed by a rebuild), not one a function failed on', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    failures = [[500, JSON.stringify({ errno: -104, code: 'ECONNRESET', syscall: 'read' })]];
    dispatcher.enqueue(bookingCreated('scheduled'));
    await dispatcher.idle();
    expect(deliveries).toHaveLength(1);
    expect(failures).toHaveLength(0);

    failures = [[500, 'TypeError: Cannot read properties of undefined']];
    dispatcher.enqueue(bookingCreated('confirmed'));
    await dispatcher.idle();
    expect(deliveries).toHaveLength(1);
  });

  it('offers again a delivery the Functions emulator dropped during a reload, running one function at a time', async () => {
    const lines: string[] = [];
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test', (line) => lines.push(line), {
      sequentialFunctions: true,
      probeAfterMs: 50,
    });
    unanswered = 1;
    dispatcher.enqueue(bookingCreated('scheduled'));
    await dispatcher.idle();
    expect(received).toBe(2);
    expect(deliveries.map((d) => d.key)).toEqual(['us-central1-onBookingWritten-0']);
    expect(lines.join('\n')).toMatch(
      /did not answer the delivery of bookings\/b1 to us-central1-onBookingWritten/,
    );
  });

  it('waits for a function that is still running, however long, without delivering it twice', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test', () => {}, {
      sequentialFunctions: true,
      probeAfterMs: 20,
    });
    let finish = () => {};
    running = new Promise<void>((resolve) => (finish = resolve));
    dispatcher.enqueue(bookingCreated('scheduled'));
    // The dispatcher's probe queues behind the running function, which ends once it has come.
    await vi.waitFor(() => expect(probes).toBe(1), { timeout: 10_000 });
    finish();
    await dispatcher.idle();
    expect(received).toBe(1);
    expect(deliveries).toHaveLength(1);
  });

  it('gives up on an unanswered delivery after its limit with a worker per function, and offers it again', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test', () => {}, { unansweredLimitMs: 200 });
    unanswered = 1;
    dispatcher.enqueue(bookingCreated('scheduled'));
    await dispatcher.idle();
    expect(received).toBe(2);
    expect(deliveries).toHaveLength(1);
  });

  it('waits out a reload that lists no delivery keys yet, then delivers', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    reloadingListings = 3;
    dispatcher.enqueue(bookingCreated('scheduled'));
    await dispatcher.idle();
    expect(reloadingListings).toBe(0);
    expect(deliveries.map((d) => d.key)).toEqual(['us-central1-onBookingWritten-0']);
  });

  it('ignores other projects and documents no trigger watches', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    const doc = booking('scheduled');
    dispatcher.enqueue({
      projectId: 'other',
      databaseId: '(default)',
      commitTime: new Date(),
      author: { type: 'unauthenticated' },
      changes: [{ path: 'bookings/b1', before: null, after: doc }],
    });
    dispatcher.enqueue({
      projectId: 'demo-test',
      databaseId: '(default)',
      commitTime: new Date(),
      author: { type: 'unauthenticated' },
      changes: [{ path: 'services/s1', before: null, after: doc }],
    });
    await dispatcher.idle();
    expect(deliveries).toHaveLength(0);
  });

  it('is settled once the events of the functions’ own writes are delivered too', async () => {
    const dispatcher = new TriggerDispatcher(hostPort, 'demo-test');
    const write = (status: string) => ({
      projectId: 'demo-test',
      databaseId: '(default)',
      commitTime: new Date(),
      author: { type: 'service_account' } as const,
      changes: [{ path: 'bookings/b1', before: booking('scheduled'), after: booking(status) }],
    });
    // The function that takes the first event writes the booking again before it answers.
    onDelivery = () => {
      onDelivery = null;
      dispatcher.enqueue(write('confirmed'));
    };
    dispatcher.enqueue(write('completed'));
    await dispatcher.settled();
    expect(deliveries.map((d) => d.headers['ce-type'])).toHaveLength(2);
  });

  it('logs and carries on when the Functions emulator is not there', async () => {
    const lines: string[] = [];
    const dispatcher = new TriggerDispatcher('127.0.0.1:1', 'demo-test', (line) => lines.push(line));
    dispatcher.enqueue({
      projectId: 'demo-test',
      databaseId: '(default)',
      commitTime: new Date(),
      author: { type: 'unauthenticated' },
      changes: [{ path: 'bookings/b1', before: null, after: booking('x') }],
    });
    await dispatcher.idle();
    expect(lines[0]).toMatch(/Could not deliver Firestore events/);
  });
});
