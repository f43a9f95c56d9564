// Firestore's REST surface as the browser SDK (and firestore/lite) calls it: the route picks the
// proto method, the URL and query string fill the request fields the template binds, the body is
// proto3 JSON, and the answer is proto3 JSON (one array for server-streaming methods).
import type { IncomingMessage, ServerResponse } from 'node:http';
import protobuf from 'protobufjs';
import { closeIfBodyUnread } from '../emulator-http/router.ts';
import {
  type CallMetadata,
  databaseOf,
  errorBody,
  type FirestoreBackend,
  httpStatusOf,
  type Message,
  type RpcStatus,
  toRpcStatus,
} from '../json/backend.ts';
import { fromJson, JsonMappingError, toJson } from '../json/mapping.ts';
import { answerPreflight, BodyTooLargeError, readBody, setCorsHeaders } from './http.ts';
import { MalformedPathError, matchRoute, type RouteMatch } from './routes.ts';

/** System parameters Google's front ends accept on any call; they are not request fields. */
const SYSTEM_PARAMETERS = new Set([
  'key',
  'alt',
  '$alt',
  'prettyPrint',
  'fields',
  'access_token',
  'callback',
]);

export function isRestPath(pathname: string): boolean {
  return pathname.startsWith('/v1/projects/');
}

/** Serves one REST request; the caller has already checked `isRestPath`. */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  backend: FirestoreBackend,
): Promise<void> {
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  setCorsHeaders(req, res);
  const url = new URL(req.url ?? '/', 'http://localhost');
  let found: ReturnType<typeof matchRoute>;
  try {
    found = matchRoute(req.method ?? 'GET', url.pathname);
  } catch (error) {
    return sendError(res, restStatus(error));
  }
  if (found === undefined) return sendError(res, { code: 5, message: `Unknown REST path ${url.pathname}` });
  if (found === 'method-not-allowed') {
    return sendError(res, { code: 12, message: `${req.method} is not supported on ${url.pathname}` });
  }
  try {
    const body = await readBody(req);
    const request = buildRequest(found, url.searchParams, body);
    const database = databaseOf([...found.bindings.values()][0] ?? '');
    if (!database) throw new JsonMappingError(`No database in ${url.pathname}`);
    const metadata: CallMetadata = { ...database };
    const authorization = req.headers.authorization;
    if (authorization) metadata.authorization = authorization;
    const response = await backend.call(found.route.method.name, request, metadata);
    sendJson(res, 200, renderResponse(found.route.method, response));
  } catch (error) {
    sendError(res, restStatus(error));
  }
}

function restStatus(error: unknown): RpcStatus {
  if (
    error instanceof JsonMappingError ||
    error instanceof SyntaxError ||
    error instanceof MalformedPathError
  )
    return { code: 3, message: error.message };
  if (error instanceof BodyTooLargeError) return { code: 8, message: error.message };
  return toRpcStatus(error);
}

function requestType(match: RouteMatch): protobuf.Type {
  const method = match.route.method;
  method.resolve();
  if (!method.resolvedRequestType) throw new Error(`Unresolved request type for ${method.name}`);
  return method.resolvedRequestType;
}

/** Merges body, query string and path bindings into one proto3 JSON request, then maps it. */
export function buildRequest(match: RouteMatch, query: URLSearchParams, body: string): Message {
  const type = requestType(match);
  const parsed: unknown = body.trim() === '' ? {} : JSON.parse(body);
  let json: Record<string, unknown> = {};
  const bodyField = match.route.body;
  if (bodyField === '*') {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new JsonMappingError('Invalid JSON payload received. Expected an object.');
    }
    json = parsed as Record<string, unknown>;
  } else if (bodyField) {
    json[bodyField] = parsed;
  }
  for (const [key, value] of query) {
    if (!SYSTEM_PARAMETERS.has(key)) setQueryField(type, json, key.split('.'), value);
  }
  for (const [field, value] of match.bindings) setPath(json, field.split('.'), value);
  return fromJson(type, json);
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child = typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
  target[head] = child;
  setPath(child, rest, value);
}

/** Query parameters name (possibly nested) fields; repeated ones may appear several times. */
function setQueryField(
  type: protobuf.Type,
  target: Record<string, unknown>,
  path: string[],
  value: string,
): void {
  let current: protobuf.Type = type;
  let holder = target;
  for (const [i, segment] of path.entries()) {
    const field =
      current.fields[segment] ?? current.fieldsArray.find((f) => protobuf.util.camelCase(f.name) === segment);
    if (!field)
      throw new JsonMappingError(`Invalid JSON payload received. Unknown name "${path.join('.')}".`);
    field.resolve();
    if (i === path.length - 1) {
      const scalar = field.type === 'bool' ? value === 'true' : value;
      if (field.repeated) {
        const list = Array.isArray(holder[segment]) ? (holder[segment] as unknown[]) : [];
        holder[segment] = [...list, scalar];
      } else {
        holder[segment] = scalar;
      }
      return;
    }
    if (!(field.resolvedType instanceof protobuf.Type)) {
      throw new JsonMappingError(`Invalid JSON payload received. "${segment}" has no fields.`);
    }
    current = field.resolvedType;
    const next = holder[segment];
    holder[segment] = typeof next === 'object' && next !== null ? next : {};
    holder = holder[segment] as Record<string, unknown>;
  }
}

function renderResponse(method: protobuf.Method, response: Message | Message[]): unknown {
  const type = method.resolvedResponseType;
  if (!type) throw new Error(`Unresolved response type for ${method.name}`);
  if (method.responseStream)
    return (Array.isArray(response) ? response : [response]).map((r) => toJson(type, r));
  return toJson(type, Array.isArray(response) ? (response[0] ?? {}) : response);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  closeIfBodyUnread(res);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, status: RpcStatus): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, httpStatusOf(status.code), errorBody(status));
}
