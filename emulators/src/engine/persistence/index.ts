// Firestore state on disk: `--data DIR` keeps every database in DIR/firestore/ (a snapshot and a
// journal of the commits since), `--import DIR` starts from an export, `--export-on-exit DIR`
// writes one when the emulator stops. The engine hands each commit to `recordCommit` inside its
// commit order and acknowledges the commit only once the returned promise resolves.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportedFolder, recordExport } from '../../export-metadata.ts';
import type { DatabaseId } from '../paths.ts';
import type { DatabaseState, StoredDocument } from '../store.ts';
import type { Micros } from '../time.ts';
import { Journal, type OpenedJournal, readSnapshotFile, writeSnapshotFile } from './journal.ts';

/** Every database's documents: the snapshot, export and import format. */
export interface PersistedState {
  databases: { projectId: string; databaseId: string; documents: StoredDocument[] }[];
}

type JournalRecord =
  | {
      kind: 'commit';
      projectId: string;
      databaseId: string;
      commitTime: Micros;
      docs: [string, StoredDocument | null][];
    }
  | { kind: 'clear'; projectId: string; databaseId: string };

/** What the engine calls; implemented by `FirestorePersistence`. */
export interface CommitJournal {
  recordCommit(
    db: DatabaseId,
    commitTime: Micros,
    writes: readonly { path: string; after: StoredDocument | null }[],
  ): Promise<void>;
  recordClear(db: DatabaseId): Promise<void>;
}

/** What persistence needs from the engine to load and snapshot its state. */
export interface PersistentEngine {
  database(db: DatabaseId): DatabaseState;
  databases(): DatabaseState[];
}

/** Compact once the journal holds this much: restarts replay at most this many bytes. */
const COMPACT_AFTER_BYTES = 64 * 1024 * 1024;
const EXPORT_FOLDER = 'firestore_export';

export class FirestorePersistence implements CommitJournal {
  private readonly journal: Journal<PersistedState, JournalRecord>;
  private pending: OpenedJournal<PersistedState, JournalRecord> | undefined;
  private engine: PersistentEngine | undefined;
  private lock: string | undefined;

  private constructor(opened: OpenedJournal<PersistedState, JournalRecord>) {
    this.journal = opened.journal;
    this.pending = opened;
  }

  /** Opens DIR/firestore (creating it); give the result to the Engine, then call `load`. */
  static open(dataDir: string): FirestorePersistence {
    const dir = join(dataDir, 'firestore');
    const lock = takeLock(dir);
    try {
      const persistence = new FirestorePersistence(Journal.open<PersistedState, JournalRecord>(dir));
      persistence.lock = lock;
      return persistence;
    } catch (error) {
      rmSync(lock, { force: true });
      throw error;
    }
  }

  /** Puts what the directory holds into the engine: the snapshot, then the commits after it. */
  load(engine: PersistentEngine): { documents: number } {
    this.engine = engine;
    const opened = this.pending;
    this.pending = undefined;
    if (opened?.state) loadState(engine, opened.state);
    for (const record of opened?.records ?? []) replay(engine, record);
    let documents = 0;
    for (const state of engine.databases()) documents += state.documentCount;
    return { documents };
  }

  recordCommit(
    db: DatabaseId,
    commitTime: Micros,
    writes: readonly { path: string; after: StoredDocument | null }[],
  ): Promise<void> {
    const docs = writes.map((w): [string, StoredDocument | null] => [w.path, w.after]);
    const durable = this.journal.append({ kind: 'commit', ...ids(db), commitTime, docs });
    this.compactIfLarge();
    return durable;
  }

  recordClear(db: DatabaseId): Promise<void> {
    return this.journal.append({ kind: 'clear', ...ids(db) });
  }

  /** Replaces the whole state on disk with the engine's current state (after an import). */
  async snapshotNow(): Promise<void> {
    if (this.engine) await this.journal.compact(captureState(this.engine));
  }

  /** Writes a snapshot (so the next start reads one file) and closes the journal. */
  async close(): Promise<void> {
    await this.snapshotNow();
    await this.journal.close();
    if (this.lock) rmSync(this.lock, { force: true });
  }

  private compactIfLarge(): void {
    if (this.engine && this.journal.journalBytes > COMPACT_AFTER_BYTES) {
      void this.journal.compact(captureState(this.engine));
    }
  }
}

/**
 * One emulator per data directory: two journals appending to the same files would corrupt them.
 * A lock left by a process that is gone (kill -9) is taken over.
 */
function takeLock(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'LOCK');
  const holder = existsSync(lock) ? Number(readFileSync(lock, 'utf8').trim()) : 0;
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`${dir} is in use by another emulator (process ${holder}).`);
  }
  writeFileSync(lock, `${process.pid}\n`);
  return lock;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The engine's current documents, taken synchronously (between two commits). */
export function captureState(engine: PersistentEngine): PersistedState {
  return {
    databases: engine.databases().map((state) => ({
      ...ids(state.id),
      documents: [...state.allDocuments()],
    })),
  };
}

export function loadState(engine: PersistentEngine, state: PersistedState): void {
  for (const db of state.databases) {
    const target = engine.database(db);
    target.clear();
    for (const doc of db.documents) target.restore(doc);
  }
}

function replay(engine: PersistentEngine, record: JournalRecord): void {
  const state = engine.database(record);
  if (record.kind === 'clear') {
    state.clear();
    return;
  }
  for (const [path, doc] of record.docs) state.put(path, doc, record.commitTime);
}

function ids(db: DatabaseId): DatabaseId {
  return { projectId: db.projectId, databaseId: db.databaseId };
}

// ---- import and export ------------------------------------------------------------------------

/**
 * Writes an export the way firebase-tools lays one out (a metadata file naming the Firestore
 * folder); the folder holds our snapshot format, which only this emulator reads.
 */
export function exportTo(dir: string, engine: PersistentEngine): void {
  mkdirSync(dir, { recursive: true });
  writeSnapshotFile(join(dir, EXPORT_FOLDER), captureState(engine));
  recordExport(dir, 'firestore', { path: EXPORT_FOLDER, metadata_file: `${EXPORT_FOLDER}/snapshot.bin` });
}

/** Loads an export written by `exportTo`; false when the folder holds no Firestore export. */
export function importFrom(dir: string, engine: PersistentEngine): boolean {
  const folder = exportedFolder(dir, 'firestore');
  if (!folder) return false;
  const state = readSnapshotFile<PersistedState>(folder);
  if (!state) {
    throw new Error(`${folder} holds no export this emulator can read (only its own exports are supported).`);
  }
  loadState(engine, state);
  return true;
}

// ---- the emulator's lifecycle -----------------------------------------------------------------

export interface StateOptions {
  /** --data: keep state in DIR/firestore across restarts. */
  dataDir?: string;
  /** --import: start from this export (replacing what --data held). */
  importDir?: string;
  /** --export-on-exit: write an export here when the emulator stops. */
  exportOnExitDir?: string;
  log?: (line: string) => void;
}

/**
 * Everything the server does about state on disk, in three calls:
 *   const state = openState(options);
 *   const engine = new Engine({ persistence: state.persistence });
 *   await state.load(engine);  …  await state.stop(engine);
 */
export function openState(options: StateOptions) {
  const log = options.log ?? (() => {});
  const persistence = options.dataDir ? FirestorePersistence.open(options.dataDir) : undefined;
  return {
    persistence,
    async load(engine: PersistentEngine): Promise<void> {
      if (persistence) {
        const { documents } = persistence.load(engine);
        log(`Data directory ${options.dataDir}: ${documents} documents loaded.`);
      }
      if (options.importDir) {
        if (!importFrom(options.importDir, engine))
          log(`No Firestore export in ${options.importDir}; starting empty.`);
        await persistence?.snapshotNow();
      }
    },
    async stop(engine: PersistentEngine): Promise<void> {
      if (options.exportOnExitDir) {
        exportTo(options.exportOnExitDir, engine);
        log(`Exported Firestore data to ${options.exportOnExitDir}.`);
      }
      await persistence?.close();
    },
  };
}
