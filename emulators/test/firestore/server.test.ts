import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, OPEN_RULES, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('one port, two protocols', () => {
  it('answers a plain GET / with Ok over HTTP/1.1', async () => {
    const res = await fetch(`http://${h.hostPort}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ok');
  });

  it('answers CORS preflights for any origin, with credentials', async () => {
    const res = await fetch(`http://${h.hostPort}/v1/projects/p/databases/(default)/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-goog-api-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-goog-api-client');
  });

  it('serves gRPC (firebase-admin) and HTTP/1.1 on the same port', async () => {
    const db = h.admin();
    await db.doc('protocols/one').set({ ok: true });
    expect((await db.doc('protocols/one').get()).data()).toEqual({ ok: true });
    const res = await fetch(`http://${h.hostPort}/`);
    expect(await res.text()).toBe('Ok');
  });

  it('fails to start on a port in use, with the reason', async () => {
    const { start } = await import('../../src/firestore/server.ts');
    await expect(start({ host: '127.0.0.1', port: h.port, defaultProjectId: 'demo-taken' })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });

  it('answers unknown HTTP paths with a JSON 404', async () => {
    const res = await fetch(`http://${h.hostPort}/no/such/thing`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe(404);
  });
});

describe('separate state per project and per database', () => {
  it('keeps the databases of one project apart', async () => {
    const main = h.admin();
    const other = h.admin('other-db');
    await main.doc('isolation/doc').set({ where: 'default' });
    await other.doc('isolation/doc').set({ where: 'other' });
    expect((await main.doc('isolation/doc').get()).get('where')).toBe('default');
    expect((await other.doc('isolation/doc').get()).get('where')).toBe('other');
  });

  it('keeps the databases apart for the web SDK too', async () => {
    await h.putRules(OPEN_RULES);
    const { doc, getDoc, setDoc } = await import('firebase/firestore');
    const main = h.web();
    const other = h.web('web-other-db');
    await setDoc(doc(main, 'isolation/web'), { where: 'default' });
    await setDoc(doc(other, 'isolation/web'), { where: 'other' });
    expect((await getDoc(doc(main, 'isolation/web'))).get('where')).toBe('default');
    expect((await getDoc(doc(other, 'isolation/web'))).get('where')).toBe('other');
    expect((await h.admin('web-other-db').doc('isolation/web').get()).get('where')).toBe('other');
  });

  it('keeps projects apart', async () => {
    const { initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const a = getFirestore(initializeApp({ projectId: 'demo-project-a' }, 'project-a'));
    const b = getFirestore(initializeApp({ projectId: 'demo-project-b' }, 'project-b'));
    await a.doc('isolation/doc').set({ project: 'a' });
    expect((await b.doc('isolation/doc').get()).exists).toBe(false);
    expect((await a.doc('isolation/doc').get()).get('project')).toBe('a');
  });
});

describe('emulator endpoints', () => {
  it('clears one database with DELETE …/databases/(default)/documents', async () => {
    const db = h.admin();
    await db.doc('clear/me').set({ a: 1 });
    const res = await fetch(
      `http://${h.hostPort}/emulator/v1/projects/${h.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(res.status).toBe(200);
    expect((await db.doc('clear/me').get()).exists).toBe(false);
  });

  it('loads good rules with an empty issues list', async () => {
    const { status, body } = await h.putRules(
      "rules_version = '2';\nservice cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read: if true; } } }",
    );
    expect(status).toBe(200);
    expect(body.issues).toEqual([]);
  });

  it('refuses a bad rules file with issues and line numbers, keeping the last good rules', async () => {
    const bad = await h.putRules(
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{d}/documents {\n    allow read: if nonsense(;\n  }\n}",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.issues.length).toBeGreaterThan(0);
    expect(bad.body.issues[0].sourcePosition.line).toBe(4);
    expect(bad.body.issues[0].severity).toBe('ERROR');
    const ignored = await h.putRules('service cloud.firestore { nope', { ignore_errors: true });
    expect(ignored.status).toBe(200);
    expect(ignored.body.issues.length).toBeGreaterThan(0);
  });
});
