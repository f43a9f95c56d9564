// Recent commits per database, so a Listen that resumes from a token is sent what changed since
// then rather than everything. Bounded: a token older than the log's start cannot resume
// incrementally and gets the full result set and an existence filter instead.

import type { StoredDocument } from '../store.ts';
import type { Micros } from '../time.ts';
import type { CommitEvent } from './port.ts';

interface LoggedChange {
  time: Micros;
  name: string;
  before: StoredDocument | null;
}

interface DatabaseLog {
  /** Changes after this time are all in `entries`. */
  since: Micros;
  entries: LoggedChange[];
}

const MAX_ENTRIES = 200_000;

export class ChangeLog {
  private readonly databases = new Map<string, DatabaseLog>();
  private readonly startedAt: Micros;

  constructor(startedAt: Micros) {
    this.startedAt = startedAt;
  }

  record(event: CommitEvent): void {
    const log = this.logFor(`${event.projectId}/${event.databaseId}`);
    for (const change of event.changes) {
      log.entries.push({ time: event.commitTime, name: change.name, before: change.before });
    }
    if (log.entries.length > MAX_ENTRIES) {
      const dropped = log.entries.splice(0, log.entries.length - MAX_ENTRIES / 2);
      log.since = (dropped[dropped.length - 1] as LoggedChange).time;
    }
  }

  /**
   * Each document changed after `time`, with its version as of `time` (null if it did not exist);
   * undefined when the log does not reach back that far.
   */
  changedSince(
    projectId: string,
    databaseId: string,
    time: Micros,
  ): Map<string, StoredDocument | null> | undefined {
    const log = this.databases.get(`${projectId}/${databaseId}`) ?? { since: this.startedAt, entries: [] };
    if (time < log.since) return undefined;
    const changed = new Map<string, StoredDocument | null>();
    for (let i = firstAfter(log.entries, time); i < log.entries.length; i++) {
      const entry = log.entries[i] as LoggedChange;
      if (!changed.has(entry.name)) changed.set(entry.name, entry.before);
    }
    return changed;
  }

  clear(projectId: string, databaseId: string, now: Micros): void {
    this.databases.set(`${projectId}/${databaseId}`, { since: now, entries: [] });
  }

  private logFor(key: string): DatabaseLog {
    let log = this.databases.get(key);
    if (!log) {
      log = { since: this.startedAt, entries: [] };
      this.databases.set(key, log);
    }
    return log;
  }
}

/** Index of the first entry with a time after `time` (entries are in commit order). */
function firstAfter(entries: LoggedChange[], time: Micros): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((entries[mid] as LoggedChange).time <= time) low = mid + 1;
    else high = mid;
  }
  return low;
}
