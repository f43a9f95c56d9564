// How rules decide: error tolerance, OR across allow statements, method groups, path matching with
// version-1 and version-2 wildcards, collection groups, functions, and the denial messages.
import { describe, expect, it } from 'vitest';
import type { FirestoreRulesRequest } from '../../src/rules/api.ts';
import { compileRules } from '../../src/rules/index.ts';
import { compileOrThrow, DB, decide, errorOf, firestoreRequest, holds } from './helpers.ts';

function firestore(body: string, version = '2') {
  return compileOrThrow(`rules_version = '${version}';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

async function allowed(rules: ReturnType<typeof firestore>, overrides: Partial<FirestoreRulesRequest>) {
  return (await rules.authorize(firestoreRequest(overrides))).allowed;
}

describe('errors in conditions', () => {
  it('deny the request', async () => {
    expect(await holds('resource.data.x == 1')).toBe(false);
    expect(await errorOf('resource.data.x == 1')).toBe('Null value error.');
  });

  it('are tolerated by || when the other side is true, and by && when the other side is false', async () => {
    expect(await holds('resource.data.x == 1 || true')).toBe(true);
    expect(await holds('true || resource.data.x == 1')).toBe(true);
    expect(await holds('!(resource.data.x == 1 && false)')).toBe(true);
    expect(await holds('!(false && resource.data.x == 1)')).toBe(true);
  });

  it('propagate through || false and && true', async () => {
    expect(await errorOf('resource.data.x == 1 || false')).toBe('Null value error.');
    expect(await errorOf('true && resource.data.x == 1')).toBe('Null value error.');
  });

  it('short-circuit: the right side is not evaluated once the left decides', async () => {
    expect(await holds('false && 1 / 0 == 0 || true')).toBe(true);
    expect(await holds('true || 1 / 0 == 0')).toBe(true);
  });

  it('a ternary evaluates only the chosen branch', async () => {
    expect(await holds('true ? true : 1 / 0 == 0')).toBe(true);
    expect(await errorOf('request.method ? true : false')).toContain('Ternary condition');
  });
});

describe('allow statements', () => {
  const rules = firestore(`
    match /posts/{post} {
      allow read: if resource.data.published == true;
      allow read: if request.auth.uid == 'staff';
      allow create: if request.resource.data.title is string;
      allow update, delete: if false;
    }
    match /posts/{post} {
      allow delete: if request.auth.uid == 'owner';
    }`);
  const published = {
    name: 'projects/p/databases/(default)/documents/posts/a',
    fields: { published: { booleanValue: true } },
  };

  it('OR together within and across match blocks', async () => {
    const post = `${DB}/posts/a`;
    expect(await allowed(rules, { path: post, resource: published })).toBe(true);
    expect(await allowed(rules, { path: post, auth: { uid: 'staff', token: {} } })).toBe(true);
    expect(await allowed(rules, { path: post })).toBe(false);
    expect(await allowed(rules, { path: post, method: 'delete', auth: { uid: 'owner', token: {} } })).toBe(
      true,
    );
    expect(await allowed(rules, { path: post, method: 'delete' })).toBe(false);
  });

  it('read covers get and list; write covers create, update and delete', async () => {
    const rules2 = firestore(`
      match /r/{id} { allow read; }
      match /w/{id} { allow write; }`);
    for (const method of ['get', 'list'] as const) {
      expect(await allowed(rules2, { method, path: method === 'list' ? `${DB}/r` : `${DB}/r/x` })).toBe(true);
      expect(await allowed(rules2, { method, path: method === 'list' ? `${DB}/w` : `${DB}/w/x` })).toBe(
        false,
      );
    }
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(await allowed(rules2, { method, path: `${DB}/w/x` })).toBe(true);
      expect(await allowed(rules2, { method, path: `${DB}/r/x` })).toBe(false);
    }
  });

  it('name every evaluated allow in the denial message', async () => {
    const denied = await rules.authorize(firestoreRequest({ path: `${DB}/posts/a`, auth: null }));
    expect(denied).toEqual({
      allowed: false,
      message: "Null value error. for 'get' @ L6, Null value error. for 'get' @ L7",
    });
    const update = await rules.authorize(firestoreRequest({ method: 'update', path: `${DB}/posts/a` }));
    expect(update.message).toBe("false for 'update' @ L9");
    const none = await rules.authorize(firestoreRequest({ path: `${DB}/other/a` }));
    expect(none).toEqual({ allowed: false, message: 'No matching allow statements' });
  });
});

describe('path matching', () => {
  it('binds {wildcards} to the segment and only matches one segment', async () => {
    const rules = firestore(`
      match /users/{uid} {
        allow get: if uid == request.auth.uid && database == '(default)';
      }`);
    expect(await allowed(rules, { path: `${DB}/users/alice` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/users/bob` })).toBe(false);
    expect(await allowed(rules, { path: `${DB}/users/alice/notes/n1` })).toBe(false);
  });

  it('matches a literal database name in parentheses', async () => {
    const rules = compileOrThrow(
      'service cloud.firestore { match /databases/(default)/documents/things/{id} { allow get; } }',
    );
    expect(await allowed(rules, { path: `${DB}/things/one` })).toBe(true);
    expect(await allowed(rules, { path: '/databases/other/documents/things/one' })).toBe(false);
  });

  it('applies a match only to the documents its path names, not to subcollections', async () => {
    const rules = firestore(`
      match /users/{uid} {
        allow read;
        match /notes/{note} { allow read: if note == 'n1'; }
      }`);
    expect(await allowed(rules, { path: `${DB}/users/alice/notes/n1` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/users/alice/notes/n2` })).toBe(false);
  });

  it('version 2: {name=**} matches zero or more segments and binds a path', async () => {
    const rules = firestore(`
      match /cities/{city}/{document=**} {
        allow get: if document == path('') || document[0] == 'landmarks';
      }`);
    expect(await allowed(rules, { path: `${DB}/cities/sf` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/cities/sf/landmarks/bridge` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/cities/sf/museums/moma` })).toBe(false);
  });

  it('version 1: {name=**} needs at least one segment', async () => {
    const rules = firestore('match /cities/{city}/{document=**} { allow get; }', '1');
    expect(await allowed(rules, { path: `${DB}/cities/sf` })).toBe(false);
    expect(await allowed(rules, { path: `${DB}/cities/sf/landmarks/bridge` })).toBe(true);
  });

  it('version 2: a recursive wildcard may stand first, for collection groups', async () => {
    const rules = firestore(`
      match /{path=**}/posts/{post} {
        allow read: if path.size() >= 0;
      }`);
    expect(await allowed(rules, { path: `${DB}/posts/p1` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/users/u/posts/p1` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/users/u/posts/p1/likes/l` })).toBe(false);
  });

  it('allows a collection-group query only through a recursive wildcard', async () => {
    const scoped = firestore('match /users/{uid}/posts/{post} { allow list; }');
    const recursive = firestore('match /{path=**}/posts/{post} { allow list; }');
    const group = { method: 'list' as const, path: `${DB}/posts`, collectionGroup: true };
    expect(await allowed(scoped, group)).toBe(false);
    expect(await allowed(recursive, group)).toBe(true);
    expect(await allowed(scoped, { method: 'list', path: `${DB}/users/u/posts` })).toBe(true);
  });

  it('matches list requests on the collection to the rules of its documents', async () => {
    const rules = firestore(`
      match /stories/{story} {
        allow list: if request.query.limit <= 10;
        allow get: if story == 'x';
      }`);
    expect(await allowed(rules, { method: 'list', path: `${DB}/stories`, query: { limit: 5 } })).toBe(true);
    expect(await allowed(rules, { method: 'list', path: `${DB}/stories`, query: { limit: 50 } })).toBe(false);
    expect(await allowed(rules, { method: 'list', path: `${DB}/stories` })).toBe(false);
  });

  it('refuses to read the document wildcard in a list request', async () => {
    const rules = firestore("match /stories/{story} { allow list: if story != 'secret'; }");
    const decision = await rules.authorize(firestoreRequest({ method: 'list', path: `${DB}/stories` }));
    expect(decision.allowed).toBe(false);
    expect(decision.message).toContain('story');
  });
});

describe('judging a query by what its filters fix', () => {
  const published = (value: boolean) => ({ path: ['published'], value: { booleanValue: value } });

  it('binds the document wildcard to the id a name filter fixes, and to nothing otherwise', async () => {
    const rules = firestore(`
      match /stories/{story} {
        allow list: if story != 'secret' && resource.data.published == true;
      }`);
    const list = (id: string | undefined, value: boolean) =>
      allowed(rules, {
        method: 'list',
        path: `${DB}/stories`,
        queried: {
          ...(id ? { name: `projects/p/databases/(default)/documents/stories/${id}` } : {}),
          fixed: [published(value)],
        },
      });
    expect(await list('a', true)).toBe(true);
    expect(await list('a', false)).toBe(false);
    expect(await list('secret', true)).toBe(false);
    expect(await list(undefined, true)).toBe(false);
  });

  it('treats every field the query does not fix as unknown: decisive only when the rule needs it', async () => {
    const rules = firestore(`
      match /stories/{story} {
        allow list: if resource.data.published == true
          && (request.auth.uid == 'editor' || resource.data.author == request.auth.uid);
      }`);
    const list = (uid: string, fixed: { path: string[]; value: Record<string, unknown> }[]) =>
      allowed(rules, { method: 'list', path: `${DB}/stories`, auth: { uid, token: {} }, queried: { fixed } });
    expect(await list('editor', [published(true)])).toBe(true);
    expect(await list('ann', [published(true)])).toBe(false);
    expect(await list('ann', [published(true), { path: ['author'], value: { stringValue: 'ann' } }])).toBe(
      true,
    );
    expect(await list('editor', [])).toBe(false);
  });

  it('answers nothing that depends on the unfixed rest of the document', async () => {
    const list = async (condition: string, fixed = [published(true)]) =>
      allowed(firestore(`match /stories/{story} { allow list: if ${condition}; }`), {
        method: 'list',
        path: `${DB}/stories`,
        queried: { fixed },
      });
    expect(await list("'published' in resource.data")).toBe(true);
    expect(await list("!('author' in resource.data)")).toBe(false);
    expect(await list('resource.data.size() == 1')).toBe(false);
    expect(await list('resource.data.keys().hasOnly(["published"])')).toBe(false);
    expect(await list("resource.data.get('published', false) == true")).toBe(true);
    expect(await list("resource.data.get('author', 'ann') == 'ann'")).toBe(false);
    expect(await list("resource.data == {'published': true}")).toBe(false);
    expect(await list("resource.id != 'secret'")).toBe(false);
    const nested = [{ path: ['meta', 'state'], value: { stringValue: 'live' } }] as never;
    expect(await list("resource.data.meta.state == 'live'", nested)).toBe(true);
    expect(await list("resource.data.meta.owner == 'ann'", nested)).toBe(false);
  });
});

describe('functions', () => {
  it('see the wildcards of their match block, their parameters and let bindings', async () => {
    const rules = firestore(`
      function signedIn() { return request.auth != null; }
      match /users/{uid} {
        function isOwner(who) {
          let me = request.auth.uid;
          let same = me == who;
          return signedIn() && same && uid == who;
        }
        allow get: if isOwner(request.auth.uid);
      }`);
    expect(await allowed(rules, { path: `${DB}/users/alice` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/users/bob` })).toBe(false);
    expect(await allowed(rules, { path: `${DB}/users/alice`, auth: null })).toBe(false);
  });

  it('declared in an outer block are visible in nested blocks, and may be declared after use', async () => {
    const rules = firestore(`
      match /a/{x} {
        match /b/{y} { allow get: if isX() && y == 'y1'; }
        function isX() { return x == 'x1'; }
      }`);
    expect(await allowed(rules, { path: `${DB}/a/x1/b/y1` })).toBe(true);
    expect(await allowed(rules, { path: `${DB}/a/x2/b/y1` })).toBe(false);
  });

  it('cannot see the wildcards of blocks nested below their declaration', () => {
    const result = compileRules(`service cloud.firestore { match /a/{x} {
      function f() { return y == 1; }
      match /b/{y} { allow get: if f(); } } }`);
    expect(result.ok).toBe(false);
  });

  it('enforce a call depth of 20', async () => {
    const chain = Array.from(
      { length: 22 },
      (_, i) => `function f${i}() { return ${i === 21 ? 'true' : `f${i + 1}()`}; }`,
    ).join('\n');
    const deep = await decide('f0()', {}, chain);
    expect(deep.allowed).toBe(false);
    expect(deep.message).toContain('depth');
    const shallow = await decide('f2()', {}, chain);
    expect(shallow.allowed).toBe(true);
  });

  it('let bindings are evaluated when first used, so an unused one cannot fail', async () => {
    const d = await decide(
      'safe()',
      {},
      'function safe() { let x = resource.data.missing; return resource == null || x == 1; }',
    );
    expect(d.allowed).toBe(true);
    const used = await decide(
      'used()',
      {},
      'function used() { let x = resource.data.missing; return x == 1; }',
    );
    expect(used.message).toContain('Null value error.');
  });

  it('let bindings are evaluated in order and may use earlier ones', async () => {
    const d = await decide(
      'sum(2) == 7',
      {},
      'function sum(a) { let b = a + 1; let c = b * 2; return c + 1; }',
    );
    expect(d.allowed).toBe(true);
  });
});
