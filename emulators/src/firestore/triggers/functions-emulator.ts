// What our Firestore emulator needs from firebase-tools' Functions emulator: the Firestore-triggered
// functions it has loaded, and the key under which each one is delivered.
//
// The Functions emulator registers Firestore triggers only with a Firestore emulator that
// firebase-tools started itself, so it never tells us about them. It does list every loaded
// trigger at GET /backends, and it accepts deliveries at /functions/projects/{p}/triggers/{key}
// for every loaded trigger, registered or not. The key carries a generation that grows each time
// the functions are reloaded and that /backends does not show; the 404 for an unknown key lists
// the valid keys, so we read the generation from there and read it again after every reload.

export interface FirestoreTrigger {
  /** `{region}-{name}`, as /backends reports it. */
  id: string;
  eventType: string;
  database: string;
  namespace: string;
  /** Document pattern (e.g. `bookings/{bookingId}`), relative to the database's documents. */
  document: string;
  /** True when `document` holds wildcards (eventFilterPathPatterns), false for an exact path. */
  isPattern: boolean;
}

interface BackendsAnswer {
  backends?: Array<{
    functionTriggers?: Array<{
      id?: string;
      eventTrigger?: {
        eventType?: string;
        eventFilters?: Record<string, string>;
        eventFilterPathPatterns?: Record<string, string>;
      };
    }>;
  }>;
}

const FIRESTORE_EVENT_PREFIX = 'google.cloud.firestore.document.v1.';

export class FunctionsEmulatorClient {
  private readonly baseUrl: string;
  private readonly projectId: string;

  constructor(hostPort: string, projectId: string) {
    this.baseUrl = `http://${hostPort}`;
    this.projectId = projectId;
  }

  async listFirestoreTriggers(): Promise<FirestoreTrigger[]> {
    const answer = (await this.fetchJson('/backends')) as BackendsAnswer;
    const triggers: FirestoreTrigger[] = [];
    for (const backend of answer.backends ?? []) {
      for (const fn of backend.functionTriggers ?? []) {
        const trigger = toFirestoreTrigger(fn);
        if (trigger) triggers.push(trigger);
      }
    }
    return triggers;
  }

  /** Every delivery key the Functions emulator accepts now (see the file comment). */
  async listTriggerKeys(): Promise<string[]> {
    const response = await fetch(this.triggerUrl('~list-keys~'), { method: 'POST', body: '' });
    const text = await response.text();
    const match = /valid functions are: (.*)$/s.exec(text);
    if (response.status !== 404 || !match?.[1]) return [];
    return match[1]
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
  }

  triggerUrl(key: string): string {
    return `${this.baseUrl}/functions/projects/${encodeURIComponent(this.projectId)}/triggers/${key}`;
  }

  private async fetchJson(path: string): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`);
    if (!response.ok) throw new Error(`Functions emulator answered ${response.status} for ${path}`);
    return response.json();
  }
}

function toFirestoreTrigger(
  fn: NonNullable<NonNullable<BackendsAnswer['backends']>[number]['functionTriggers']>[number],
): FirestoreTrigger | undefined {
  const eventType = fn.eventTrigger?.eventType;
  if (!fn.id || !eventType?.startsWith(FIRESTORE_EVENT_PREFIX)) return undefined;
  const filters = fn.eventTrigger?.eventFilters ?? {};
  const patterns = fn.eventTrigger?.eventFilterPathPatterns ?? {};
  const document = patterns.document ?? filters.document;
  if (!document) return undefined;
  return {
    id: fn.id,
    eventType,
    database: filters.database ?? '(default)',
    namespace: filters.namespace ?? '(default)',
    document,
    isPattern: patterns.document !== undefined,
  };
}

/** The current delivery key of a trigger: `{id}-{generation}`, highest generation wins. */
export function deliveryKeyFor(triggerId: string, keys: string[]): string | undefined {
  let best: { key: string; generation: number } | undefined;
  for (const key of keys) {
    if (!key.startsWith(`${triggerId}-`)) continue;
    const generation = Number(key.slice(triggerId.length + 1));
    if (!Number.isInteger(generation)) continue;
    if (!best || generation > best.generation) best = { key, generation };
  }
  return best?.key;
}
