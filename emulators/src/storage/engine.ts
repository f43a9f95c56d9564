// The Storage engine: buckets, objects, metadata, download tokens, upload sessions, rules. No HTTP
// here; the Firebase and Cloud Storage JSON adapters translate their requests into these calls.

import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { DocumentAccess, RulesStorageObject, StorageMethod } from '../rules/api.ts';
import type { Caller } from './caller.ts';
import { StorageFailure } from './errors.ts';
import { checkBucketName, checkObjectName } from './names.ts';
import {
  applyPatch,
  checkDeclaredHashes,
  checkHeaderFields,
  cloneObject,
  type DeclaredHashes,
  type Digest,
  type MetadataPatch,
  mintToken,
  newObject,
  type ObjectMetadata,
  rulesObject,
  TOKENS_KEY,
} from './object.ts';
import type { Persistence } from './persistence.ts';
import type { RulesGate } from './rules-gate.ts';
import { UploadSession } from './uploads.ts';

export type StorageEventKind = 'finalize' | 'delete' | 'metadataUpdate';

export interface EngineOptions {
  persistence: Persistence;
  rules: RulesGate;
  /** Buckets that exist from the start (more appear when objects are loaded or buckets created). */
  buckets: string[];
  maxObjectBytes: number;
  /** Reader behind `firestore.get`/`firestore.exists` in storage rules. */
  firestore?: Pick<DocumentAccess, 'get'>;
  onEvent?: (kind: StorageEventKind, object: ObjectMetadata) => void;
  log?: (line: string) => void;
}

export interface ListOptions {
  prefix: string;
  delimiter: string;
  pageToken?: string;
  maxResults?: number;
}

export interface ListResult {
  items: ObjectMetadata[];
  prefixes: string[];
  nextPageToken?: string;
}

interface Entry {
  metadata: ObjectMetadata;
  blob: string;
}

const MAX_LIST_RESULTS = 1000;
/** Cloud Storage keeps an unfinished resumable session for a week; a local emulator, a day. */
const IDLE_SESSION_MS = 24 * 60 * 60 * 1000;
const FINISHED_SESSION_MS = 10 * 60 * 1000;

export class StorageEngine {
  readonly maxObjectBytes: number;
  private readonly persistence: Persistence;
  private readonly rules: RulesGate;
  private readonly options: EngineOptions;
  private readonly buckets = new Map<string, Map<string, Entry>>();
  /** Names of each bucket in order, rebuilt lazily after a write. */
  private readonly sortedNames = new Map<string, string[]>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly sessions = new Map<string, UploadSession>();

  constructor(options: EngineOptions) {
    this.options = options;
    this.persistence = options.persistence;
    this.rules = options.rules;
    this.maxObjectBytes = options.maxObjectBytes;
    for (const bucket of options.buckets) this.buckets.set(bucket, new Map());
  }

  async load(): Promise<void> {
    for (const bucket of await this.persistence.loadBuckets()) this.buckets.set(bucket, new Map());
    for (const { metadata, blob } of await this.persistence.load()) {
      this.bucketMap(metadata.bucket).set(metadata.name, { metadata, blob });
    }
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()].sort();
  }

  hasBucket(bucket: string): boolean {
    return this.buckets.has(bucket);
  }

  /** Any bucket name is usable, as with the official emulator: a write creates the bucket. */
  async createBucket(bucket: string): Promise<void> {
    checkBucketName(bucket);
    if (this.buckets.has(bucket)) return;
    this.bucketMap(bucket);
    await this.persistence.saveBuckets(this.bucketNames());
  }

  /** An object's metadata, if the caller may read it (a matching download token is enough). */
  async getObject(
    caller: Caller,
    bucket: string,
    name: string,
    options: { downloadToken?: string } = {},
  ): Promise<ObjectMetadata> {
    const entry = this.entry(bucket, name);
    const tokenMatches =
      entry !== undefined &&
      options.downloadToken !== undefined &&
      entry.metadata.downloadTokens.includes(options.downloadToken);
    if (!tokenMatches) await this.authorize(caller, 'get', bucket, name, entry?.metadata, undefined);
    if (!entry) throw StorageFailure.notFound(bucket, name);
    return cloneObject(entry.metadata);
  }

  /** The blob file holding the current bytes of an object read through getObject. */
  blobPathOf(object: ObjectMetadata): string | undefined {
    const entry = this.entry(object.bucket, object.name);
    if (!entry || entry.metadata.generation !== object.generation) return undefined;
    return this.persistence.blobPath(entry.blob);
  }

  /** Gives an object its first download token (the Firebase API does on first metadata read). */
  async ensureDownloadToken(object: ObjectMetadata): Promise<ObjectMetadata> {
    if (object.downloadTokens.length > 0) return object;
    return this.withLock(object.bucket, object.name, async () => {
      const entry = this.entry(object.bucket, object.name);
      if (!entry) throw StorageFailure.notFound(object.bucket, object.name);
      if (entry.metadata.downloadTokens.length === 0) {
        const next = cloneObject(entry.metadata);
        next.downloadTokens = [mintToken()];
        await this.persistence.writeMetadata(next, entry.blob);
        entry.metadata = next;
      }
      return cloneObject(entry.metadata);
    });
  }

  async list(caller: Caller, bucket: string, options: ListOptions): Promise<ListResult> {
    checkBucketName(bucket);
    await this.authorize(caller, 'list', bucket, options.prefix.replace(/\/+$/, ''), undefined, undefined);
    const max = Math.min(Math.max(1, options.maxResults ?? MAX_LIST_RESULTS), MAX_LIST_RESULTS);
    const names = this.sorted(bucket);
    // An unknown bucket lists as an empty one.
    const entries = this.buckets.get(bucket) ?? new Map<string, Entry>();
    const after = options.pageToken ? decodePageToken(options.pageToken) : undefined;
    const result: ListResult = { items: [], prefixes: [] };
    let last: string | undefined;
    for (let i = lowerBound(names, after ?? options.prefix); i < names.length; i++) {
      const name = names[i] as string;
      if (!name.startsWith(options.prefix)) break;
      if (
        after !== undefined &&
        (name <= after || (after.endsWith(options.delimiter || '\0') && name.startsWith(after)))
      )
        continue;
      const cut = options.delimiter ? name.indexOf(options.delimiter, options.prefix.length) : -1;
      const entry = cut >= 0 ? name.slice(0, cut + options.delimiter.length) : name;
      if (entry === last) continue;
      if (result.items.length + result.prefixes.length === max) {
        result.nextPageToken = encodePageToken(last as string);
        break;
      }
      if (cut >= 0) result.prefixes.push(entry);
      else result.items.push(cloneObject((entries.get(name) as Entry).metadata));
      last = entry;
    }
    return result;
  }

  /** Opens an upload whose bytes arrive in chunks. */
  async startUpload(
    caller: Caller,
    bucket: string,
    name: string,
    patch: MetadataPatch,
    options: { declaredSize?: number; mintToken: boolean },
  ): Promise<UploadSession> {
    this.checkTarget(bucket, name);
    checkHeaderFields(patch);
    const session = new UploadSession({
      bucket,
      name,
      patch,
      caller,
      path: this.persistence.uploadPath(),
      maxBytes: this.maxObjectBytes,
      mintToken: options.mintToken,
      ...(options.declaredSize !== undefined ? { declaredSize: options.declaredSize } : {}),
    });
    if (options.declaredSize !== undefined) {
      session.checkSize(options.declaredSize);
      // Judge the announced object now, so a denied upload fails before its bytes are sent; the
      // finished object is judged again at finalize. Checksums are not known yet.
      const previous = this.entry(bucket, name)?.metadata;
      const provisional = newObject(
        bucket,
        name,
        patch,
        { size: options.declaredSize, md5Hash: '', crc32c: 0 },
        new Date(),
      );
      await this.authorize(caller, previous ? 'update' : 'create', bucket, name, previous, provisional);
    }
    await writeFile(session.path, '');
    this.forgetOldSessions();
    this.sessions.set(session.id, session);
    return session;
  }

  session(id: string): UploadSession {
    const session = this.sessions.get(id);
    if (!session) throw new StorageFailure('not-found', 'No such upload session.');
    return session;
  }

  async cancelUpload(session: UploadSession): Promise<void> {
    await session.serialize(async () => {
      if (session.state === 'final') throw StorageFailure.invalid('Upload is already finalized.');
      session.state = 'cancelled';
      session.lastActivity = Date.now();
      await session.discard();
    });
  }

  /** Turns a session's bytes into the object's new generation, if rules and checksums allow. */
  async finalizeUpload(session: UploadSession, hashes?: DeclaredHashes): Promise<ObjectMetadata> {
    return session.serialize(async () => {
      if (session.state === 'final') {
        if (session.result) return cloneObject(session.result);
        throw session.failure ?? StorageFailure.invalid('Upload failed.');
      }
      session.requireActive();
      if (session.declaredSize !== undefined && session.received !== session.declaredSize)
        throw StorageFailure.invalid(
          `Upload is incomplete: ${session.received} of ${session.declaredSize} bytes received.`,
        );
      session.state = 'final';
      session.lastActivity = Date.now();
      try {
        const digest = await session.digest();
        const object = await this.commit(session, digest, hashes);
        session.result = object;
        return cloneObject(object);
      } catch (error) {
        if (error instanceof StorageFailure) session.failure = error;
        await session.discard();
        throw error;
      }
    });
  }

  /** A one-shot upload (multipart or media): the bytes stream into a session of their own, and the
   * object appears only if they all arrived. */
  async upload(
    caller: Caller,
    bucket: string,
    name: string,
    patch: MetadataPatch,
    media: AsyncIterable<Uint8Array>,
    options: { mintToken: boolean; hashes?: DeclaredHashes; declaredSize?: number },
  ): Promise<ObjectMetadata> {
    const session = await this.startUpload(caller, bucket, name, patch, {
      mintToken: options.mintToken,
      ...(options.declaredSize !== undefined ? { declaredSize: options.declaredSize } : {}),
    });
    try {
      await session.serialize(() => session.append(media, 0));
      return await this.finalizeUpload(session, options.hashes);
    } catch (error) {
      await session.discard();
      throw error;
    } finally {
      this.sessions.delete(session.id);
    }
  }

  /** Copies an object (owner only: the Cloud Storage API's rewriteTo/copyTo). The copy keeps the
   * source's metadata and download tokens unless `patch` names others. */
  async copyObject(
    caller: Caller,
    source: { bucket: string; name: string },
    target: { bucket: string; name: string },
    patch: MetadataPatch,
  ): Promise<ObjectMetadata> {
    if (!caller.owner) throw StorageFailure.denied('Copies need admin credentials.');
    const entry = this.entry(source.bucket, source.name);
    if (!entry) throw StorageFailure.notFound(source.bucket, source.name);
    const from = entry.metadata;
    const inherited: MetadataPatch = {
      contentType: from.contentType,
      contentDisposition: from.contentDisposition ?? null,
      contentEncoding: from.contentEncoding ?? null,
      contentLanguage: from.contentLanguage ?? null,
      cacheControl: from.cacheControl ?? null,
      metadata: { ...from.customMetadata, [TOKENS_KEY]: from.downloadTokens.join(',') || null },
    };
    const { md5Hash: _md5, crc32c: _crc, ...overrides } = patch;
    const merged: MetadataPatch = { ...inherited, ...overrides };
    // The blob is opened now: a concurrent overwrite of the source unlinks it, not an open file.
    const bytes = createReadStream(this.persistence.blobPath(entry.blob), { highWaterMark: 1 << 20 });
    try {
      return await this.upload(caller, target.bucket, target.name, merged, bytes, {
        mintToken: false,
        declaredSize: from.size,
      });
    } finally {
      bytes.destroy();
    }
  }

  async updateMetadata(
    caller: Caller,
    bucket: string,
    name: string,
    patch: MetadataPatch,
  ): Promise<ObjectMetadata> {
    checkBucketName(bucket);
    checkHeaderFields(patch);
    return this.withLock(bucket, name, async () => {
      const entry = this.entry(bucket, name);
      const next = entry ? cloneObject(entry.metadata) : undefined;
      if (next) {
        applyPatch(next, patch);
        next.metageneration += 1;
        next.updated = new Date().toISOString();
      }
      await this.authorize(caller, 'update', bucket, name, entry?.metadata, next);
      if (!entry || !next) throw StorageFailure.notFound(bucket, name);
      await this.persistence.writeMetadata(next, entry.blob);
      entry.metadata = next;
      this.options.onEvent?.('metadataUpdate', cloneObject(next));
      return cloneObject(next);
    });
  }

  async deleteObject(caller: Caller, bucket: string, name: string): Promise<void> {
    checkBucketName(bucket);
    await this.withLock(bucket, name, async () => {
      const entry = this.entry(bucket, name);
      await this.authorize(caller, 'delete', bucket, name, entry?.metadata, undefined);
      if (!entry) throw StorageFailure.notFound(bucket, name);
      await this.persistence.remove(bucket, name);
      this.buckets.get(bucket)?.delete(name);
      this.sortedNames.delete(bucket);
      await this.persistence.removeBlob(entry.blob);
      this.options.onEvent?.('delete', cloneObject(entry.metadata));
    });
  }

  /** Adds (owner only) a download token, as the console's "create new access token" does. */
  async addDownloadToken(caller: Caller, bucket: string, name: string): Promise<ObjectMetadata> {
    if (!caller.owner) throw StorageFailure.denied('Missing admin credentials.');
    return this.updateMetadata(caller, bucket, name, {
      metadata: {
        [TOKENS_KEY]: [...(this.entry(bucket, name)?.metadata.downloadTokens ?? []), mintToken()].join(','),
      },
    });
  }

  async removeDownloadToken(
    caller: Caller,
    bucket: string,
    name: string,
    token: string,
  ): Promise<ObjectMetadata> {
    if (!caller.owner) throw StorageFailure.denied('Missing admin credentials.');
    const remaining = (this.entry(bucket, name)?.metadata.downloadTokens ?? []).filter((t) => t !== token);
    // An object readable through the Firebase API always keeps one token.
    if (remaining.length === 0) remaining.push(mintToken());
    return this.updateMetadata(caller, bucket, name, { metadata: { [TOKENS_KEY]: remaining.join(',') } });
  }

  /** Removes every object and upload session (buckets stay). */
  async reset(): Promise<void> {
    for (const session of this.sessions.values()) await session.discard();
    this.sessions.clear();
    for (const objects of this.buckets.values()) objects.clear();
    this.sortedNames.clear();
    await this.persistence.clear();
  }

  /** Finished sessions are kept so a repeated finalize or query gets its answer again, and open
   * ones so a client can resume; neither forever. */
  private forgetOldSessions(): void {
    const now = Date.now();
    for (const [id, session] of this.sessions) {
      const idle = now - session.lastActivity;
      if (session.state !== 'active' ? idle > FINISHED_SESSION_MS : idle > IDLE_SESSION_MS) {
        this.sessions.delete(id);
        if (session.state === 'active') void session.discard();
      }
    }
  }

  private async commit(
    session: UploadSession,
    digest: Digest,
    hashes?: DeclaredHashes,
  ): Promise<ObjectMetadata> {
    checkDeclaredHashes(session.patch, digest, hashes);
    const { bucket, name } = session;
    return this.withLock(bucket, name, async () => {
      const previous = this.entry(bucket, name);
      const object = newObject(bucket, name, session.patch, digest, new Date());
      if (session.mintToken && object.downloadTokens.length === 0) object.downloadTokens = [mintToken()];
      const method: StorageMethod = previous ? 'update' : 'create';
      await this.authorize(session.caller, method, bucket, name, previous?.metadata, object);
      await this.createBucket(bucket);
      const blob = await this.persistence.commit(object, session.path);
      this.bucketMap(bucket).set(name, { metadata: object, blob });
      this.sortedNames.delete(bucket);
      if (previous) await this.persistence.removeBlob(previous.blob);
      this.options.onEvent?.('finalize', cloneObject(object));
      return object;
    });
  }

  private async authorize(
    caller: Caller,
    method: StorageMethod,
    bucket: string,
    path: string,
    resource: ObjectMetadata | undefined,
    requestResource: ObjectMetadata | undefined,
  ): Promise<void> {
    if (caller.owner) return;
    const decision = await this.rules.authorize({
      service: 'firebase.storage',
      method,
      bucket,
      path,
      auth: caller.auth,
      time: new Date(),
      resource: resource ? rulesObject(resource) : null,
      requestResource: requestResource ? rulesObject(requestResource) : (null as RulesStorageObject | null),
      ...(this.options.firestore ? { firestore: this.options.firestore } : {}),
    });
    if (!decision.allowed) {
      this.options.log?.(`Denied ${method} on /b/${bucket}/o/${path}: ${decision.message}`);
      throw StorageFailure.denied(`Permission denied. ${decision.message}`);
    }
  }

  private checkTarget(bucket: string, name: string): void {
    checkBucketName(bucket);
    checkObjectName(name);
  }

  /** An object of an unknown bucket is simply not there: the bucket reads as empty. */
  private entry(bucket: string, name: string): Entry | undefined {
    checkBucketName(bucket);
    return this.buckets.get(bucket)?.get(name);
  }

  private bucketMap(bucket: string): Map<string, Entry> {
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    return objects;
  }

  private sorted(bucket: string): string[] {
    let names = this.sortedNames.get(bucket);
    if (!names) {
      names = [...(this.buckets.get(bucket)?.keys() ?? [])].sort(compareNames);
      this.sortedNames.set(bucket, names);
    }
    return names;
  }

  /** One write at a time per object, so disk and memory see the same order. */
  private withLock<T>(bucket: string, name: string, step: () => Promise<T>): Promise<T> {
    const key = `${bucket}\0${name}`;
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.then(step, step);
    const tail = run.catch(() => undefined);
    this.locks.set(key, tail);
    void tail.then(() => {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    });
    return run;
  }
}

/** Cloud Storage lists names in byte order of their UTF-8 form; this matches it for every name
 * without surrogate-pair subtleties that matter to a local emulator. */
function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function lowerBound(names: string[], key: string): number {
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((names[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function encodePageToken(last: string): string {
  return Buffer.from(last, 'utf8').toString('base64url');
}

function decodePageToken(token: string): string {
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  if (decoded === '' || encodePageToken(decoded) !== token)
    throw StorageFailure.invalid('Invalid page token.');
  return decoded;
}
