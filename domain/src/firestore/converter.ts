import type { z } from 'zod';

/** What each SDK's Timestamp class offers to build a stored Timestamp from a Date. */
export interface TimestampFactory<T = unknown> {
  fromDate(date: Date): T;
}

/** The part of a QueryDocumentSnapshot (web or admin) a converter reads. */
export interface DocumentSnapshotLike {
  readonly id: string;
  data(...args: never[]): Record<string, unknown> | undefined;
}

/** A document as the app holds it: the parsed data plus its document id. */
export type WithId<T> = T & { id: string };

/**
 * Shaped like Firestore's FirestoreDataConverter (both SDKs), so web and functions wrap it in a
 * one-line converter of their own with their Timestamp class.
 */
export interface DomainConverter<T> {
  /**
   * Takes the SDK's WithFieldValue<T> (or a partial with merge options); typed loosely here so
   * the object is assignable to both SDKs' FirestoreDataConverter, whose write methods type it.
   */
  toFirestore(model: object, options?: unknown): Record<string, unknown>;
  fromFirestore(snapshot: DocumentSnapshotLike, options?: unknown): WithId<T>;
}

/** Thrown when a stored document does not match its schema: names the document and the fields. */
export class InvalidDocumentError extends Error {
  readonly documentId: string;
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(documentId: string, issues: readonly z.core.$ZodIssue[]) {
    const fields = issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`);
    super(`Document ${documentId} is invalid: ${fields.join('; ')}`);
    this.name = 'InvalidDocumentError';
    this.documentId = documentId;
    this.issues = issues;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Dates become stored Timestamps, recursively through plain objects and arrays. Anything else
 * (FieldValue sentinels such as serverTimestamp(), Timestamps, references) passes untouched.
 */
export function datesToTimestamps(value: unknown, timestamps: TimestampFactory): unknown {
  if (value instanceof Date) return timestamps.fromDate(value);
  if (Array.isArray(value)) return value.map((item) => datesToTimestamps(item, timestamps));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = datesToTimestamps(item, timestamps);
  }
  return out;
}

/** Parses stored data with a schema; the id comes from the document, never from its fields. */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  id: string,
  data: unknown,
): WithId<z.output<S>> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new InvalidDocumentError(id, result.error.issues);
  return { ...(result.data as object), id } as WithId<z.output<S>>;
}

/**
 * A converter that validates every document it reads (so the app never sees a malformed one)
 * and writes Dates as Timestamps. The document id is dropped on write: it is the path, not a field.
 */
export function makeConverter<S extends z.ZodType>(
  schema: S,
  timestamps: TimestampFactory,
): DomainConverter<z.output<S>> {
  return {
    toFirestore(model) {
      const { id: _id, ...data } = model as Record<string, unknown>;
      return datesToTimestamps(data, timestamps) as Record<string, unknown>;
    },
    fromFirestore(snapshot, options) {
      // A write's own snapshot holds its pending serverTimestamp() fields as null, which no schema
      // takes; the web SDK's local estimate stands in until the server's time arrives (the admin
      // SDK has no pending writes and ignores the option).
      const readOptions = { ...(options as object | undefined), serverTimestamps: 'estimate' };
      return parseDocument(schema, snapshot.id, snapshot.data(readOptions as never));
    },
  };
}

/**
 * A document as a list screen reads it: parsed, or the reason it cannot be (a client's odd write,
 * an old shape). One odd document is left out and named; it never takes the whole list down.
 */
export type CheckedDocument<T> =
  | { ok: true; document: WithId<T> }
  | { ok: false; id: string; problem: InvalidDocumentError; data: Record<string, unknown> };

/** Like parseDocument, answering the problem instead of throwing it. */
export function checkDocument<S extends z.ZodType>(
  schema: S,
  id: string,
  data: Record<string, unknown> | undefined,
): CheckedDocument<z.output<S>> {
  try {
    return { ok: true, document: parseDocument(schema, id, data) };
  } catch (error) {
    if (!(error instanceof InvalidDocumentError)) throw error;
    return { ok: false, id, problem: error, data: data ?? {} };
  }
}

/** The converter of a list screen: every document checked, none thrown (see CheckedDocument). */
export function makeCheckedConverter<S extends z.ZodType>(
  schema: S,
  timestamps: TimestampFactory,
): DomainConverter<CheckedDocument<z.output<S>>> {
  const { toFirestore } = makeConverter(schema, timestamps);
  return {
    toFirestore,
    fromFirestore(snapshot, options) {
      const readOptions = { ...(options as object | undefined), serverTimestamps: 'estimate' };
      const checked = checkDocument(schema, snapshot.id, snapshot.data(readOptions as never));
      // DomainConverter adds the id to what it reads; a checked document carries its own.
      return { ...checked, id: snapshot.id } as WithId<CheckedDocument<z.output<S>>>;
    },
  };
}
