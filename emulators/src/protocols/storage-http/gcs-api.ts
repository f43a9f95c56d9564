// The subset of the Cloud Storage JSON API that @google-cloud/storage (firebase-admin's bucket)
// calls when STORAGE_EMULATOR_HOST points here: object metadata, media, listing, deletes, simple,
// multipart and resumable uploads. The official emulator serves these paths to admin callers only,
// without rules; so does this one.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { OWNER } from '../../storage/caller.ts';
import type { StorageEngine } from '../../storage/engine.ts';
import { StorageFailure } from '../../storage/errors.ts';
import { parsePatch } from '../../storage/object.ts';
import type { UploadSession } from '../../storage/uploads.ts';
import { sendObjectBytes } from './download.ts';
import { contentLength, decodeSegment, type Exchange, readJson, sendEmpty, sendJson } from './http.ts';
import { boundaryOf, readRelated } from './multipart.ts';
import {
  header,
  nameFromMetadata,
  originOf,
  parseHashHeader,
  parseMaxResults,
  withContentType,
} from './request-fields.ts';
import { gcsBucketResource, gcsResource } from './resources.ts';

const OBJECT = /^(?:\/download)?(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/;
const OBJECTS = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/?$/;
const BUCKET = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/;
const BUCKETS = /^(?:\/storage\/v1)?\/b\/?$/;
const UPLOAD = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/;
const COPY = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/([^/]+)\/(rewriteTo|copyTo)\/b\/([^/]+)\/o\/([^/]+)$/;

export class GcsApi {
  private readonly engine: StorageEngine;

  constructor(engine: StorageEngine) {
    this.engine = engine;
  }

  async handle(exchange: Exchange): Promise<boolean> {
    const { req, res, url, rawPath } = exchange;
    const method = (req.method ?? 'GET').toUpperCase();
    const base = originOf(req);
    let m = UPLOAD.exec(rawPath);
    if (m) {
      await this.upload(exchange, decodeSegment(m[1] as string), method);
      return true;
    }
    m = COPY.exec(rawPath);
    if (m && method === 'POST') {
      const [, sourceBucket, sourceName, verb, targetBucket, targetName] = m as unknown as string[];
      const object = await this.engine.copyObject(
        OWNER,
        { bucket: decodeSegment(sourceBucket as string), name: decodeSegment(sourceName as string) },
        { bucket: decodeSegment(targetBucket as string), name: decodeSegment(targetName as string) },
        parsePatch(await readJson(req)),
      );
      const resource = gcsResource(object, base);
      if (verb === 'copyTo') sendJson(res, 200, resource);
      else {
        const size = String(object.size);
        sendJson(res, 200, {
          kind: 'storage#rewriteResponse',
          totalBytesRewritten: size,
          objectSize: size,
          done: true,
          resource,
        });
      }
      return true;
    }
    m = OBJECT.exec(rawPath);
    if (m) {
      const bucket = decodeSegment(m[1] as string);
      const name = decodeSegment(m[2] as string);
      if (method === 'GET' || method === 'HEAD') {
        const object = await this.engine.getObject(OWNER, bucket, name);
        if (url.searchParams.get('alt') === 'media' || rawPath.startsWith('/download/')) {
          const path = this.engine.blobPathOf(object);
          if (!path) throw StorageFailure.notFound(bucket, name);
          await sendObjectBytes(req, res, object, path);
        } else sendJson(res, 200, gcsResource(object, base));
        return true;
      }
      if (method === 'PATCH' || method === 'PUT') {
        const object = await this.engine.updateMetadata(OWNER, bucket, name, parsePatch(await readJson(req)));
        sendJson(res, 200, gcsResource(object, base));
        return true;
      }
      if (method === 'DELETE') {
        await this.engine.deleteObject(OWNER, bucket, name);
        sendEmpty(res, 204);
        return true;
      }
    }
    m = OBJECTS.exec(rawPath);
    if (m && method === 'GET') {
      await this.list(res, url, decodeSegment(m[1] as string), base);
      return true;
    }
    m = BUCKET.exec(rawPath);
    if (m && method === 'GET') {
      const bucket = decodeSegment(m[1] as string);
      if (!this.engine.hasBucket(bucket))
        throw new StorageFailure('bucket-not-found', `The specified bucket does not exist: ${bucket}`);
      sendJson(res, 200, gcsBucketResource(bucket, base));
      return true;
    }
    if (BUCKETS.test(rawPath)) {
      if (method === 'GET') {
        const items = this.engine.bucketNames().map((b) => gcsBucketResource(b, base));
        sendJson(res, 200, { kind: 'storage#buckets', items });
        return true;
      }
      if (method === 'POST') {
        const name = nameFromMetadata(await readJson(req));
        if (this.engine.hasBucket(name))
          throw new StorageFailure('conflict', `Bucket ${name} already exists.`);
        await this.engine.createBucket(name);
        sendJson(res, 200, gcsBucketResource(name, base));
        return true;
      }
    }
    return false;
  }

  private async list(res: ServerResponse, url: URL, bucket: string, base: string): Promise<void> {
    const pageToken = url.searchParams.get('pageToken');
    const maxResults = parseMaxResults(url.searchParams.get('maxResults'));
    const result = await this.engine.list(OWNER, bucket, {
      prefix: url.searchParams.get('prefix') ?? '',
      delimiter: url.searchParams.get('delimiter') ?? '',
      ...(pageToken ? { pageToken } : {}),
      ...(maxResults !== undefined ? { maxResults } : {}),
    });
    sendJson(res, 200, {
      kind: 'storage#objects',
      ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
      ...(result.prefixes.length > 0 ? { prefixes: result.prefixes } : {}),
      ...(result.items.length > 0 ? { items: result.items.map((o) => gcsResource(o, base)) } : {}),
    });
  }

  private async upload(exchange: Exchange, bucket: string, method: string): Promise<void> {
    const { req, res, url } = exchange;
    const base = originOf(req);
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId) {
      const session = this.engine.session(uploadId);
      if (method === 'DELETE') {
        await this.engine.cancelUpload(session);
        // Cloud Storage answers a cancelled session with 499 Client Closed Request.
        return sendEmpty(res, 499);
      }
      return this.resumableChunk(req, res, session, base);
    }
    if (method !== 'POST') throw StorageFailure.invalid('Uploads start with POST.');
    const uploadType = url.searchParams.get('uploadType') ?? req.headers['x-goog-upload-protocol'];
    const queryName = url.searchParams.get('name');
    if (uploadType === 'resumable') {
      const body = await readJson(req);
      const patch = withContentType(parsePatch(body), header(req, 'x-upload-content-type'));
      const name = queryName ?? nameFromMetadata(body);
      const declared = header(req, 'x-upload-content-length');
      const session = await this.engine.startUpload(OWNER, bucket, name, patch, {
        mintToken: false,
        ...(declared !== undefined && /^\d+$/.test(declared) ? { declaredSize: Number(declared) } : {}),
      });
      const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, base);
      location.searchParams.set('uploadType', 'resumable');
      location.searchParams.set('name', name);
      location.searchParams.set('upload_id', session.id);
      return sendEmpty(res, 200, { Location: location.toString(), 'X-GUploader-UploadID': session.id });
    }
    const hashes = parseHashHeader(header(req, 'x-goog-hash'));
    if (uploadType === 'multipart') {
      const boundary = boundaryOf(req.headers['content-type']);
      const parts = await readRelated(req, boundary);
      const patch = withContentType(parsePatch(parts.metadata), parts.mediaContentType);
      const name = queryName ?? nameFromMetadata(parts.metadata);
      const object = await this.engine.upload(OWNER, bucket, name, patch, parts.media, {
        mintToken: false,
        hashes,
      });
      return sendJson(res, 200, gcsResource(object, base));
    }
    if (queryName === null) throw StorageFailure.invalid('A media upload needs ?name=.');
    const patch = withContentType({}, req.headers['content-type']);
    const declaredSize = contentLength(req);
    const object = await this.engine.upload(OWNER, bucket, queryName, patch, req, {
      mintToken: false,
      ...(declaredSize !== undefined ? { declaredSize } : {}),
      hashes,
    });
    sendJson(res, 200, gcsResource(object, base));
  }

  /** A PUT to a session URI: `Content-Range: bytes a-b/total` appends, `bytes *\/total` finalizes,
   * `bytes *\/*` asks how much arrived (308 with Range while incomplete). */
  private async resumableChunk(
    req: IncomingMessage,
    res: ServerResponse,
    session: UploadSession,
    base: string,
  ) {
    const range = parseContentRange(header(req, 'content-range'));
    if (range.query) {
      if (session.state === 'final' && session.result)
        return sendJson(res, 200, gcsResource(session.result, base));
      return sendEmpty(res, 308, receivedRange(session));
    }
    if (range.total !== undefined) {
      if (session.declaredSize !== undefined && session.declaredSize !== range.total)
        throw StorageFailure.invalid(
          `Content-Range total ${range.total} differs from the announced ${session.declaredSize}.`,
        );
      session.declaredSize = range.total;
      session.checkSize(range.total);
    }
    if (range.start !== undefined) {
      const { start, end } = range;
      await session.serialize(() => session.append(req, start, end));
    }
    const last = range.total !== undefined ? session.received >= range.total : range.openEnded;
    if (!last) return sendEmpty(res, 308, receivedRange(session));
    const hashes = parseHashHeader(header(req, 'x-goog-hash'));
    const object = await this.engine.finalizeUpload(session, hashes);
    sendJson(res, 200, gcsResource(object, base));
  }
}

interface ContentRange {
  query: boolean;
  start?: number;
  /** Exclusive end of the chunk, when the client named it. */
  end?: number;
  total?: number;
  /** `bytes a-*` with an unknown total: the request body is the rest of the object. */
  openEnded: boolean;
}

function parseContentRange(value: string | undefined): ContentRange {
  if (!value) return { query: false, start: 0, openEnded: true };
  const match = /^bytes\s+(?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/i.exec(value.trim());
  if (!match) throw StorageFailure.invalid(`Invalid Content-Range "${value}".`);
  const [, from, to, total] = match;
  const result: ContentRange = { query: from === undefined && total === '*', openEnded: to === '*' };
  if (from !== undefined) result.start = Number(from);
  if (to !== undefined && to !== '*') result.end = Number(to) + 1;
  if (total !== undefined && total !== '*') result.total = Number(total);
  if (from !== undefined && to !== undefined && to !== '*' && Number(to) < Number(from))
    throw StorageFailure.invalid(`Invalid Content-Range "${value}".`);
  return result;
}

function receivedRange(session: UploadSession): Record<string, string> {
  return session.received > 0 ? { Range: `bytes=0-${session.received - 1}` } : {};
}
