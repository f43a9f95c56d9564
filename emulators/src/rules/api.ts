// The rules engine as the emulators see it. The engine is pure: no HTTP, no storage of its own.
// Firestore and Storage each compile their rules file once per load and call `authorize` for
// every request by a caller that is not the owner.

/** A Firestore value in the JSON (REST) shape, camelCase keys: { integerValue: '5' },
 * { doubleValue: 0.5 }, { timestampValue: { seconds: '1', nanos: 0 } } or an RFC 3339 string,
 * { bytesValue: Uint8Array } or base64, { geoPointValue: { latitude, longitude } },
 * { referenceValue: 'projects/…/documents/…' }, { arrayValue: { values: [...] } },
 * { mapValue: { fields: {...} } }, { nullValue: … }; a `valueType` key may name the set field.
 * The Firestore engine stores the gRPC snake_case shape (integer_value…) and converts at the
 * authorization point (engine/rules-shape.ts); the REST reader of storage rules passes the JSON
 * it receives unchanged. snake_case values are not read here. */
export type FirestoreValue = Record<string, unknown>;

/** A stored document as the rules see it (`resource`, `get()` results). */
export interface RulesDocument {
  /** Full name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields: Record<string, FirestoreValue>;
}

/** The documents a list query could return, as far as its filters fix them. */
export interface QueriedDocument {
  /** Full name, when a `__name__ ==` filter fixes the document (its id then binds the wildcard). */
  name?: string;
  /** Field paths (segments) an equality, `in` value or `is null` filter fixes, with that value. */
  fixed: { path: readonly string[]; value: FirestoreValue }[];
}

/** The decoded ID token of the caller, or null when signed out. */
export interface RulesAuth {
  uid: string;
  /** Every claim of the token (email, email_verified, firebase.sign_in_provider, custom claims…). */
  token: Record<string, unknown>;
}

/** How `get`, `exists`, `getAfter` and `existsAfter` reach documents during one evaluation. */
export interface DocumentAccess {
  /** State before the request; path is /databases/{d}/documents/... */
  get(path: string): Promise<RulesDocument | null>;
  /** State as it would be after the whole batch or transaction. */
  getAfter(path: string): Promise<RulesDocument | null>;
}

export type FirestoreMethod = 'get' | 'list' | 'create' | 'update' | 'delete';
export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface FirestoreRulesRequest {
  service: 'cloud.firestore';
  method: FirestoreMethod;
  /** /databases/{database}/documents/{document path} (for list: the collection path). */
  path: string;
  auth: RulesAuth | null;
  time: Date;
  /** The stored document (get, update, delete); ignored for list, which reads `queried`. */
  resource: RulesDocument | null;
  /** For list: what the query's filters fix of every document it could return. `resource` is
   * then a map whose unfixed fields are unknown: a rule whose outcome depends on one denies. */
  queried?: QueriedDocument;
  /** The document after this write, with transforms applied (create and update). */
  requestResource: RulesDocument | null;
  /** For list: limit, offset, orderBy as the rules' request.query sees them. */
  query?: { limit?: number; offset?: number; orderBy?: string[] };
  /** For list: a collection-group query. `path` is then {parent}/{collectionId}, and only a
   * `{name=**}` wildcard can match the documents' unknown parent path. */
  collectionGroup?: boolean;
  /** Most distinct documents get/exists/getAfter/existsAfter may touch: 10 for a single-document
   * request (the default), 20 for batched writes and transactions. With a limit above 10, the
   * evaluations that share one `access` object share its cache and its count: create one access
   * object per batch or transaction. */
  accessLimit?: number;
  access: DocumentAccess;
}

/** Storage's view of an object (`resource`, `request.resource`). */
export interface RulesStorageObject {
  name: string;
  bucket: string;
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  timeCreated?: Date;
  updated?: Date;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
}

export interface StorageRulesRequest {
  service: 'firebase.storage';
  method: StorageMethod;
  bucket: string;
  /** Object name (for list: the prefix). */
  path: string;
  auth: RulesAuth | null;
  time: Date;
  resource: RulesStorageObject | null;
  requestResource: RulesStorageObject | null;
  /** `firestore.get` / `firestore.exists` from storage rules reach the local Firestore here. */
  firestore?: Pick<DocumentAccess, 'get'>;
}

export interface RulesIssue {
  line: number;
  column: number;
  severity: 'ERROR' | 'WARNING';
  description: string;
}

export interface Decision {
  allowed: boolean;
  /** The official emulator's style: "false for 'update' @ L12", or why evaluation failed. */
  message: string;
}

export interface CompiledRules {
  readonly service: 'cloud.firestore' | 'firebase.storage';
  authorize(request: FirestoreRulesRequest | StorageRulesRequest): Promise<Decision>;
}

export type CompileResult = { ok: true; rules: CompiledRules } | { ok: false; issues: RulesIssue[] };
