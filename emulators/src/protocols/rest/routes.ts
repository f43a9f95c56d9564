// REST routes read from the `google.api.http` annotations of the Firestore service, so the URL
// templates are the ones the official REST surface defines rather than a hand-kept list.
import type protobuf from 'protobufjs';
import { firestoreService } from '../firestore-protos.ts';

export interface Route {
  method: protobuf.Method;
  verb: string;
  /** `*` for the whole request, a field name for one field, undefined for none. */
  body: string | undefined;
  regex: RegExp;
  /** Request field paths bound by the template's variables, in capture-group order. */
  variables: string[];
}

export interface RouteMatch {
  route: Route;
  bindings: Map<string, string>;
}

interface HttpRule {
  get?: string;
  post?: string;
  patch?: string;
  delete?: string;
  put?: string;
  body?: string;
  additional_bindings?: HttpRule | HttpRule[];
}

const VERBS = ['get', 'post', 'patch', 'delete', 'put'] as const;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `*` is one segment, `**` zero or more (after a slash) as in google.api.http templates. */
function segmentPattern(pattern: string): string {
  return pattern
    .split('/')
    .map((segment, i) => {
      if (segment === '**') return i === 0 ? '[^/]+(?:/[^/]+)*' : '(?:/[^/]+)*';
      return (i === 0 ? '' : '/') + (segment === '*' ? '[^/]+' : escapeRegex(segment));
    })
    .join('');
}

/** Compiles `/v1/{parent=projects/*}/x:verb` into an anchored regex and its variable names. */
export function compileTemplate(template: string): { regex: RegExp; variables: string[] } {
  const variables: string[] = [];
  let source = '';
  let rest = template;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    if (open < 0) {
      source += segmentPattern(rest);
      break;
    }
    source += segmentPattern(rest.slice(0, open));
    const close = rest.indexOf('}', open);
    const [name = '', pattern = '*'] = rest.slice(open + 1, close).split('=');
    variables.push(name);
    source += `(${segmentPattern(pattern)})`;
    rest = rest.slice(close + 1);
  }
  return { regex: new RegExp(`^${source}$`), variables };
}

function rulesOf(rule: HttpRule): HttpRule[] {
  const extra = rule.additional_bindings;
  const more = extra === undefined ? [] : Array.isArray(extra) ? extra : [extra];
  return [rule, ...more.flatMap(rulesOf)];
}

function httpRule(method: protobuf.Method): HttpRule | undefined {
  for (const option of method.parsedOptions ?? []) {
    const rule = (option as Record<string, unknown>)['(google.api.http)'];
    if (rule) return rule as HttpRule;
  }
  return undefined;
}

let cached: Route[] | undefined;

export function firestoreRoutes(): Route[] {
  if (cached) return cached;
  const routes: Route[] = [];
  for (const method of firestoreService().methodsArray) {
    const rule = httpRule(method);
    if (!rule) continue;
    for (const binding of rulesOf(rule)) {
      const verb = VERBS.find((v) => binding[v] !== undefined);
      const template = verb && binding[verb];
      if (!verb || !template) continue;
      routes.push({ method, verb: verb.toUpperCase(), body: binding.body, ...compileTemplate(template) });
    }
  }
  // Custom-verb routes first, so `…/documents/a/b:runQuery` never reads as a create in `b:runQuery`.
  routes.sort((a, b) => Number(/:\w+\$$/.test(b.regex.source)) - Number(/:\w+\$$/.test(a.regex.source)));
  cached = routes;
  return routes;
}

/** Segments after `/documents`, which tell a document (even) from a collection (odd) apart. */
function depthAfterDocuments(name: string): number | undefined {
  const index = name.indexOf('/documents');
  if (index < 0) return undefined;
  const rest = name.slice(index + '/documents'.length);
  return rest === '' ? 0 : rest.split('/').length - 1;
}

/** Templates overlap (`documents/*\/**` is both a document and a collection); paths decide. */
function plausible(bindings: Map<string, string>): boolean {
  for (const [field, value] of bindings) {
    const depth = depthAfterDocuments(value);
    if (field.endsWith('name') && depth !== undefined && (depth === 0 || depth % 2 !== 0)) return false;
    if (field === 'parent' && depth !== undefined && depth % 2 !== 0) return false;
    if (field === 'collection_id' && value.includes(':')) return false;
  }
  return true;
}

/** A `%` escape in the path that is not a UTF-8 percent-encoding: the client's mistake (400). */
export class MalformedPathError extends Error {}

function decodePathPart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new MalformedPathError(`Malformed percent-encoding in the request path: "${text.slice(0, 64)}".`);
  }
}

export function matchRoute(verb: string, path: string): RouteMatch | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const route of firestoreRoutes()) {
    const match = route.regex.exec(path);
    if (!match) continue;
    const bindings = new Map<string, string>();
    route.variables.forEach((name, i) => {
      bindings.set(name, decodePathPart(match[i + 1] ?? ''));
    });
    if (!plausible(bindings)) continue;
    pathMatched = true;
    if (route.verb === verb) return { route, bindings };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}
