// Resource names (projects/{p}/databases/{d}/documents/...) and field paths (a.b, `x.y`.z).
import { invalidArgument } from './errors.ts';

export interface DatabaseId {
  projectId: string;
  databaseId: string;
}

export interface ResourcePath extends DatabaseId {
  /** Path below `documents`, segments joined by '/'; '' for the database root. */
  path: string;
  segments: string[];
}

const MAX_ID_BYTES = 1500;
const MAX_NAME_BYTES = 6 * 1024;

export function databaseName(db: DatabaseId): string {
  return `projects/${db.projectId}/databases/${db.databaseId}`;
}

export function documentsRoot(db: DatabaseId): string {
  return `${databaseName(db)}/documents`;
}

export function parseDatabaseName(name: string): DatabaseId {
  const parts = String(name ?? '').split('/');
  if (parts.length !== 4 || parts[0] !== 'projects' || parts[2] !== 'databases' || !parts[1] || !parts[3]) {
    throw invalidArgument(
      `Invalid database name "${name}": expected projects/{project_id}/databases/{database_id}.`,
    );
  }
  return { projectId: parts[1], databaseId: parts[3] };
}

/** A name under `.../documents`, validated as a document (even) or any path. */
function parseResource(
  name: string,
  what: 'document' | 'parent' | 'any',
  allowReserved = false,
): ResourcePath {
  const text = String(name ?? '');
  if (Buffer.byteLength(text) > MAX_NAME_BYTES)
    throw invalidArgument(`Resource name is too long (over ${MAX_NAME_BYTES} bytes).`);
  const parts = text.split('/');
  if (
    parts.length < 5 ||
    parts[0] !== 'projects' ||
    parts[2] !== 'databases' ||
    parts[4] !== 'documents' ||
    !parts[1] ||
    !parts[3]
  ) {
    throw invalidArgument(
      `Invalid resource name "${text}": expected projects/{project_id}/databases/{database_id}/documents/...`,
    );
  }
  const segments = parts.slice(5);
  for (const id of segments) validateId(id, text, allowReserved);
  if (what === 'document' && (segments.length === 0 || segments.length % 2 !== 0)) {
    throw invalidArgument(
      `Document name "${text}" has ${segments.length} path segments: a document path needs an even, non-zero number.`,
    );
  }
  if (what === 'parent' && segments.length % 2 !== 0) {
    throw invalidArgument(`Parent "${text}" must be the documents root or a document.`);
  }
  return {
    projectId: parts[1] as string,
    databaseId: parts[3] as string,
    path: segments.join('/'),
    segments,
  };
}

export function validateId(id: string, name: string, allowReserved = false): void {
  if (id === '') throw invalidArgument(`Resource name "${name}" has an empty path segment.`);
  if (id === '.' || id === '..') throw invalidArgument(`Resource id "${id}" is invalid in "${name}".`);
  // `__id<int64>__` names a legacy numeric id, which the service accepts; other `__…__` are reserved.
  if (!allowReserved && /^__.*__$/.test(id) && numericId(id) === undefined)
    throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
  if (Buffer.byteLength(id) > MAX_ID_BYTES)
    throw invalidArgument(`Resource id "${id.slice(0, 32)}…" is longer than ${MAX_ID_BYTES} bytes.`);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * The number a legacy numeric id stands for: `__id-2__` is -2, `__id7__` is 7. Such ids order
 * before every other id, by their number (as the SDKs order them); an id outside int64 is none.
 */
export function numericId(id: string): bigint | undefined {
  if (!id.startsWith('__id') || !id.endsWith('__')) return undefined;
  const digits = /^__id(-?\d{1,19})__$/.exec(id)?.[1];
  if (digits === undefined) return undefined;
  const n = BigInt(digits);
  return n >= INT64_MIN && n <= INT64_MAX ? n : undefined;
}

export function parseDocumentName(name: string): ResourcePath {
  return parseResource(name, 'document');
}

/** A document name used as a query bound: reserved ids such as `__id-9223372036854775808__`
 * (the SDKs' smallest possible id) may appear there, though no document can have them. */
export function parseBoundName(name: string): ResourcePath {
  return parseResource(name, 'document', true);
}

/** The parent of a query or listing: the documents root or a document. */
export function parseParent(name: string): ResourcePath {
  return parseResource(name, 'parent');
}

export function validateCollectionId(id: string): void {
  if (id.includes('/')) throw invalidArgument(`Collection id "${id}" must not contain "/".`);
  validateId(id, id);
}

export function documentName(db: DatabaseId, path: string): string {
  return `${documentsRoot(db)}/${path}`;
}

/** 'a/b/c/d' → 'a/b/c' (the collection), 'a/b' → 'a'. */
export function parentPath(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

// ---- field paths ----------------------------------------------------------------------------

const SIMPLE = /^[a-zA-Z_][a-zA-Z_0-9]*$/;
const fieldPathCache = new Map<string, string[]>();

/** Parses `a.b`, `` `a.b`.c `` (backslash escapes inside backticks). */
export function parseFieldPath(text: string): string[] {
  const cached = fieldPathCache.get(text);
  if (cached) return cached;
  const segments = parseFieldPathUncached(String(text ?? ''));
  if (fieldPathCache.size > 10_000) fieldPathCache.clear();
  fieldPathCache.set(text, segments);
  return segments;
}

/** The service's limit on a field path. */
const MAX_FIELD_PATH_BYTES = 1500;

function parseFieldPathUncached(text: string): string[] {
  const segments: string[] = [];
  let i = 0;
  const bad = (why: string) => invalidArgument(`Invalid field path "${text.slice(0, 64)}": ${why}.`);
  if (text === '') throw bad('empty');
  if (Buffer.byteLength(text) > MAX_FIELD_PATH_BYTES) throw bad(`longer than ${MAX_FIELD_PATH_BYTES} bytes`);
  while (i <= text.length) {
    let segment = '';
    if (text[i] === '`') {
      i++;
      while (i < text.length && text[i] !== '`') {
        if (text[i] === '\\') i++;
        if (i >= text.length) throw bad('unterminated escape');
        segment += text[i];
        i++;
      }
      if (text[i] !== '`') throw bad('unterminated backtick');
      i++;
      if (segment === '') throw bad('empty quoted segment');
    } else {
      const end = text.indexOf('.', i);
      segment = text.slice(i, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
      if (!SIMPLE.test(segment))
        throw bad(segment === '' ? 'empty segment' : `"${segment}" must be quoted with backticks`);
    }
    segments.push(segment);
    if (i === text.length) break;
    if (text[i] !== '.') throw bad('expected "." after a quoted segment');
    i++;
    if (i === text.length) throw bad('trailing "."');
  }
  return segments;
}

export function formatFieldPath(segments: readonly string[]): string {
  return segments
    .map((s) => (SIMPLE.test(s) ? s : `\`${s.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``))
    .join('.');
}

export const NAME_FIELD = '__name__';
