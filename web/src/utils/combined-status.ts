import type { ObservableStatus } from 'reactfire';

export type Status = ObservableStatus<unknown>['status'];

/**
 * The status of a hook built from several reads, in reactfire's terms: 'error' when one failed,
 * 'loading' until all have loaded, then 'success'.
 */
export function combinedStatus(statuses: readonly Status[]): Status {
  if (statuses.includes('error')) return 'error';
  return statuses.every((s) => s === 'success') ? 'success' : 'loading';
}

/**
 * What every data hook returns: reactfire's ObservableStatus shape, `{ status, data, error }`,
 * without its stream internals. `data` holds what is known so far (an empty list, null) while
 * `status` is 'loading', so a screen branches on `status`, never on a hook's own flag.
 */
export interface DataResult<T> {
  status: Status;
  data: T;
  error: Error | undefined;
}

/** What a read says beside its data: reactfire's `{ status, error }` (error absent until one fails). */
export interface ReadState {
  status: Status;
  error?: Error | undefined;
}

/**
 * A hook's result built from several reads: their combined status, the first read's error when
 * one failed, and the data the hook made of them (what is known so far while they load).
 */
export function combinedResult<T>(reads: readonly ReadState[], data: T): DataResult<T> {
  const status = combinedStatus(reads.map((read) => read.status));
  const error = status === 'error' ? reads.find((read) => read.status === 'error')?.error : undefined;
  return { status, data, error };
}
