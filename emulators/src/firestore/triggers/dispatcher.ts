// Delivers Firestore document events from our emulator to firebase-tools' Functions emulator as the
// binary-mode CloudEvents that Eventarc delivers in production, so function code has no local branch.
import { randomUUID } from 'node:crypto';
import { type EventDocument, encodeDocumentEventData } from './document-event-data.ts';
import { matchesDocumentPattern } from './document-pattern.ts';
import { deliveryKeyFor, type FirestoreTrigger, FunctionsEmulatorClient } from './functions-emulator.ts';

export interface DocumentChange {
  /** Document path relative to the database's documents, e.g. `bookings/abc`. */
  path: string;
  before: EventDocument | null;
  after: EventDocument | null;
}

/** Who made the change, for the `.withAuthContext` event types. */
export type ChangeAuthor =
  | { type: 'service_account' }
  | { type: 'app_user'; uid: string }
  | { type: 'unauthenticated' };

export interface CommittedChanges {
  projectId: string;
  databaseId: string;
  commitTime: Date;
  author: ChangeAuthor;
  changes: DocumentChange[];
}

const TRIGGER_CACHE_MS = 1_000;
/**
 * How long an event no function received is offered again. A reload of the functions (a rebuild)
 * takes a second on a quiet machine and has taken over 30 s on a loaded one; Eventarc, too, keeps
 * offering an event its target did not take.
 */
const DELIVERY_PATIENCE_MS = 120_000;
const RETRY_STEP_MS = 500;
const RETRY_MAX_DELAY_MS = 5_000;
/**
 * firebase-tools leaves a delivery unanswered, for good, when the worker it starts for it never
 * comes up (handleHttpsTrigger logs "Failed to handle request" and returns without a response):
 * in debug mode, a reload's `exit()` kills the worker that a delivery made during the reload is
 * starting, and the delivery's request waits for that dead worker's socket (60 s here, the
 * discovery timeout) before it is dropped. Running one function at a time, the emulator takes a
 * later request only once the one before it is done, so a probe it answers while our delivery is
 * still open shows the delivery was dropped. How long a delivery runs before it is probed:
 */
const PROBE_AFTER_MS = 2_000;
/** After the probe's answer, how long the delivery's own answer may still be on its way. */
const PROBE_GRACE_MS = 1_000;
/**
 * With a worker per function there is no such order; a delivery is then given up once it has
 * been open longer than any answer can take: a worker's start (60 s) and the longest timeout of
 * an event function (540 s), which firebase-tools enforces in that mode.
 */
const UNANSWERED_LIMIT_MS = 660_000;

/**
 * Every delivery asks for its connection to be closed once answered. firebase-tools proxies it to
 * the functions worker with our headers, so the worker's socket that carried it is closed too,
 * not kept for the next request. With one worker for every function (--inspect-functions), the
 * worker learns which function a request is for from an IPC message sent just before the request;
 * it reads the target when the request arrives. If a function answers without waiting for I/O (a
 * trigger that returns at once, say a service saved with its name unchanged) and the worker is
 * descheduled before it polls again, epoll still lists that socket as ready ahead of the IPC
 * channel; the next request on it is then read before its IPC message and runs the previous
 * function. That is how the Auth emulator's sign-up ran a Firestore trigger's code ("Cannot parse
 * event payload."). A request on another socket, kept idle or new, is read after its message.
 * Our stacks also start firebase-tools with sockets never kept (scripts/stack/
 * one-request-per-worker-socket.cjs), which covers requests we do not send: browsers' callables,
 * the Auth emulator's blocking functions.
 */
const CLOSE_AFTER_ANSWER = { connection: 'close' } as const;

type DeliveryOutcome = 'delivered' | 'stale-key' | 'worker-lost' | 'no-key' | 'unanswered';

export interface DispatcherOptions {
  /**
   * The Functions emulator runs one function at a time (firebase-tools' `--inspect-functions`,
   * scripts/stack's oneFunctionsWorker): its requests are taken in the order they came.
   */
  sequentialFunctions?: boolean;
  /** Tests shorten the waits. */
  probeAfterMs?: number;
  unansweredLimitMs?: number;
}

export class TriggerDispatcher {
  private readonly client: FunctionsEmulatorClient;
  private readonly projectId: string;
  private readonly log: (line: string) => void;
  private triggers: FirestoreTrigger[] = [];
  private triggersReadAt = 0;
  private keys: string[] = [];
  /** Deliveries run one after another, in commit order. */
  private queue: Promise<void> = Promise.resolve();

  private readonly options: DispatcherOptions;

  constructor(
    functionsHostPort: string,
    projectId: string,
    log: (line: string) => void = () => {},
    options: DispatcherOptions = {},
  ) {
    this.client = new FunctionsEmulatorClient(functionsHostPort, projectId);
    this.projectId = projectId;
    this.log = log;
    this.options = options;
  }

  /** Queues the events of one commit; never throws into the commit path. */
  enqueue(commit: CommittedChanges): void {
    if (commit.projectId !== this.projectId) return;
    this.queue = this.queue
      .then(() => this.deliverCommit(commit))
      .catch((error: Error) => {
        this.log(`Could not deliver Firestore events: ${error.message}`);
      });
  }

  /** Resolves when everything queued so far has been delivered (for tests and clean shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  /**
   * Resolves once nothing is left to deliver, including the events of writes the functions made
   * while their own events were delivered (a function answers after its writes are committed).
   */
  async settled(): Promise<void> {
    for (let tail = this.queue; ; tail = this.queue) {
      await tail;
      if (this.queue === tail) return;
    }
  }

  private async deliverCommit(commit: CommittedChanges): Promise<void> {
    const triggers = await this.currentTriggers();
    for (const change of commit.changes) {
      for (const trigger of triggers) {
        if (trigger.database !== commit.databaseId) continue;
        if (!firesFor(trigger, change)) continue;
        await this.deliver(trigger, commit, change);
      }
    }
  }

  private async currentTriggers(): Promise<FirestoreTrigger[]> {
    if (Date.now() - this.triggersReadAt > TRIGGER_CACHE_MS) {
      this.triggers = await this.client.listFirestoreTriggers();
      this.triggersReadAt = Date.now();
    }
    return this.triggers;
  }

  private async deliver(
    trigger: FirestoreTrigger,
    commit: CommittedChanges,
    change: DocumentChange,
  ): Promise<void> {
    const body = Buffer.from(encodeDocumentEventData(eventData(change))).toString('base64');
    const headers = cloudEventHeaders(trigger, commit, change);
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const key = await this.keyFor(trigger, attempt > 1);
      const outcome = key ? await this.post(key, headers, body) : 'no-key';
      if (outcome === 'delivered') return;
      if (outcome === 'unanswered')
        this.log(
          `The Functions emulator did not answer the delivery of ${change.path} to ${trigger.id} (its worker did not start; a reload?): offering it again.`,
        );
      const lost = outcome === 'worker-lost' || outcome === 'unanswered';
      if (!lost && !(await this.stillDeclared(trigger))) {
        this.log(`Function ${trigger.id} is no longer declared; its event for ${change.path} is dropped.`);
        return;
      }
      if (Date.now() - started > DELIVERY_PATIENCE_MS) {
        this.log(
          `Gave up delivering ${change.path} to ${trigger.id} after ${attempt} attempts (${outcome}).`,
        );
        return;
      }
      // A key from before a reload is refreshed at once; a reload under way is waited out.
      if (outcome !== 'stale-key' || attempt > 3)
        await sleep(Math.min(RETRY_STEP_MS * attempt, RETRY_MAX_DELAY_MS));
    }
  }

  /**
   * One delivery attempt. A function that ran and failed counts as delivered, as in production
   * without retries; what is retried is an event no function received: a key from before a reload
   * (404), or a worker that went away before answering, which firebase-tools reports as a 500
   * carrying the socket error (its worker is killed when the functions are rebuilt).
   */
  private async post(key: string, headers: Record<string, string>, body: string): Promise<DeliveryOutcome> {
    const abort = new AbortController();
    const answer = fetch(this.client.triggerUrl(key), {
      method: 'POST',
      headers: { ...headers, ...CLOSE_AFTER_ANSWER },
      body,
      signal: abort.signal,
    })
      .then(async (response) => ({ status: response.status, text: await response.text() }))
      .catch(() => undefined);
    if (await this.leftUnanswered(answer)) {
      abort.abort();
      return 'unanswered';
    }
    const answered = await answer;
    if (!answered) return 'worker-lost';
    if (answered.status === 404) return 'stale-key';
    if (answered.status === 500 && isSocketError(answered.text)) return 'worker-lost';
    return 'delivered';
  }

  /**
   * Resolves false once `answer` settles, true once the Functions emulator is known to have dropped
   * the request (see PROBE_AFTER_MS and UNANSWERED_LIMIT_MS).
   */
  private async leftUnanswered(answer: Promise<unknown>): Promise<boolean> {
    let done = false;
    const settled = answer.then(() => {
      done = true;
    });
    /** Whether `answer` settles within `ms`. */
    const within = async (ms: number) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
      return done;
    };
    if (!this.options.sequentialFunctions) {
      return !(await within(this.options.unansweredLimitMs ?? UNANSWERED_LIMIT_MS));
    }
    for (;;) {
      if (await within(this.options.probeAfterMs ?? PROBE_AFTER_MS)) return false;
      // Queued behind our delivery: answered only once the emulator is done with it.
      const probe = this.client.listTriggerKeys().then(
        () => 'probed' as const,
        () => 'failed' as const,
      );
      const first = await Promise.race([settled.then(() => 'settled' as const), probe]);
      if (first === 'settled') return false;
      // An emulator that cannot be reached fails the delivery itself; probe again until it does.
      if (first === 'failed') continue;
      return !(await within(PROBE_GRACE_MS));
    }
  }

  /** Whether the functions (as last listed, at most a second ago) still declare `trigger`. */
  private async stillDeclared(trigger: FirestoreTrigger): Promise<boolean> {
    return (await this.currentTriggers()).some((t) => t.id === trigger.id);
  }

  private async keyFor(trigger: FirestoreTrigger, refresh: boolean): Promise<string | undefined> {
    let key = refresh ? undefined : deliveryKeyFor(trigger.id, this.keys);
    if (!key) {
      this.keys = await this.client.listTriggerKeys();
      key = deliveryKeyFor(trigger.id, this.keys);
    }
    return key;
  }
}

/** firebase-tools answers a request its worker never took with the Node socket error as JSON. */
function isSocketError(text: string): boolean {
  try {
    const error = JSON.parse(text) as { syscall?: unknown; code?: unknown };
    return typeof error.syscall === 'string' || typeof error.code === 'string';
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function firesFor(trigger: FirestoreTrigger, change: DocumentChange): boolean {
  const matches = trigger.isPattern
    ? matchesDocumentPattern(trigger.document, change.path)
    : trigger.document === change.path;
  if (!matches) return false;
  const kind = trigger.eventType
    .replace('google.cloud.firestore.document.v1.', '')
    .replace('.withAuthContext', '');
  switch (kind) {
    case 'created':
      return change.before === null && change.after !== null;
    case 'updated':
      return change.before !== null && change.after !== null;
    case 'deleted':
      return change.before !== null && change.after === null;
    case 'written':
      return change.before !== null || change.after !== null;
    default:
      return false;
  }
}

function eventData(change: DocumentChange) {
  const updateMask =
    change.before && change.after ? { fieldPaths: changedFields(change.before, change.after) } : undefined;
  return { value: change.after ?? undefined, oldValue: change.before ?? undefined, updateMask };
}

/** Top-level fields whose values differ between the two versions. */
function changedFields(before: EventDocument, after: EventDocument): string[] {
  const a = (before.fields ?? {}) as Record<string, unknown>;
  const b = (after.fields ?? {}) as Record<string, unknown>;
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name])).sort();
}

function cloudEventHeaders(trigger: FirestoreTrigger, commit: CommittedChanges, change: DocumentChange) {
  const source = `//firestore.googleapis.com/projects/${commit.projectId}/databases/${commit.databaseId}`;
  const headers: Record<string, string> = {
    'content-type': 'application/protobuf',
    'ce-specversion': '1.0',
    'ce-id': randomUUID(),
    'ce-type': trigger.eventType,
    'ce-source': source,
    'ce-subject': `documents/${change.path}`,
    'ce-time': commit.commitTime.toISOString(),
    'ce-location': 'us-central1',
    'ce-project': commit.projectId,
    'ce-database': commit.databaseId,
    'ce-namespace': trigger.namespace,
    'ce-document': change.path,
  };
  if (trigger.eventType.endsWith('.withAuthContext')) {
    headers['ce-authtype'] = commit.author.type;
    headers['ce-authid'] = commit.author.type === 'app_user' ? commit.author.uid : '';
  }
  return headers;
}
