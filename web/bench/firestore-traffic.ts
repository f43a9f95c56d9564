/**
 * Firestore reads and queries of one page view, counted from what the page itself sends and
 * receives: the Listen channel of WebChannel (forward-channel POST bodies carry addTarget,
 * back-channel chunks carry documentChange) and any REST call (runQuery, batchGet, …).
 * An init script (`tapScript`) keeps every XMLHttpRequest/fetch to the emulator; `countTraffic`
 * reads the kept text. Our emulator has no request counters, and this is what a real project
 * would bill too: one read per document sent for a target.
 */

/** What the page script keeps for each request to the Firestore host. */
export interface TappedRequest {
  url: string;
  method: string;
  body: string;
  response: string;
}

/** Runs in the page before its own scripts: wraps XMLHttpRequest and fetch. */
export function tapScript(firestoreOrigin: string) {
  const kept: { url: string; method: string; body: string; xhr?: XMLHttpRequest; response: string }[] = [];
  (window as unknown as { __firestoreTap: () => TappedRequest[] }).__firestoreTap = () =>
    kept.map((k) => ({
      url: k.url,
      method: k.method,
      body: k.body,
      response: k.xhr ? safeText(k.xhr) : k.response,
    }));
  function safeText(xhr: XMLHttpRequest): string {
    try {
      return xhr.responseType === '' || xhr.responseType === 'text' ? xhr.responseText : '';
    } catch {
      return '';
    }
  }
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { __tap?: unknown }, ...args: unknown[]) {
    const [method, url] = args as [string, string | URL];
    const href = String(url);
    if (href.startsWith(firestoreOrigin))
      this.__tap = { url: href, method, body: '', response: '', xhr: this };
    return (open as (...a: unknown[]) => void).apply(this, args);
  };
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { __tap?: (typeof kept)[number] }, body) {
    if (this.__tap) {
      this.__tap.body = typeof body === 'string' ? body : '';
      kept.push(this.__tap);
    }
    return send.call(this, body);
  };
  const realFetch = window.fetch;
  function bodyText(body: unknown): string {
    if (typeof body === 'string') return body;
    if (body instanceof URLSearchParams) return body.toString();
    if (body instanceof ArrayBuffer || ArrayBuffer.isView(body))
      return new TextDecoder().decode(body as ArrayBuffer);
    return '';
  }
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const tapped = url.startsWith(firestoreOrigin);
    // WebChannel passes a Request whose body holds the forward-channel form.
    const sent = tapped && input instanceof Request ? await input.clone().text() : bodyText(init?.body);
    const response = await realFetch(input, init);
    if (tapped && response.body) {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const entry = { url, method, body: sent, response: '' };
      kept.push(entry);
      // The back channel streams for as long as the session lives: keep its text as it comes.
      const reader = response.clone().body?.getReader();
      const decoder = new TextDecoder();
      const pump = async (): Promise<void> => {
        if (!reader) return;
        const { done, value } = await reader.read();
        if (done) return;
        entry.response += decoder.decode(value, { stream: true });
        return pump();
      };
      pump().catch(() => {});
    }
    return response;
  };
}

/** The JSON values of a WebChannel response: `length\n json` chunks, lengths in UTF-16 units. */
export function webChannelChunks(text: string): unknown[] {
  const chunks: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    if (newline < 0) break;
    const length = Number(text.slice(at, newline));
    if (!Number.isInteger(length) || length <= 0 || newline + 1 + length > text.length) break;
    chunks.push(JSON.parse(text.slice(newline + 1, newline + 1 + length)));
    at = newline + 1 + length;
  }
  return chunks;
}

/** The messages (`[[id, [message]], …]`) of a back-channel response. */
function backChannelMessages(text: string): unknown[] {
  const messages: unknown[] = [];
  for (const chunk of webChannelChunks(text)) {
    if (!Array.isArray(chunk)) continue;
    for (const entry of chunk) {
      const payload = Array.isArray(entry) ? entry[1] : undefined;
      if (Array.isArray(payload)) messages.push(...payload);
    }
  }
  return messages;
}

/** The requests (`reqN___data__`) of a forward-channel body. */
function forwardMessages(body: string): unknown[] {
  const form = new URLSearchParams(body);
  const out: unknown[] = [];
  for (const [key, value] of form) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      out.push(JSON.parse(value));
    } catch {
      // Not JSON: not a Firestore request.
    }
  }
  return out;
}

interface StructuredQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: unknown;
  orderBy?: unknown;
  limit?: unknown;
}

export interface QueryTarget {
  collection: string;
  /** A short reading of the query: filters, order and limit. */
  description: string;
}

export interface TrafficCount {
  /** Listen targets and REST queries that ran a query. */
  queries: QueryTarget[];
  /** Single-document reads (Listen document targets, batchGet, get). */
  documentGets: number;
  /** Documents sent to the page, per collection (one read each, per target they answered). */
  readsByCollection: Record<string, number>;
  reads: number;
  /** Firestore writes made during the view (should be none for a visitor). */
  writes: number;
}

function describeFilter(filter: unknown): string {
  const f = filter as {
    fieldFilter?: { field?: { fieldPath?: string }; op?: string; value?: Record<string, unknown> };
    compositeFilter?: { filters?: unknown[] };
    unaryFilter?: { field?: { fieldPath?: string }; op?: string };
  };
  if (f.fieldFilter) {
    const value = Object.values(f.fieldFilter.value ?? {})[0];
    return `${f.fieldFilter.field?.fieldPath} ${f.fieldFilter.op} ${JSON.stringify(value)}`;
  }
  if (f.compositeFilter) return (f.compositeFilter.filters ?? []).map(describeFilter).join(' and ');
  if (f.unaryFilter) return `${f.unaryFilter.field?.fieldPath} ${f.unaryFilter.op}`;
  return '?';
}

function describeQuery(query: StructuredQuery): QueryTarget {
  const collection = query.from?.[0]?.collectionId ?? '?';
  const parts: string[] = [];
  if (query.where) parts.push(`where ${describeFilter(query.where)}`);
  const orders =
    (query.orderBy as { field?: { fieldPath?: string }; direction?: string }[] | undefined) ?? [];
  const explicit = orders.filter((o) => o.field?.fieldPath !== '__name__');
  if (explicit.length) parts.push(`order by ${explicit.map((o) => o.field?.fieldPath).join(', ')}`);
  const limit = query.limit as { value?: number } | number | undefined;
  if (limit !== undefined) parts.push(`limit ${typeof limit === 'number' ? limit : limit.value}`);
  return { collection, description: parts.join(', ') || 'all documents' };
}

/** documents/{collection}/{id}[/{sub}/{id}…] → the collection the document is in. */
export function collectionOfDocument(name: string): string {
  const path = name.split('/documents/')[1] ?? name;
  const segments = path.split('/');
  return segments[segments.length - 2] ?? '?';
}

export function countTraffic(requests: readonly TappedRequest[]): TrafficCount {
  const count: TrafficCount = { queries: [], documentGets: 0, readsByCollection: {}, reads: 0, writes: 0 };
  const read = (name: string, times = 1) => {
    const collection = collectionOfDocument(name);
    count.readsByCollection[collection] = (count.readsByCollection[collection] ?? 0) + times;
    count.reads += times;
  };
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/Listen/channel')) {
      for (const message of forwardMessages(request.body)) {
        const target = (
          message as {
            addTarget?: {
              query?: { structuredQuery?: StructuredQuery };
              documents?: { documents?: string[] };
            };
          }
        ).addTarget;
        if (target?.query?.structuredQuery) count.queries.push(describeQuery(target.query.structuredQuery));
        if (target?.documents) count.documentGets += target.documents.documents?.length ?? 0;
      }
      for (const message of backChannelMessages(request.response)) {
        const change = (
          message as { documentChange?: { document?: { name?: string }; targetIds?: number[] } }
        ).documentChange;
        if (change?.document?.name) read(change.document.name, Math.max(1, change.targetIds?.length ?? 1));
      }
    } else if (url.pathname.endsWith('/Write/channel')) {
      for (const message of forwardMessages(request.body)) {
        count.writes += (message as { writes?: unknown[] }).writes?.length ?? 0;
      }
    } else if (/:runQuery$|:runAggregationQuery$/.test(url.pathname)) {
      const body = JSON.parse(request.body || '{}') as {
        structuredQuery?: StructuredQuery;
        structuredAggregationQuery?: { structuredQuery?: StructuredQuery };
      };
      const query = body.structuredQuery ?? body.structuredAggregationQuery?.structuredQuery;
      if (query) count.queries.push(describeQuery(query));
      for (const item of safeJsonArray(request.response)) {
        const name = (item as { document?: { name?: string } }).document?.name;
        if (name) read(name);
      }
    } else if (/:batchGet$/.test(url.pathname)) {
      const body = JSON.parse(request.body || '{}') as { documents?: string[] };
      count.documentGets += body.documents?.length ?? 0;
      for (const item of safeJsonArray(request.response)) {
        const name = (item as { found?: { name?: string } }).found?.name;
        if (name) read(name);
      }
    } else if (/:commit$/.test(url.pathname)) {
      count.writes += (JSON.parse(request.body || '{}') as { writes?: unknown[] }).writes?.length ?? 0;
    }
  }
  return count;
}

function safeJsonArray(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
