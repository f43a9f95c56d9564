// Firestore keeps microsecond precision. Inside the engine a point in time is a number of
// microseconds since the epoch (safe in a double until the year 2255); on the wire a Timestamp.

export type Micros = number;

export interface ProtoTimestamp {
  seconds?: string | number;
  nanos?: number;
}

export function toTimestamp(micros: Micros): { seconds: string; nanos: number } {
  const seconds = Math.floor(micros / 1_000_000);
  return { seconds: String(seconds), nanos: (micros - seconds * 1_000_000) * 1000 };
}

export function fromTimestamp(ts: ProtoTimestamp): Micros {
  return Number(ts.seconds ?? 0) * 1_000_000 + Math.floor((ts.nanos ?? 0) / 1000);
}

/** Commit times strictly increase within one database, even within one millisecond. */
export class Clock {
  private last: Micros = 0;

  now(): Micros {
    const wall = Date.now() * 1000;
    this.last = wall > this.last ? wall : this.last + 1;
    return this.last;
  }

  /** Like now(), on a whole millisecond: rules see `request.time` with millisecond precision, and
   * a server timestamp written under rules must equal it. */
  nowMillis(): Micros {
    const wall = Date.now() * 1000;
    const next = Math.ceil((this.last + 1) / 1000) * 1000;
    this.last = Math.max(wall, next);
    return this.last;
  }

  /** The latest time handed out (reads at this time see every commit so far). */
  current(): Micros {
    // Later commits must come strictly after any time a reader was given.
    this.last = Math.max(this.last, Date.now() * 1000);
    return this.last;
  }
}
