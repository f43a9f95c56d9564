// The Firebase Storage REST API (v0) as the web SDK and rules-unit-testing use it:
// /v0/b/{bucket}/o[/{name}] for metadata, bytes, lists, updates, deletes, multipart uploads and the
// resumable protocol with its X-Goog-Upload-* headers.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../../storage/caller.ts';
import type { StorageEngine } from '../../storage/engine.ts';
import { StorageFailure } from '../../storage/errors.ts';
import { type ObjectMetadata, parsePatch } from '../../storage/object.ts';
import type { UploadSession } from '../../storage/uploads.ts';
import { callerFrom } from './auth.ts';
import { sendObjectBytes } from './download.ts';
import { contentLength, decodeSegment, type Exchange, readJson, sendEmpty, sendJson } from './http.ts';
import { boundaryOf, readRelated } from './multipart.ts';
import {
  header,
  nameFromMetadata,
  originOf,
  parseMaxResults,
  parseSize,
  withContentType,
} from './request-fields.ts';
import { firebaseResource } from './resources.ts';

const ROUTE = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/;
/** The web SDK sends resumable chunks in multiples of this. */
const CHUNK_GRANULARITY = String(256 * 1024);

export class FirebaseApi {
  private readonly engine: StorageEngine;

  constructor(engine: StorageEngine) {
    this.engine = engine;
  }

  matches(rawPath: string): boolean {
    return rawPath.startsWith('/v0/') || rawPath === '/v0';
  }

  async handle(exchange: Exchange): Promise<void> {
    const { req, res, url, rawPath } = exchange;
    const route = ROUTE.exec(rawPath);
    if (!route) {
      if (rawPath === '/v0' || rawPath === '/v0/') return sendJson(res, 200, { emulator: 'storage' });
      throw new StorageFailure('not-found', `No Firebase Storage endpoint at ${rawPath}.`);
    }
    const bucket = decodeSegment(route[1] as string);
    const name = route[2] !== undefined ? decodeSegment(route[2]) : undefined;
    const method = overriddenMethod(req);
    const caller = callerFrom(req.headers.authorization, req.headers['x-goog-api-client']);
    if (name === undefined) {
      if (method === 'GET') return this.list(res, url, caller, bucket);
      if (method === 'POST' || method === 'PUT')
        return this.upload(exchange, caller, bucket, url.searchParams.get('name'));
    } else {
      if (method === 'GET' || method === 'HEAD') return this.read(req, res, url, caller, bucket, name);
      if (method === 'PATCH') return this.updateMetadata(req, res, caller, bucket, name);
      if (method === 'DELETE') {
        await this.engine.deleteObject(caller, bucket, name);
        return sendEmpty(res, 204);
      }
      if (method === 'POST' || method === 'PUT') {
        if (url.searchParams.has('create_token') || url.searchParams.has('delete_token'))
          return this.changeToken(res, url, caller, bucket, name);
        return this.upload(exchange, caller, bucket, name);
      }
    }
    throw new StorageFailure('not-found', `${method} is not supported on ${rawPath}.`);
  }

  private async read(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    caller: Caller,
    bucket: string,
    name: string,
  ): Promise<void> {
    const token = url.searchParams.get('token') ?? undefined;
    let object = await this.engine.getObject(
      caller,
      bucket,
      name,
      token !== undefined ? { downloadToken: token } : {},
    );
    if (url.searchParams.get('alt') === 'media') {
      const path = this.engine.blobPathOf(object);
      if (!path) throw StorageFailure.notFound(bucket, name);
      return sendObjectBytes(req, res, object, path);
    }
    // getDownloadURL needs a token; objects written through Cloud Storage get one on first read.
    object = await this.engine.ensureDownloadToken(object);
    sendJson(res, 200, firebaseResource(object));
  }

  private async list(res: ServerResponse, url: URL, caller: Caller, bucket: string): Promise<void> {
    const prefix = url.searchParams.get('prefix') ?? '';
    if (prefix !== '' && !prefix.endsWith('/'))
      throw StorageFailure.invalid(
        'The prefix parameter is required to be empty or ends with a single / character.',
      );
    const maxResults = parseMaxResults(url.searchParams.get('maxResults'));
    const pageToken = url.searchParams.get('pageToken');
    const result = await this.engine.list(caller, bucket, {
      prefix,
      delimiter: url.searchParams.get('delimiter') ?? '',
      ...(pageToken ? { pageToken } : {}),
      ...(maxResults !== undefined ? { maxResults } : {}),
    });
    sendJson(res, 200, {
      prefixes: result.prefixes,
      items: result.items.map((item) => ({ name: item.name, bucket: item.bucket })),
      ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
    });
  }

  private async updateMetadata(
    req: IncomingMessage,
    res: ServerResponse,
    caller: Caller,
    bucket: string,
    name: string,
  ): Promise<void> {
    const patch = parsePatch(await readJson(req));
    const object = await this.engine.updateMetadata(caller, bucket, name, patch);
    sendJson(res, 200, firebaseResource(object));
  }

  private async changeToken(res: ServerResponse, url: URL, caller: Caller, bucket: string, name: string) {
    const remove = url.searchParams.get('delete_token');
    let object: ObjectMetadata;
    if (remove !== null) object = await this.engine.removeDownloadToken(caller, bucket, name, remove);
    else if (url.searchParams.get('create_token') === 'true')
      object = await this.engine.addDownloadToken(caller, bucket, name);
    else throw StorageFailure.invalid('create_token must be "true".');
    sendJson(res, 200, firebaseResource(object));
  }

  private async upload(
    exchange: Exchange,
    caller: Caller,
    bucket: string,
    name: string | null,
  ): Promise<void> {
    const { req, res, url } = exchange;
    const uploadId = url.searchParams.get('upload_id');
    const command = header(req, 'x-goog-upload-command');
    if (uploadId) return this.resumableCommand(req, res, uploadId, command ?? '');
    if (command === 'start') return this.startResumable(exchange, caller, bucket, name);
    if (command) throw StorageFailure.invalid(`Upload command "${command}" needs an upload_id.`);
    if (header(req, 'x-goog-upload-protocol') === 'multipart') {
      const boundary = boundaryOf(req.headers['content-type']);
      const parts = await readRelated(req, boundary);
      const patch = withContentType(parsePatch(parts.metadata), parts.mediaContentType);
      const target = name ?? nameFromMetadata(parts.metadata);
      const object = await this.engine.upload(caller, bucket, target, patch, parts.media, {
        mintToken: true,
      });
      return sendJson(res, 200, firebaseResource(object));
    }
    if (name === null) throw StorageFailure.invalid('The upload needs an object name.');
    const patch = withContentType({}, req.headers['content-type']);
    const declaredSize = contentLength(req);
    const object = await this.engine.upload(caller, bucket, name, patch, req, {
      mintToken: true,
      ...(declaredSize !== undefined ? { declaredSize } : {}),
    });
    sendJson(res, 200, firebaseResource(object));
  }

  private async startResumable(exchange: Exchange, caller: Caller, bucket: string, name: string | null) {
    const { req, res } = exchange;
    const body = await readJson(req);
    const patch = withContentType(parsePatch(body), header(req, 'x-goog-upload-header-content-type'));
    const target = name ?? nameFromMetadata(body);
    const declared = header(req, 'x-goog-upload-header-content-length');
    const declaredSize = declared !== undefined ? parseSize(declared) : undefined;
    const session = await this.engine.startUpload(caller, bucket, target, patch, {
      mintToken: true,
      ...(declaredSize !== undefined ? { declaredSize } : {}),
    });
    const uploadUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, originOf(req));
    uploadUrl.searchParams.set('name', target);
    uploadUrl.searchParams.set('upload_id', session.id);
    uploadUrl.searchParams.set('upload_protocol', 'resumable');
    sendEmpty(res, 200, {
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-URL': uploadUrl.toString(),
      'X-Goog-Upload-Chunk-Granularity': CHUNK_GRANULARITY,
      'X-Goog-Upload-Control-URL': '',
      'X-GUploader-UploadID': session.id,
    });
  }

  /** `query`, `cancel`, `upload`, `upload, finalize` and `finalize` on a session. */
  private async resumableCommand(
    req: IncomingMessage,
    res: ServerResponse,
    uploadId: string,
    command: string,
  ) {
    const session = this.engine.session(uploadId);
    const steps = command.split(',').map((s) => s.trim().toLowerCase());
    if (steps.includes('query')) return sendEmpty(res, 200, sessionHeaders(session));
    if (steps.includes('cancel')) {
      await this.engine.cancelUpload(session);
      return sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
    }
    const upload = steps.includes('upload');
    const finalize = steps.includes('finalize');
    // A client that lost the answer to its finalize asks again: answer the same.
    if (finalize && session.state === 'final' && session.result)
      return sendJson(res, 200, firebaseResource(session.result), { 'X-Goog-Upload-Status': 'final' });
    if (!upload && !finalize) throw StorageFailure.invalid(`Unknown upload command "${command}".`);
    try {
      if (upload) {
        const offset = header(req, 'x-goog-upload-offset');
        if (offset === undefined) throw StorageFailure.invalid('An upload chunk needs X-Goog-Upload-Offset.');
        const start = parseSize(offset);
        await session.serialize(() => session.append(req, start));
      }
      if (!finalize) return sendEmpty(res, 200, sessionHeaders(session));
      const object = await this.engine.finalizeUpload(session);
      sendJson(res, 200, firebaseResource(object), { 'X-Goog-Upload-Status': 'final' });
    } catch (error) {
      // The SDK gives up on the session after an error; say so, so a query agrees.
      if (error instanceof StorageFailure && finalize) res.setHeader('X-Goog-Upload-Status', 'final');
      throw error;
    }
  }
}

function sessionHeaders(session: UploadSession): Record<string, string> {
  return {
    'X-Goog-Upload-Status': session.state,
    'X-Goog-Upload-Size-Received': String(session.received),
    'X-GUploader-UploadID': session.id,
  };
}

/** PUT with X-HTTP-Method-Override: PATCH is how some clients send PATCH. */
function overriddenMethod(req: IncomingMessage): string {
  const override = header(req, 'x-http-method-override');
  return (override ?? req.method ?? 'GET').toUpperCase();
}
