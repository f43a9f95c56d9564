// Where objects live on disk: {root}/objects/{key}.json holds an object's metadata and names its
// blob, {root}/blobs/{key}-{generation} holds the bytes, {root}/uploads/ holds upload sessions.
// An upload is acknowledged only after its blob and then its metadata were written to a temporary
// file, fsynced and renamed into place (and the directory fsynced), so a kill -9 leaves either the
// old object or the new one, never a mix. Without a data directory the same layout lives in a
// temporary directory that is removed at stop. An export (--export-on-exit) is a copy of the
// records, their blobs and the bucket list; an import puts one back in place of what is stored.

import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectMetadata } from './object.ts';

const BUCKETS_FILE = 'buckets.json';

interface StoredRecord {
  metadata: ObjectMetadata;
  blob: string;
}

export class Persistence {
  readonly root: string;
  private readonly durable: boolean;

  constructor(dataDir: string | undefined) {
    this.durable = dataDir !== undefined;
    this.root = dataDir ? join(dataDir, 'storage') : mkdtempSync(join(tmpdir(), 'storage-emulator-'));
    for (const dir of ['objects', 'blobs', 'uploads']) mkdirSync(join(this.root, dir), { recursive: true });
  }

  /** A fresh file path for an upload session's bytes. */
  uploadPath(): string {
    return join(this.root, 'uploads', randomUUID());
  }

  blobPath(blob: string): string {
    return join(this.root, 'blobs', blob);
  }

  /** Moves a finished upload into place as the object's new generation; returns the blob name.
   * The blob is made durable (its bytes, then its name) while the metadata record is written and
   * synced beside it; only the record's rename, which makes the object visible, waits for both. */
  async commit(metadata: ObjectMetadata, uploadFile: string): Promise<string> {
    const blob = `${keyOf(metadata.bucket, metadata.name)}-${metadata.generation}`;
    const placeBlob = async () => {
      if (this.durable) await fsyncFile(uploadFile);
      await rename(uploadFile, this.blobPath(blob));
      if (this.durable) await fsyncDir(join(this.root, 'blobs'));
    };
    const [placed, record] = await Promise.allSettled([placeBlob(), this.writeRecord(metadata, blob)]);
    if (placed.status === 'rejected' || record.status === 'rejected') {
      if (record.status === 'fulfilled') await unlink(record.value).catch(ignoreMissing);
      throw placed.status === 'rejected' ? placed.reason : (record as PromiseRejectedResult).reason;
    }
    await this.publishRecord(metadata, record.value);
    return blob;
  }

  async writeMetadata(metadata: ObjectMetadata, blob: string): Promise<void> {
    await this.publishRecord(metadata, await this.writeRecord(metadata, blob));
  }

  async remove(bucket: string, name: string): Promise<void> {
    await unlink(this.metadataPath(bucket, name)).catch(ignoreMissing);
    if (this.durable) await fsyncDir(join(this.root, 'objects'));
  }

  async removeBlob(blob: string): Promise<void> {
    await unlink(this.blobPath(blob)).catch(ignoreMissing);
  }

  /** Every stored object; leftovers of interrupted writes (temp files, orphan blobs, sessions) go. */
  async load(): Promise<StoredRecord[]> {
    const records: StoredRecord[] = [];
    const objectsDir = join(this.root, 'objects');
    for (const file of await readdir(objectsDir)) {
      const path = join(objectsDir, file);
      if (!file.endsWith('.json')) {
        await unlink(path).catch(ignoreMissing);
        continue;
      }
      try {
        records.push(JSON.parse(await readFile(path, 'utf8')) as StoredRecord);
      } catch {
        // A metadata file is only ever renamed into place whole; one that does not parse was
        // written by something else, and is left alone rather than deleted.
      }
    }
    const referenced = new Set(records.map((r) => r.blob));
    for (const blob of await readdir(join(this.root, 'blobs'))) {
      if (!referenced.has(blob)) await this.removeBlob(blob);
    }
    await rm(join(this.root, 'uploads'), { recursive: true, force: true });
    await mkdir(join(this.root, 'uploads'), { recursive: true });
    return records.filter((r) => r.metadata && typeof r.metadata.name === 'string');
  }

  /** The buckets created so far (a bucket holds no object of its own when it is new or emptied). */
  async loadBuckets(): Promise<string[]> {
    try {
      const names: unknown = JSON.parse(await readFile(join(this.root, BUCKETS_FILE), 'utf8'));
      return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
    } catch {
      return [];
    }
  }

  /** Records the bucket names, replacing the file whole (temporary file, sync, rename). */
  async saveBuckets(names: string[]): Promise<void> {
    const path = join(this.root, BUCKETS_FILE);
    const temp = `${path}.${randomUUID()}.tmp`;
    const file = await open(temp, 'w');
    try {
      await file.writeFile(JSON.stringify(names));
      if (this.durable) await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
    if (this.durable) await fsyncDir(this.root);
  }

  /** Removes every object (the emulator's reset). */
  async clear(): Promise<void> {
    for (const dir of ['objects', 'blobs']) {
      await rm(join(this.root, dir), { recursive: true, force: true });
      await mkdir(join(this.root, dir), { recursive: true });
    }
  }

  /**
   * Copies every stored object (its record and blob) and the bucket list into `folder`, replacing
   * what it held; answers how many objects. Call when no write is in flight (the server stopped).
   */
  async exportTo(folder: string): Promise<number> {
    await rm(folder, { recursive: true, force: true });
    for (const dir of ['objects', 'blobs']) await mkdir(join(folder, dir), { recursive: true });
    const records = await this.load();
    for (const record of records) {
      const key = keyOf(record.metadata.bucket, record.metadata.name);
      await copyFile(
        this.metadataPath(record.metadata.bucket, record.metadata.name),
        join(folder, 'objects', `${key}.json`),
      );
      await copyFile(this.blobPath(record.blob), join(folder, 'blobs', record.blob));
    }
    await copyFile(join(this.root, BUCKETS_FILE), join(folder, BUCKETS_FILE)).catch(ignoreMissing);
    return records.length;
  }

  /**
   * Replaces what is stored with the export in `folder` (written by exportTo); the engine loads
   * it afterwards. A folder without the export's layout is refused before anything is removed.
   */
  async importFrom(folder: string): Promise<void> {
    const [records, blobs] = await Promise.all(
      ['objects', 'blobs'].map((dir) =>
        readdir(join(folder, dir)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT')
            throw new Error(`${folder} holds no Storage export this emulator can read.`);
          throw error;
        }),
      ),
    );
    await this.clear();
    await rm(join(this.root, BUCKETS_FILE), { force: true });
    for (const file of records ?? [])
      await copyFile(join(folder, 'objects', file), join(this.root, 'objects', file));
    for (const file of blobs ?? []) await copyFile(join(folder, 'blobs', file), this.blobPath(file));
    await copyFile(join(folder, BUCKETS_FILE), join(this.root, BUCKETS_FILE)).catch(ignoreMissing);
    if (this.durable) for (const dir of ['objects', 'blobs', '.']) await fsyncDir(join(this.root, dir));
  }

  async close(): Promise<void> {
    if (!this.durable) await rm(this.root, { recursive: true, force: true });
  }

  /** Writes (and when durable syncs) an object's record to a temporary file; returns its path. */
  private async writeRecord(metadata: ObjectMetadata, blob: string): Promise<string> {
    const record: StoredRecord = { metadata, blob };
    const temp = `${this.metadataPath(metadata.bucket, metadata.name)}.${randomUUID()}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(JSON.stringify(record));
      if (this.durable) await handle.sync();
    } finally {
      await handle.close();
    }
    return temp;
  }

  /** Renames a written record into place: from then on the object is what it describes. */
  private async publishRecord(metadata: ObjectMetadata, temp: string): Promise<void> {
    await rename(temp, this.metadataPath(metadata.bucket, metadata.name));
    if (this.durable) await fsyncDir(join(this.root, 'objects'));
  }

  private metadataPath(bucket: string, name: string): string {
    return join(this.root, 'objects', `${keyOf(bucket, name)}.json`);
  }
}

/** Object names may be 1,024 bytes and hold any character: files are named by a hash instead. */
function keyOf(bucket: string, name: string): string {
  return createHash('sha256').update(bucket).update('\0').update(name).digest('hex');
}

async function fsyncFile(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncDir(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
