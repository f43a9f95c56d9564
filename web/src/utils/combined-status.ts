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
