// The targets of one Listen stream, indexed so that a commit evaluates only the targets it can
// affect: document targets by document name, query targets by the collection id they read.
import type { PreparedQuery } from './port.ts';

export interface DocumentsTarget {
  kind: 'documents';
  id: number;
  names: string[];
  /** Documents the client has been told are in the target. */
  members: Set<string>;
}

export interface QueryTargetState {
  kind: 'query';
  id: number;
  query: PreparedQuery;
  members: Set<string>;
}

export type TargetState = DocumentsTarget | QueryTargetState;

const ALL_COLLECTIONS = '';

export class TargetIndex {
  readonly byId = new Map<number, TargetState>();
  private readonly byDocument = new Map<string, Set<TargetState>>();
  private readonly byCollection = new Map<string, Set<TargetState>>();

  get size(): number {
    return this.byId.size;
  }

  add(target: TargetState): void {
    this.byId.set(target.id, target);
    if (target.kind === 'documents') for (const name of target.names) addTo(this.byDocument, name, target);
    else addTo(this.byCollection, target.query.collectionId, target);
  }

  remove(id: number): TargetState | undefined {
    const target = this.byId.get(id);
    if (!target) return undefined;
    this.byId.delete(id);
    if (target.kind === 'documents')
      for (const name of target.names) removeFrom(this.byDocument, name, target);
    else removeFrom(this.byCollection, target.query.collectionId, target);
    return target;
  }

  /** Targets a change to the document `name` may concern. */
  candidates(name: string, into: Set<TargetState>): void {
    for (const target of this.byDocument.get(name) ?? []) into.add(target);
    for (const target of this.byCollection.get(collectionIdOf(name)) ?? []) into.add(target);
    for (const target of this.byCollection.get(ALL_COLLECTIONS) ?? []) into.add(target);
  }
}

/** `…/documents/a/x/b/y` → `b`. */
export function collectionIdOf(name: string): string {
  const end = name.lastIndexOf('/');
  return name.slice(name.lastIndexOf('/', end - 1) + 1, end);
}

function addTo(map: Map<string, Set<TargetState>>, key: string, target: TargetState): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(target);
}

function removeFrom(map: Map<string, Set<TargetState>>, key: string, target: TargetState): void {
  const set = map.get(key);
  set?.delete(target);
  if (set?.size === 0) map.delete(key);
}
