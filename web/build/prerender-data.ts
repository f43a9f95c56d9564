/**
 * What the prerendering reads from Firestore, as a visitor may (no credentials): the public
 * settings and the published posts, through Firestore's REST API (the emulator speaks it too).
 */
import { collections } from '@studio/domain/firestore/collections';

export interface FirestoreSource {
  /** `https://firestore.googleapis.com` in production, `http://127.0.0.1:PORT` for an emulator. */
  url: string;
  projectId: string;
}

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
}

type RestValue = Record<string, unknown>;

/** A REST value (`{ stringValue: … }`, `{ mapValue: … }` …) as plain JavaScript. */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(fromRestValue);
  }
  if ('mapValue' in value)
    return fromRestFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  return undefined;
}

function fromRestFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

async function runQuery(
  source: FirestoreSource,
  structuredQuery: unknown,
): Promise<Record<string, unknown>[]> {
  const database = `projects/${source.projectId}/databases/(default)/documents`;
  const response = await fetch(`${source.url}/v1/${database}:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  if (!response.ok) {
    throw new Error(`Firestore at ${source.url} answered ${response.status}: ${await response.text()}`);
  }
  const rows = (await response.json()) as { document?: { fields?: Record<string, RestValue> } }[];
  return rows.flatMap((row) => (row.document ? [fromRestFields(row.document.fields)] : []));
}

const equals = (field: string, value: string) => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } },
});

/** settings_public's key/value entries (resolveSettings checks each and keeps defaults for the rest). */
export async function fetchPublicSettingEntries(source: FirestoreSource) {
  const docs = await runQuery(source, { from: [{ collectionId: collections.settingsPublic }] });
  return docs.flatMap((doc) => (typeof doc.key === 'string' ? [{ key: doc.key, value: doc.value }] : []));
}

/** The published posts that have a usable slug (one odd post is skipped, not fatal). */
export async function fetchPublishedPosts(source: FirestoreSource): Promise<PostSummary[]> {
  const docs = await runQuery(source, {
    from: [{ collectionId: collections.blogPosts }],
    where: equals('status', 'published'),
  });
  return docs.flatMap((doc): PostSummary[] => {
    const { slug, title, excerpt, featured_image } = doc;
    if (typeof slug !== 'string' || !/^[^\s/]{1,200}$/.test(slug) || typeof title !== 'string') return [];
    return [
      {
        slug,
        title,
        excerpt: typeof excerpt === 'string' && excerpt ? excerpt : null,
        featuredImage: typeof featured_image === 'string' && featured_image ? featured_image : null,
      },
    ];
  });
}
