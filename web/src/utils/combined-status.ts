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
