// Options of the Firestore triggers. Every trigger here recomputes its output from the source
// documents as they are when it runs (never from the event's snapshot alone, never by
// incrementing), so running an event twice or late is harmless. That makes retries safe: a
// transient failure (contention, a timeout) is retried by Eventarc instead of leaving a copy or
// a derived figure stale until the next write.
// Generic in the path, so the handler's event.params keep their names ({clientId}, …).
export function retriedTrigger<Path extends string>(document: Path): { document: Path; retry: true } {
  return { document, retry: true };
}
