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

type DeliveryOutcome = 'delivered' | 'stale-key' | 'worker-lost' | 'no-key';

export class TriggerDispatcher {
  private readonly client: FunctionsEmulatorClient;
  private readonly projectId: string;
  private readonly log: (line: string) => void;
  private triggers: FirestoreTrigger[] = [];
  private triggersReadAt = 0;
  private keys: string[] = [];
  /** Deliveries run one after another, in commit order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(functionsHostPort: string, projectId: string, log: (line: string) => void = () => {}) {
    this.client = new FunctionsEmulatorClient(functionsHostPort, projectId);
    this.projectId = projectId;
    this.log = log;
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
      if (outcome !== 'worker-lost' && !(await this.stillDeclared(trigger))) {
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
    let response: Response;
    try {
      response = await fetch(this.client.triggerUrl(key), { method: 'POST', headers, body });
    } catch {
      return 'worker-lost';
    }
    const text = await response.text();
    if (response.status === 404) return 'stale-key';
    if (response.status === 500 && isSocketError(text)) return 'worker-lost';
    return 'delivered';
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
