// The Listen stream: targets come and go, and after every consistent batch of changes the client
// is sent a global snapshot (NO_CHANGE with no target ids and a read time), which is what both the
// web SDK and firebase-admin wait for before they raise an event.
import { asFirestoreError, FirestoreError, invalidArgument } from '../errors.ts';
import type { StoredDocument } from '../store.ts';
import { fromTimestamp, type Micros, toTimestamp } from '../time.ts';
import type { CommitEvent, StreamsPort } from './port.ts';
import { documentProto } from './proto.ts';
import { decodeResumeToken, encodeResumeToken } from './resume-token.ts';
import { type DocumentsTarget, type QueryTargetState, TargetIndex, type TargetState } from './targets.ts';
import type {
  CallContext,
  Fail,
  ListenRequest,
  ListenResponse,
  ListenTarget,
  Send,
  StreamSession,
  TargetChangeType,
} from './types.ts';

/** A document's fate in one batch: the targets it is now in and the ones it left. */
interface Outgoing {
  doc: StoredDocument | null;
  targetIds: number[];
  removedTargetIds: number[];
}

type Task = () => void | Promise<void>;

/** A new target, and the result its rules check was made on (when one had to be read). */
interface Prepared {
  target: TargetState;
  judged?: { byName?: Map<string, StoredDocument | null>; readTime: Micros };
}

/** A new version of a document target's document, to pass the `get` rule before it is sent. */
interface ReadCheck {
  target: TargetState;
  doc: StoredDocument;
}

/** Ids the server picks when a client adds a target with id 0 (clients use small ids). */
const FIRST_SERVER_TARGET_ID = 0x40000000;

export class ListenSession implements StreamSession<ListenRequest> {
  private readonly port: StreamsPort;
  private readonly ctx: CallContext;
  private readonly send: Send<ListenResponse>;
  private readonly fail: Fail;
  private readonly targets = new TargetIndex();
  private readonly tasks: Task[] = [];
  private readonly unsubscribe: () => void;
  private readonly unsubscribeClear: () => void;
  private running = false;
  private closed = false;
  private lastReadTime: Micros = 0;
  private nextServerTargetId = FIRST_SERVER_TARGET_ID;

  constructor(port: StreamsPort, ctx: CallContext, send: Send<ListenResponse>, fail: Fail) {
    this.port = port;
    this.ctx = ctx;
    this.send = send;
    this.fail = fail;
    this.unsubscribe = port.onCommit((event) => {
      if (event.projectId !== ctx.projectId || event.databaseId !== ctx.databaseId) return;
      if (this.targets.size === 0 && !this.running) return;
      this.enqueue(() => this.applyCommit(event));
    });
    this.unsubscribeClear = port.onClear((projectId, databaseId) => {
      if (projectId !== ctx.projectId || databaseId !== ctx.databaseId || this.targets.size === 0) return;
      this.enqueue(() => this.applyClear());
    });
  }

  handle(request: ListenRequest): void {
    if (this.closed) return;
    const which = request.target_change ?? (request.add_target ? 'add_target' : 'remove_target');
    if (which === 'add_target' && request.add_target) {
      const target = request.add_target;
      this.enqueue(() => this.addTarget(target));
    } else if (which === 'remove_target' && typeof request.remove_target === 'number') {
      const id = request.remove_target;
      this.enqueue(() => this.removeTarget(id));
    } else {
      this.stop(invalidArgument('A ListenRequest needs add_target or remove_target.'));
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.tasks.length = 0;
    this.unsubscribe();
    this.unsubscribeClear();
  }

  // ---- the queue: requests and commits are applied one at a time, in arrival order ----------

  private enqueue(task: Task): void {
    this.tasks.push(task);
    if (!this.running) void this.drain();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.tasks.length > 0 && !this.closed) {
        const task = this.tasks.shift() as Task;
        const pending = task();
        if (pending) await pending;
      }
    } catch (error) {
      this.stop(asFirestoreError(error));
    } finally {
      this.running = false;
    }
  }

  private stop(error: FirestoreError): void {
    if (this.closed) return;
    this.close();
    this.fail({ code: error.code, message: error.message });
  }

  // ---- adding and removing targets --------------------------------------------------------

  private async addTarget(request: ListenTarget): Promise<void> {
    const id = request.target_id || this.nextServerTargetId++;
    if (this.targets.byId.has(id)) throw invalidArgument(`Target id ${id} is already in use on this stream.`);
    let prepared: Prepared;
    try {
      prepared = await this.prepare(id, request);
    } catch (error) {
      this.rejectTarget(id, asFirestoreError(error));
      return;
    }
    if (this.closed) return;
    const { target, judged } = prepared;
    this.targetChange('ADD', [id]);
    const since = resumeTime(request);
    // Start from what the rules judged (commits since then are queued behind this task and follow);
    // a query was judged by its constraints, so it starts from its result now.
    const readTime = Math.max(this.lastReadTime, judged?.readTime ?? this.port.readTime(this.ctx));
    const changed = since === undefined ? undefined : this.port.changedSince(this.ctx, since);
    if (target.kind === 'query') {
      const docs = target.query.run();
      this.sendInitialQuery(target, docs, since !== undefined, changed, readTime);
    } else {
      this.sendInitialDocuments(target, judged?.byName, since !== undefined, changed, readTime);
    }
    this.targets.add(target);
    this.targetChange('CURRENT', [id], readTime);
    this.globalSnapshot(readTime);
    if (request.once) {
      this.targets.remove(id);
      this.targetChange('REMOVE', [id]);
    }
  }

  private async prepare(id: number, request: ListenTarget): Promise<Prepared> {
    if (request.query) {
      const query = await this.port.prepareQuery(this.ctx, request.query);
      return { target: { kind: 'query', id, query, members: new Set() } };
    }
    if (request.documents) {
      const names = request.documents.documents ?? [];
      const byName = new Map<string, StoredDocument | null>();
      let readTime: Micros | undefined;
      for (const name of names) {
        const judged = await this.port.authorizeGet(this.ctx, name);
        byName.set(name, judged.doc);
        readTime ??= judged.readTime;
      }
      const target: DocumentsTarget = { kind: 'documents', id, names, members: new Set() };
      return { target, judged: { byName, readTime: readTime ?? this.port.readTime(this.ctx) } };
    }
    throw invalidArgument('A target needs a query or documents.');
  }

  private removeTarget(id: number): void {
    this.targets.remove(id);
    this.targetChange('REMOVE', [id]);
  }

  /** A target the service refuses: REMOVE with the cause, which clients surface as the error. */
  private rejectTarget(id: number, error: FirestoreError): void {
    this.send({
      target_change: {
        target_change_type: 'REMOVE',
        target_ids: [id],
        cause: { code: error.code, message: error.message, details: [] },
      },
    });
  }

  /**
   * The query's documents. A client resuming is sent only what changed since its token, plus an
   * existence filter so that it resets the target if its count still disagrees (for example after
   * the emulator restarted and cannot tell what was deleted meanwhile).
   */
  private sendInitialQuery(
    target: QueryTargetState,
    docs: StoredDocument[],
    resuming: boolean,
    changed: Map<string, StoredDocument | null> | undefined,
    readTime: Micros,
  ): void {
    const sendAll = !resuming || changed === undefined || target.query.windowed;
    for (const doc of docs) {
      target.members.add(doc.name);
      if (sendAll || changed?.has(doc.name)) this.documentChange(doc, [target.id], []);
    }
    if (!resuming) return;
    for (const [name, before] of changed ?? []) {
      if (target.members.has(name) || !before || !target.query.matches(before)) continue;
      const now = this.port.getDocument(this.ctx, name);
      if (now) this.documentRemove(name, [target.id], readTime);
      else this.documentDelete(name, [target.id], readTime);
    }
    this.send({ filter: { target_id: target.id, count: docs.length } });
  }

  private sendInitialDocuments(
    target: DocumentsTarget,
    judged: Map<string, StoredDocument | null> | undefined,
    resuming: boolean,
    changed: Map<string, StoredDocument | null> | undefined,
    readTime: Micros,
  ): void {
    for (const name of target.names) {
      const doc = judged?.has(name) ? (judged.get(name) ?? null) : this.port.getDocument(this.ctx, name);
      const unchanged = resuming && changed !== undefined && !changed.has(name);
      if (doc) {
        target.members.add(name);
        if (!unchanged) this.documentChange(doc, [target.id], []);
      } else if (resuming && !unchanged) {
        // A fresh listen says nothing of a missing document (the client infers it from CURRENT);
        // a resumed one must say that the document the client has is gone.
        this.documentDelete(name, [target.id], readTime);
      }
    }
  }

  // ---- commits -------------------------------------------------------------------------------

  private applyCommit(event: CommitEvent): void | Promise<void> {
    const outgoing = new Map<string, Outgoing>();
    const windowed = new Set<QueryTargetState>();
    const checks: ReadCheck[] = [];
    const candidates = new Set<TargetState>();
    const afterByName = new Map<string, StoredDocument | null>();
    for (const change of event.changes) {
      afterByName.set(change.name, change.after);
      candidates.clear();
      this.targets.candidates(change.name, candidates);
      for (const target of candidates) {
        if (target.kind === 'query' && target.query.windowed) {
          if (target.members.has(change.name) || (change.after && target.query.matches(change.after))) {
            windowed.add(target);
          }
          continue;
        }
        const inNow =
          change.after !== null &&
          (target.kind === 'documents'
            ? target.names.includes(change.name)
            : target.query.matches(change.after));
        this.updateMembership(target, change.name, change.after, inNow, outgoing, checks);
      }
    }
    for (const target of windowed) this.rerunWindow(target, afterByName, outgoing);
    if (outgoing.size === 0 && checks.length === 0) return;
    const verdicts = checks.map((c) => this.port.mayRead(this.ctx, c.doc));
    const finish = (allowed: boolean[]) => {
      const denied = new Set(checks.filter((_, i) => !allowed[i]).map((c) => c.target));
      this.finishCommit(outgoing, denied, event.commitTime);
    };
    if (verdicts.every((v) => typeof v === 'boolean')) return finish(verdicts as boolean[]);
    return Promise.all(verdicts).then(finish);
  }

  /** Sends one commit's changes; a target whose new documents the caller may not read is removed. */
  private finishCommit(outgoing: Map<string, Outgoing>, denied: Set<TargetState>, commitTime: Micros): void {
    if (this.closed || (outgoing.size === 0 && denied.size === 0)) return;
    for (const target of denied) {
      if (!this.targets.remove(target.id)) continue;
      this.rejectTarget(
        target.id,
        new FirestoreError('PERMISSION_DENIED', 'Missing or insufficient permissions.'),
      );
    }
    this.sendOutgoing(outgoing, denied, commitTime);
    this.globalSnapshot(Math.max(this.lastReadTime, commitTime));
  }

  /** The database was cleared: every document the client holds through a target is gone. */
  private applyClear(): void {
    const readTime = Math.max(this.lastReadTime, this.port.readTime(this.ctx));
    const removed = new Map<string, number[]>();
    for (const target of this.targets.byId.values()) {
      for (const name of target.members) {
        const ids = removed.get(name) ?? [];
        ids.push(target.id);
        removed.set(name, ids);
      }
      target.members.clear();
    }
    if (removed.size === 0) return;
    for (const [name, ids] of removed) this.documentDelete(name, ids, readTime);
    this.globalSnapshot(readTime);
  }

  private updateMembership(
    target: TargetState,
    name: string,
    after: StoredDocument | null,
    inNow: boolean,
    outgoing: Map<string, Outgoing>,
    checks: ReadCheck[],
  ): void {
    if (inNow && after) {
      // A query was judged once, by its constraints; a document target's new version is read.
      if (target.kind === 'documents') checks.push({ target, doc: after });
      target.members.add(name);
      noteFor(outgoing, name, after).targetIds.push(target.id);
    } else if (target.members.delete(name)) {
      noteFor(outgoing, name, after).removedTargetIds.push(target.id);
    }
  }

  /** A query with limit or offset: a change may pull in or push out documents it did not touch. */
  private rerunWindow(
    target: QueryTargetState,
    afterByName: Map<string, StoredDocument | null>,
    outgoing: Map<string, Outgoing>,
  ): void {
    const docs = target.query.run();
    const members = new Set<string>();
    for (const doc of docs) {
      members.add(doc.name);
      if (target.members.has(doc.name) && !afterByName.has(doc.name)) continue;
      noteFor(outgoing, doc.name, doc).targetIds.push(target.id);
    }
    for (const name of target.members) {
      if (members.has(name)) continue;
      const now = afterByName.has(name)
        ? (afterByName.get(name) ?? null)
        : this.port.getDocument(this.ctx, name);
      noteFor(outgoing, name, now).removedTargetIds.push(target.id);
    }
    target.members = members;
  }

  private sendOutgoing(outgoing: Map<string, Outgoing>, denied: Set<TargetState>, readTime: Micros): void {
    const deniedIds = new Set([...denied].map((t) => t.id));
    for (const [name, change] of outgoing) {
      const targetIds = change.targetIds.filter((id) => !deniedIds.has(id));
      const removedTargetIds = change.removedTargetIds.filter((id) => !deniedIds.has(id));
      if (targetIds.length === 0 && removedTargetIds.length === 0) continue;
      // A document that only leaves targets is named, not sent: its new version may be one the
      // caller is not allowed to read.
      if (change.doc && targetIds.length > 0) this.documentChange(change.doc, targetIds, removedTargetIds);
      else if (change.doc) this.documentRemove(name, removedTargetIds, readTime);
      else this.documentDelete(name, removedTargetIds, readTime);
    }
  }

  // ---- responses -----------------------------------------------------------------------------

  private targetChange(type: TargetChangeType, targetIds: number[], readTime?: Micros): void {
    if (readTime === undefined) {
      this.send({ target_change: { target_change_type: type, target_ids: targetIds } });
      return;
    }
    this.lastReadTime = Math.max(this.lastReadTime, readTime);
    this.send({
      target_change: {
        target_change_type: type,
        target_ids: targetIds,
        resume_token: encodeResumeToken(readTime),
        read_time: toTimestamp(readTime),
      },
    });
  }

  /** Every target is consistent at `readTime`: the clients raise their snapshots now. */
  private globalSnapshot(readTime: Micros): void {
    this.targetChange('NO_CHANGE', [], readTime);
  }

  private documentChange(doc: StoredDocument, targetIds: number[], removedTargetIds: number[]): void {
    const document = documentProto(doc);
    this.send({ document_change: { document, target_ids: targetIds, removed_target_ids: removedTargetIds } });
  }

  private documentRemove(name: string, removedTargetIds: number[], readTime: Micros): void {
    this.send({
      document_remove: {
        document: name,
        removed_target_ids: removedTargetIds,
        read_time: toTimestamp(readTime),
      },
    });
  }

  private documentDelete(name: string, removedTargetIds: number[], readTime: Micros): void {
    this.send({
      document_delete: {
        document: name,
        removed_target_ids: removedTargetIds,
        read_time: toTimestamp(readTime),
      },
    });
  }
}

function noteFor(outgoing: Map<string, Outgoing>, name: string, doc: StoredDocument | null): Outgoing {
  let note = outgoing.get(name);
  if (!note) {
    note = { doc, targetIds: [], removedTargetIds: [] };
    outgoing.set(name, note);
  }
  return note;
}

/** The time a client resumes from: its resume token, else its read time; undefined for a fresh listen. */
function resumeTime(target: ListenTarget): Micros | undefined {
  const token = target.resume_token;
  if (token && token.length > 0) return decodeResumeToken(token) ?? 0;
  if (target.read_time && (target.read_time.seconds || target.read_time.nanos))
    return fromTimestamp(target.read_time);
  return undefined;
}
