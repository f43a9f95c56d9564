// Options of the Firestore triggers. Every trigger here recomputes its output from the source
// documents as they are when it runs (never from the event's snapshot alone, never by
// incrementing), so running an event twice or late is harmless. That makes retries safe: a
// transient failure (contention, a timeout) is retried by Eventarc instead of leaving a copy or
// a derived figure stale until the next write.
// Generic in the path, so the handler's event.params keep their names ({clientId}, …).
export function retriedTrigger<Path extends string>(document: Path): { document: Path; retry: true } {
  return { document, retry: true };
}

type Data = Record<string, unknown> | undefined;

const comparable = (value: unknown): unknown =>
  value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis(): number }).toMillis()
    : value;

/**
 * Whether an update kept `keys` as they were (Timestamps compared by instant), so a trigger that
 * only cares about them can stop early. A create or a delete never keeps them.
 */
export function keptFields(before: Data, after: Data, keys: readonly string[]): boolean {
  if (!before || !after) return false;
  return keys.every((key) => comparable(before[key]) === comparable(after[key]));
}
