// What a rules test does, independent of how it is run: seed documents with rules off, then
// try one operation as one actor and learn whether the rules allowed it.
import type { Actor } from './actors.ts';

/** Written as a server timestamp (serverTimestamp() in the SDK, request.time in the engine). */
export const NOW = Symbol('server timestamp');

export type Data = { [key: string]: unknown };

export type Filter = readonly [field: string, op: '==' | '>=' | '<=', value: unknown];

export type Attempt =
  | { op: 'get'; path: string }
  /** A query on a collection; `candidate` is a seeded document the query returns. */
  | { op: 'list'; collection: string; where: readonly Filter[]; candidate: string }
  /** `alongside`: other documents set (whole) in the same batch; every write must be allowed. */
  | { op: 'create'; path: string; data: Data; alongside?: Record<string, Data> }
  /** An update of the given top-level fields (the SDK's updateDoc). */
  | { op: 'update'; path: string; data: Data; alongside?: Record<string, Data> }
  | { op: 'delete'; path: string }
  | { op: 'upload'; path: string; size: number; contentType: string }
  | { op: 'download'; path: string };

export interface Outcome {
  allowed: boolean;
  /** Why, when the runner knows (the rules engine's or emulator's message). */
  message: string;
}

export interface RulesDriver {
  readonly name: string;
  /** Replaces all Firestore documents (path → data) and Storage objects. */
  seed(
    documents: Record<string, Data>,
    objects?: Record<string, { size: number; contentType: string }>,
  ): Promise<void>;
  attempt(actor: Actor, attempt: Attempt): Promise<Outcome>;
  stop(): Promise<void>;
}
