// Security rules over a list query, shared by RunQuery, RunAggregationQuery, ListDocuments and
// Listen (gRPC, REST and WebChannel all come here). The service judges a query as a whole ("rules
// are not filters"): it is allowed only when the rules grant `list` for every document it could
// return, whatever its limit, offset or cursors. The official emulator proves that statically from
// the query's constraints; we judge every document that matches the query's filters (its scope),
// and, when none does, a candidate document made of the query's equality filters.
import type { RulesDocument } from '../rules/api.ts';
import { type CallContext, type Engine, rulesDocument, rulesPath } from './engine.ts';
import { setField } from './fields.ts';
import { type DatabaseId, documentName, formatFieldPath, parseFieldPath } from './paths.ts';
import { type CompiledQuery, forEachMatch, queryScope, type StructuredQuery } from './query.ts';
import type { StoredDocument } from './store.ts';
import type { Micros } from './time.ts';
import type { Fields } from './values.ts';

/** The rules request for a list of `q`, judged by one document it could return. */
export function listRequest(q: CompiledQuery, resource: RulesDocument | null) {
  return {
    method: 'list' as const,
    path: rulesPath(q.db, collectionPath(q)),
    resource,
    requestResource: null,
    query: {
      ...(q.limit !== null ? { limit: q.limit } : {}),
      offset: q.offset,
      orderBy: q.orderBy.map((o) => formatFieldPath(o.path)),
    },
    collectionGroup: q.allDescendants,
  };
}

/**
 * Throws PERMISSION_DENIED unless the caller may list every document in the query's scope (read
 * at `readTime`, undefined: now). `page`, the query's result when already run, is reused when the
 * query has no limit, offset or cursors, since its page is then its scope.
 */
export async function authorizeList(
  engine: Engine,
  ctx: CallContext,
  q: CompiledQuery,
  readTime: Micros | undefined,
  page?: readonly StoredDocument[],
): Promise<void> {
  if (ctx.auth === 'owner') return;
  const scope = queryScope(q);
  const docs: StoredDocument[] = [];
  if (page && scope === q) docs.push(...page);
  else forEachMatch(engine.database(q.db), scope, readTime, (doc) => docs.push(doc));
  if (docs.length === 0) {
    await engine.authorize(ctx, q.db, listRequest(q, candidateOf(q)));
    return;
  }
  await judgeEach(docs, (doc) => engine.authorize(ctx, q.db, listRequest(q, rulesDocument(doc))));
}

/** Rule evaluations resolve as microtasks, which would hold the event loop for a whole large
 * collection; every few hundred documents other requests get their turn. */
async function judgeEach(
  docs: readonly StoredDocument[],
  judge: (doc: StoredDocument) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < docs.length; i++) {
    if (i > 0 && i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    await judge(docs[i] as StoredDocument);
  }
}

/** The same judgment for ListDocuments: every document of the collection, whatever the page. */
export async function authorizeCollectionList(
  engine: Engine,
  ctx: CallContext,
  db: DatabaseId,
  collection: string,
  docs: readonly StoredDocument[],
): Promise<void> {
  if (ctx.auth === 'owner') return;
  const request = (resource: RulesDocument | null) => ({
    method: 'list' as const,
    path: rulesPath(db, collection),
    resource,
    requestResource: null,
  });
  if (docs.length === 0) {
    await engine.authorize(
      ctx,
      db,
      request({ name: documentName(db, `${collection}/candidate`), fields: {} }),
    );
    return;
  }
  await judgeEach(docs, (doc) => engine.authorize(ctx, db, request(rulesDocument(doc))));
}

function collectionPath(q: CompiledQuery): string {
  return q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId;
}

/** The document an empty scope is judged by: the query's top-level equality filters as fields, so
 * that `where('owner', '==', uid)` passes `resource.data.owner == request.auth.uid`. */
function candidateOf(q: CompiledQuery): RulesDocument {
  return { name: documentName(q.db, `${collectionPath(q)}/candidate`), fields: equalityFields(q.structured) };
}

function equalityFields(query: StructuredQuery): Fields {
  let fields: Fields = {};
  const visit = (f: StructuredQuery['where']) => {
    if (!f) return;
    const composite = f.composite_filter;
    if (composite && (composite.op === 'AND' || composite.op === 1))
      for (const part of composite.filters ?? []) visit(part);
    const ff = f.field_filter;
    if (ff?.value && (ff.op === 'EQUAL' || ff.op === 5)) {
      try {
        const path = parseFieldPath(String(ff.field?.field_path ?? ''));
        if (path[0] !== '__name__') fields = setField(fields, path, ff.value);
      } catch {
        // Invalid paths were refused when the query compiled.
      }
    }
  };
  visit(query.where);
  return fields;
}
