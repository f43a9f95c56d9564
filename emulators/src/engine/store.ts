// One database's documents: current versions indexed by collection, plus recent past versions so
// reads at a read time (read-only transactions, readTime) see the database as it was.
import { EqualityIndexes } from './indexing/equality.ts';
import type { DatabaseId } from './paths.ts';
import { lastSegment, parentPath } from './paths.ts';
import { Clock, type Micros } from './time.ts';
import type { Fields } from './values.ts';

export interface StoredDocument {
  /** Full resource name. */
  name: string;
  /** Path below `documents`, e.g. 'clients/abc'. */
  path: string;
  fields: Fields;
  createTime: Micros;
  updateTime: Micros;
}

interface PastVersion {
  /** The version was current until this commit time (exclusive). */
  until: Micros;
  doc: StoredDocument | null;
}

interface Entry {
  current: StoredDocument | null;
  /** Older versions, oldest first; absent until the first change after creation (saves memory
   * on the common create-once document). */
  past?: PastVersion[];
  /** Before this commit time the entry did not exist (0: unknown, e.g. loaded from disk). */
  bornAt: Micros;
}

/** Read times may reach this far back, like the service without point-in-time recovery. */
const HISTORY_MICROS = 60 * 60 * 1_000_000;

export class DatabaseState {
  readonly id: DatabaseId;
  readonly clock = new Clock();
  /** collection path → document id → entry. */
  private readonly collections = new Map<string, Map<string, Entry>>();
  /** collection id → collection paths with that id (for collection-group queries). */
  private readonly groups = new Map<string, Set<string>>();
  private liveCount = 0;
  /** Equality indexes built on demand by queries, kept current by `put` and `clear`. */
  readonly indexes = new EqualityIndexes((collection) => this.scan([collection]));

  constructor(id: DatabaseId) {
    this.id = id;
  }

  get documentCount(): number {
    return this.liveCount;
  }

  private entry(path: string): Entry | undefined {
    return this.collections.get(parentPath(path))?.get(lastSegment(path));
  }

  /** The document at `path` now, or as it was at `readTime`. */
  get(path: string, readTime?: Micros): StoredDocument | null {
    const entry = this.entry(path);
    if (!entry) return null;
    return readTime === undefined ? entry.current : versionAt(entry, readTime);
  }

  /** Documents of the given collections, unordered. */
  *scan(collectionPaths: Iterable<string>, readTime?: Micros): Generator<StoredDocument> {
    for (const collection of collectionPaths) {
      const docs = this.collections.get(collection);
      if (!docs) continue;
      for (const entry of docs.values()) {
        const doc = readTime === undefined ? entry.current : versionAt(entry, readTime);
        if (doc) yield doc;
      }
    }
  }

  /** Like scan, with a callback (no generator overhead on large collections). */
  forEach(
    collectionPaths: Iterable<string>,
    readTime: Micros | undefined,
    visit: (doc: StoredDocument) => void,
  ): void {
    for (const collection of collectionPaths) {
      const docs = this.collections.get(collection);
      if (!docs) continue;
      for (const entry of docs.values()) {
        const doc = readTime === undefined ? entry.current : versionAt(entry, readTime);
        if (doc) visit(doc);
      }
    }
  }

  /** Collection paths a query's `from` selects below `parent` ('' = root). */
  collectionsFor(parent: string, collectionId: string, allDescendants: boolean): string[] {
    if (!allDescendants) return [parent ? `${parent}/${collectionId}` : collectionId];
    const prefix = parent ? `${parent}/` : '';
    const candidates = collectionId === '' ? this.collections.keys() : (this.groups.get(collectionId) ?? []);
    const out: string[] = [];
    for (const path of candidates) if (path.startsWith(prefix)) out.push(path);
    return out;
  }

  /** Ids of the collections directly below `parent` that hold documents at any depth. */
  childCollectionIds(parent: string, readTime?: Micros): string[] {
    const prefix = parent ? `${parent}/` : '';
    const ids = new Set<string>();
    for (const [path, docs] of this.collections) {
      if (!path.startsWith(prefix) || !hasDocs(docs, readTime)) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      ids.add(slash < 0 ? rest : rest.slice(0, slash));
    }
    return [...ids];
  }

  /** Installs the result of a commit. */
  put(path: string, doc: StoredDocument | null, commitTime: Micros): void {
    const collection = parentPath(path);
    let docs = this.collections.get(collection);
    if (!docs) {
      if (!doc) return;
      docs = new Map();
      this.collections.set(collection, docs);
      const id = lastSegment(collection);
      const group = this.groups.get(id) ?? new Set<string>();
      this.groups.set(id, group);
      group.add(collection);
    }
    const id = lastSegment(path);
    let entry = docs.get(id);
    if (!entry) {
      if (!doc) return;
      entry = { current: null, bornAt: commitTime };
      docs.set(id, entry);
    } else {
      entry.past ??= [];
      entry.past.push({ until: commitTime, doc: entry.current });
    }
    if (entry.current) this.liveCount--;
    if (doc) this.liveCount++;
    this.indexes.update(collection, entry.current, doc);
    entry.current = doc;
    prune(entry, commitTime);
    if (!entry.current && !entry.past) docs.delete(id);
  }

  /** Every current document (persistence, export). */
  *allDocuments(): Generator<StoredDocument> {
    for (const docs of this.collections.values()) {
      for (const entry of docs.values()) if (entry.current) yield entry.current;
    }
  }

  /** Puts a document back as it was (loading from disk): no history, no change event. */
  restore(doc: StoredDocument): void {
    this.put(doc.path, doc, doc.updateTime);
    const entry = this.entry(doc.path);
    if (entry) {
      entry.past = undefined;
      entry.bornAt = 0;
    }
  }

  clear(): void {
    this.indexes.clear();
    this.collections.clear();
    this.groups.clear();
    this.liveCount = 0;
  }
}

function versionAt(entry: Entry, readTime: Micros): StoredDocument | null {
  if (readTime < entry.bornAt) return null;
  if (entry.past) for (const version of entry.past) if (readTime < version.until) return version.doc;
  return entry.current;
}

function hasDocs(docs: Map<string, Entry>, readTime?: Micros): boolean {
  for (const entry of docs.values()) {
    if ((readTime === undefined ? entry.current : versionAt(entry, readTime)) !== null) return true;
  }
  return false;
}

function prune(entry: Entry, now: Micros): void {
  const past = entry.past;
  if (!past) return;
  let drop = 0;
  while (drop < past.length && (past[drop] as PastVersion).until < now - HISTORY_MICROS) drop++;
  if (drop === 0) return;
  past.splice(0, drop);
  // Versions before the oldest kept one are gone: reads that early see nothing.
  entry.bornAt = Math.max(entry.bornAt, now - HISTORY_MICROS);
  if (past.length === 0) entry.past = undefined;
}

/** Serializes commits of one database: rules evaluation is asynchronous, and a commit's
 * preconditions and transaction checks must hold until its writes are installed. */
export class CommitQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
