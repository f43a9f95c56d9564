import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRules } from '../../src/rules/index.ts';
import { DB, doc, firestoreRequest, holds, memoryAccess } from './helpers.ts';

function issuesOf(source: string) {
  const result = compileRules(source);
  if (result.ok) throw new Error('expected the rules to be refused');
  return result.issues;
}

describe('loading a rules file', () => {
  it('detects the service from the file', () => {
    const firestore = compileRules('service cloud.firestore { match /databases/{db}/documents { } }');
    const storage = compileRules("rules_version = '2'; service firebase.storage { match /b/{bucket}/o { } }");
    expect(firestore.ok && firestore.rules.service).toBe('cloud.firestore');
    expect(storage.ok && storage.rules.service).toBe('firebase.storage');
  });

  it('accepts comments, optional semicolons and every allow method', () => {
    const result = compileRules(`// header
rules_version = "2";
service cloud.firestore {
  /* block
     comment */
  match /databases/{database}/documents {
    match /a/{b} {
      allow read, write
      allow get, list, create, update, delete: if true;
    }
  }
}`);
    expect(result.ok).toBe(true);
  });

  it('refuses a syntax error with its line and column', () => {
    const [issue] = issuesOf(`service cloud.firestore {
  match /databases/{database}/documents {
    allow read: if request.auth != null &&;
  }
}`);
    expect(issue).toMatchObject({ line: 3, column: 43, severity: 'ERROR' });
    expect(issue?.description).toContain("Unexpected ';'");
  });

  it('refuses an unknown service, method, type and rules_version', () => {
    expect(issuesOf('service cloud.database { }')[0]?.description).toContain(
      "Unknown service 'cloud.database'",
    );
    const edit = 'service cloud.firestore { match /a { allow edit; } }';
    expect(issuesOf(edit)[0]).toMatchObject({ line: 1, column: edit.indexOf('edit') + 1 });
    expect(
      issuesOf('service cloud.firestore { match /a { allow read: if 1 is integer; } }')[0]?.description,
    ).toContain("Unknown type 'integer'");
    expect(issuesOf("rules_version = '3'; service cloud.firestore {}")[0]?.description).toContain(
      'rules_version',
    );
  });

  it('refuses unterminated strings and comments and stray characters', () => {
    expect(
      issuesOf("service cloud.firestore { match /a { allow read: if 'abc; } }")[0]?.description,
    ).toContain('Unterminated string');
    expect(issuesOf('service cloud.firestore { /* never closed ')[0]?.description).toContain(
      'Unterminated comment',
    );
    const stray = 'service cloud.firestore { match /a { allow read: if 1 # 2; } }';
    expect(issuesOf(stray)[0]).toMatchObject({ line: 1, column: stray.indexOf('#') + 1 });
  });

  it('refuses malformed wildcards and two recursive wildcards in one path', () => {
    expect(issuesOf('service cloud.firestore { match /a/{b=*} { } }')[0]?.description).toContain(
      'Malformed wildcard',
    );
    expect(issuesOf('service cloud.firestore { match /{a=**}/x/{b=**} { } }')[0]?.description).toContain(
      'at most one',
    );
  });

  it('refuses a recursive wildcard before the end of a path in version 1 only', () => {
    expect(issuesOf('service cloud.firestore { match /{p=**}/posts/{post} { } }')[0]?.description).toContain(
      'must end the path',
    );
    expect(
      compileRules("rules_version = '2'; service cloud.firestore { match /{p=**}/posts/{post} { } }").ok,
    ).toBe(true);
  });

  it('refuses unknown variables and functions, and wrong argument counts, at load time', () => {
    const unknown = issuesOf(`service cloud.firestore {
  match /databases/{database}/documents {
    function isOwner(uid) { return request.auth.uid == uid; }
    match /a/{id} {
      allow read: if isOwner(id, 1);
      allow write: if isAdmin() || reqest.auth != null || math.cube(2) == 8;
    }
  }
}`);
    expect(unknown.map((i) => [i.line, i.description])).toEqual([
      [5, "Function 'isOwner' takes 1 arguments, got 2."],
      [6, "Unknown function 'isAdmin'."],
      [6, "Unknown variable 'reqest'."],
      [6, "Unknown function 'math.cube'."],
    ]);
  });

  it('refuses type errors that are certain at load time, and leaves data-dependent ones to run time', () => {
    const issues = issuesOf(`service cloud.firestore {
  match /a/{id} {
    allow get: if 'a' + 1 == 'a1';
    allow list: if 'name'.lenght() > 0;
    allow create: if request.auth.uid;
    allow update: if 'x';
    allow delete: if !5 || [1].size() < 'two' || 'a' in 'abc';
  }
}`);
    expect(issues.map((i) => [i.line, i.description])).toEqual([
      [3, 'Unsupported operation: string + int.'],
      [4, "Unknown method 'lenght' on string."],
      [6, 'A condition must be a bool, not string.'],
      [7, 'Unsupported operation: !int.'],
      [7, 'Unsupported operation: int < string.'],
      [7, 'Unsupported operation: string in string.'],
    ]);
    expect(
      compileRules(`service cloud.firestore { match /a/{id} {
        function n(x) { let y = x + 1; return y * 2; }
        allow read: if request.time + duration.value(1, 'h') > request.time && math.ceil(2.5) + 1 == 4
          && n(resource.data.count) > 0 && hashing.md5('a').size() == 16 && debug('x').size() == 1;
      } }`).ok,
    ).toBe(true);
  });

  it('refuses recursive functions, direct or mutual', () => {
    const issues = issuesOf(`service cloud.firestore {
  match /databases/{database}/documents {
    function f(n) { return n <= 0 || g(n - 1); }
    function g(n) { return f(n); }
    function h(n) { return h(n); }
  }
}`);
    expect(issues.map((i) => i.line).sort()).toEqual([3, 4, 5]);
    expect(issues[0]?.description).toContain('recursive');
  });

  it('offers get/exists only in Firestore rules and firestore.get only in Storage rules', () => {
    expect(
      issuesOf('service firebase.storage { match /b/{x}/o { allow read: if exists(/a/b); } }')[0]
        ?.description,
    ).toContain("Unknown function 'exists'");
    expect(
      issuesOf('service cloud.firestore { match /a { allow read: if firestore.get(/a/b) != null; } }')[0]
        ?.description,
    ).toContain("Unknown variable 'firestore'");
    expect(
      compileRules(
        'service firebase.storage { match /b/{x}/o { allow read: if firestore.exists(/databases/(default)/documents/a/b); } }',
      ).ok,
    ).toBe(true);
  });
});

describe('a rules file laid out as people write them', () => {
  // No semicolons, comments inside expressions, functions declared after use and at the end.
  const source = readFileSync(new URL('./fixtures/projects.rules', import.meta.url), 'utf8');

  it('compiles', () => {
    expect(compileRules(source).ok).toBe(true);
  });

  it('evaluates its ternary chain and get() as written', async () => {
    const result = compileRules(source);
    if (!result.ok) throw new Error('did not compile');
    const project = doc('projects/p1', {
      authors: { arrayValue: { values: [{ stringValue: 'alice' }] } },
      members: { arrayValue: { values: [{ stringValue: 'alice' }] } },
    });
    const removed = doc('projects/p1', { ...project.fields, removed: { booleanValue: true } });
    const update = (after: typeof project) =>
      result.rules.authorize(
        firestoreRequest({
          method: 'update',
          path: `${DB}/projects/p1`,
          resource: project,
          requestResource: after,
        }),
      );
    expect((await update(removed)).allowed).toBe(true);
    const symbol = doc('projects/p1/symbols/a:b', {
      a: { stringValue: 'a' },
      b: { stringValue: 'b' },
      size: { integerValue: '3' },
      center: { mapValue: { fields: { x: { doubleValue: 1.5 } } } },
    });
    const create = await result.rules.authorize(
      firestoreRequest({
        method: 'create',
        path: `${DB}/projects/p1/symbols/a:b`,
        requestResource: symbol,
        access: memoryAccess([project]),
      }),
    );
    expect(create).toEqual({ allowed: true, message: "true for 'create' @ L25" });
  });
});

describe('operator precedence (reference table)', () => {
  it('binds * / % tighter than + -', async () => {
    expect(await holds('1 + 2 * 3 == 7')).toBe(true);
    expect(await holds('10 - 4 / 2 == 8')).toBe(true);
    expect(await holds('7 % 4 * 2 == 6')).toBe(true);
  });

  it('evaluates left to right at one level', async () => {
    expect(await holds('10 - 3 - 2 == 5')).toBe(true);
    expect(await holds('12 / 3 / 2 == 2')).toBe(true);
  });

  it('binds unary ! and - tighter than arithmetic', async () => {
    expect(await holds('-2 * 3 == -6')).toBe(true);
    expect(await holds('!false == true')).toBe(true);
    expect(await holds('- - 2 == 2')).toBe(true);
  });

  it('ranks relational above in, in above is, is above ==', async () => {
    expect(await holds('1 < 2 == true')).toBe(true);
    expect(await holds("'a' in ['a'] == true")).toBe(true);
    expect(await holds('1 < 2 in [true]')).toBe(true);
    expect(await holds("'a' in ['a'] is bool")).toBe(true);
    expect(await holds('1 is int == true')).toBe(true);
  });

  it('binds && tighter than ||, and ?: loosest', async () => {
    expect(await holds('true || false && false')).toBe(true);
    expect(await holds('(true || false) && false')).toBe(false);
    expect(await holds('false ? false : true || false')).toBe(true);
    expect(await holds('(true ? 1 : 2) == 1')).toBe(true);
    expect(await holds('(false ? 1 : true ? 2 : 3) == 2')).toBe(true);
  });

  it('binds member access and calls tightest', async () => {
    expect(await holds("-'abc'.size() == -3")).toBe(true);
    expect(await holds("!'abc'.matches('x.*')")).toBe(true);
  });
});

describe('literals', () => {
  it('reads ints, floats, strings with escapes, raw strings and bytes', async () => {
    expect(await holds('1.5e1 == 15')).toBe(true);
    expect(await holds('.5 == 0.5')).toBe(true);
    expect(await holds("'a\\'b' == \"a'b\"")).toBe(true);
    expect(await holds("'\\u00e9' == 'é'")).toBe(true);
    expect(await holds("r'a\\d' == 'a\\\\d'")).toBe(true);
    expect(await holds("b'\\x01\\x02'.size() == 2")).toBe(true);
    expect(await holds("b'abc' == 'abc'.toUtf8()")).toBe(true);
  });

  it('reads list and map literals with trailing commas', async () => {
    expect(await holds('[1, 2, 3,].size() == 3')).toBe(true);
    expect(await holds("{'a': 1, 'b': [2],}.b[0] == 2")).toBe(true);
    expect(await holds('{}.size() == 0 && [].size() == 0')).toBe(true);
  });

  it('reads path literals with $( ) interpolation and (default)', async () => {
    expect(
      await holds(
        "/databases/$(database)/documents/things/$(thing) == path('/databases/(default)/documents/things/one')",
      ),
    ).toBe(true);
    expect(await holds("/databases/(default)/documents/a/b[4] == 'b'")).toBe(true);
    expect(await holds("/a/$('x' + 'y')/c == path('a/xy/c')")).toBe(true);
  });

  it('refuses absurdly nested input instead of crashing', () => {
    const deep = `service cloud.firestore { match /a { allow read: if ${'('.repeat(50_000)}true${')'.repeat(50_000)}; } }`;
    const result = compileRules(deep);
    expect(result.ok).toBe(false);
  });

  it('refuses an int literal beyond 64 bits', () => {
    expect(
      compileRules('service cloud.firestore { match /a { allow read: if 99999999999999999999 > 0; } }').ok,
    ).toBe(false);
  });
});
