// The `firebase` web SDK in headless Chromium against our emulator, through REST and WebChannel,
// in both transport modes: unary calls, listeners with metadata changes, rules, the persistent
// cache, and recovery when the emulator restarts under an open page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Recorded } from './page/main.ts';
import { BrowserEnv, ownerRead, ownerWrite, type Transport } from './support/env.ts';

let env: BrowserEnv;
let projects = 0;

beforeAll(async () => {
  env = new BrowserEnv(inject('browserPageDir'));
  await env.start();
});
afterAll(async () => {
  await env?.close();
});

/** Each test its own project: separate data in the emulator and separate IndexedDB in the page. */
function freshProject(): string {
  projects += 1;
  return `demo-browser-${process.pid}-${projects}`;
}

async function snapshots(page: Page, key: string): Promise<Recorded[]> {
  return page.evaluate((k) => window.harness.snapshots[k] ?? [], key);
}

/** Polls the page's recorded snapshots until `done` holds; fails with what was recorded. */
async function waitForSnapshots(
  page: Page,
  key: string,
  done: (recorded: Recorded[]) => boolean,
  timeoutMs = 20_000,
): Promise<Recorded[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const recorded = await snapshots(page, key);
    if (done(recorded)) return recorded;
    const error = await page.evaluate((k) => window.harness.errors[k], key);
    if (error || Date.now() > deadline) {
      throw new Error(`listener ${key}: ${error ?? 'timed out'}; recorded ${JSON.stringify(recorded)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const last = (recorded: Recorded[]) => recorded[recorded.length - 1];
const fromServer = (r: Recorded | undefined) => r !== undefined && !r.fromCache && !r.pending;

describe.each<Transport>(['streaming', 'long-polling'])('web SDK over %s', (transport) => {
  it('runs one-shot reads and writes: set, add, update, get, batch, transaction, query, count, delete', async () => {
    const projectId = freshProject();
    const { page } = await env.openPage({ projectId, transport });
    const result = await page.evaluate(() => window.harness.crud('open/run/rooms'));
    expect(result).toEqual({
      a: { n: 11, tag: 'x', big: 2 ** 53 + 2, at: 'object', extra: 'é😀' },
      addedExisted: true,
      total: 14,
      tagged: ['b', 'a'],
      count: 3,
      goneExists: false,
      sum: { n: 14, tag: 'z' },
    });
    await page.close();
  });

  it('streams document snapshots with pending-write and from-cache metadata', async () => {
    const projectId = freshProject();
    const { page, backChannelModes } = await env.openPage({ projectId, transport });
    await page.evaluate(() => window.harness.listen('doc', { doc: 'open/one' }));
    let recorded = await waitForSnapshots(page, 'doc', (r) => fromServer(last(r)));
    expect(last(recorded)).toMatchObject({ exists: false });

    await page.evaluate(() =>
      window.harness.fs.setDoc(window.harness.fs.doc(window.harness.db, 'open/one'), { n: 1 }),
    );
    recorded = await waitForSnapshots(page, 'doc', (r) => fromServer(last(r)) && last(r)?.exists === true);
    expect(recorded).toContainEqual({ fromCache: false, pending: true, exists: true, data: { n: 1 } });
    expect(last(recorded)).toEqual({ fromCache: false, pending: false, exists: true, data: { n: 1 } });

    await ownerWrite(env, projectId, 'open/one', { n: { integerValue: '2' } });
    recorded = await waitForSnapshots(page, 'doc', (r) => (last(r)?.data as { n?: number } | null)?.n === 2);
    expect(last(recorded)).toEqual({ fromCache: false, pending: false, exists: true, data: { n: 2 } });
    expect([...backChannelModes]).toEqual([transport === 'long-polling' ? '1' : '0']);
    await page.close();
  });

  it('streams query snapshots: added, modified and removed documents in order', async () => {
    const projectId = freshProject();
    await ownerWrite(env, projectId, 'open/q/items/b', {
      n: { integerValue: '2' },
      kind: { stringValue: 'k' },
    });
    const { page } = await env.openPage({ projectId, transport });
    await page.evaluate(() =>
      window.harness.listen('query', {
        collection: 'open/q/items',
        where: ['kind', '==', 'k'],
        orderBy: 'n',
      }),
    );
    await waitForSnapshots(page, 'query', (r) => fromServer(last(r)) && last(r)?.ids?.length === 1);

    await page.evaluate(async () => {
      const { fs, db } = window.harness;
      await fs.setDoc(fs.doc(db, 'open/q/items/a'), { n: 1, kind: 'k' });
      await fs.setDoc(fs.doc(db, 'open/q/items/other'), { n: 0, kind: 'other' });
    });
    await ownerWrite(env, projectId, 'open/q/items/b', {
      n: { integerValue: '3' },
      kind: { stringValue: 'gone' },
    });
    const recorded = await waitForSnapshots(
      page,
      'query',
      (r) => fromServer(last(r)) && last(r)?.ids?.join() === 'a',
    );
    const changes = recorded.flatMap((r) => r.changes ?? []);
    expect(changes).toEqual(['added:b', 'added:a', 'removed:b']);
    await page.close();
  });

  it('applies the rules to REST and WebChannel calls', async () => {
    const projectId = freshProject();
    const { page } = await env.openPage({ projectId, transport, uid: 'alice' });
    const outcome = await page.evaluate(async () => {
      const { fs, db, errorCode } = window.harness;
      return {
        ownWrite: await errorCode(() => fs.setDoc(fs.doc(db, 'users/alice/notes/n'), { t: 1 })),
        ownRead: await errorCode(() => fs.getDoc(fs.doc(db, 'users/alice/notes/n'))),
        otherRead: await errorCode(() => fs.getDocFromServer(fs.doc(db, 'users/bob/notes/n'))),
        lockedWrite: await errorCode(() => fs.setDoc(fs.doc(db, 'locked/x'), { t: 1 })),
        lockedBatch: await errorCode(() => fs.writeBatch(db).set(fs.doc(db, 'locked/y'), { t: 1 }).commit()),
      };
    });
    expect(outcome).toEqual({
      ownWrite: 'ok',
      ownRead: 'ok',
      otherRead: 'permission-denied',
      lockedWrite: 'permission-denied',
      lockedBatch: 'permission-denied',
    });
    await page.evaluate(() => window.harness.listen('denied', { collection: 'users/bob/notes' }));
    await expect
      .poll(() => page.evaluate(() => window.harness.errors.denied), { timeout: 15_000 })
      .toBe('permission-denied');
    await page.close();
  });

  it('judges a query by every document it could return, not by its page', async () => {
    const projectId = freshProject();
    // The public article sorts first, so limit(1) alone would return only it.
    await ownerWrite(env, projectId, 'articles/a-public', { visibility: { stringValue: 'public' } });
    await ownerWrite(env, projectId, 'articles/b-private', { visibility: { stringValue: 'private' } });
    const { page } = await env.openPage({ projectId, transport });
    const outcome = await page.evaluate(async () => {
      const { fs, db, errorCode } = window.harness;
      const articles = fs.collection(db, 'articles');
      const publicOnly = fs.query(articles, fs.where('visibility', '==', 'public'), fs.limit(1));
      return {
        publicOnly: await errorCode(() => fs.getDocsFromServer(publicOnly)),
        firstOfAll: await errorCode(() => fs.getDocsFromServer(fs.query(articles, fs.limit(1)))),
        countAll: await errorCode(() => fs.getCountFromServer(fs.query(articles, fs.limit(1)))),
      };
    });
    expect(outcome).toEqual({
      publicOnly: 'ok',
      firstOfAll: 'permission-denied',
      countAll: 'permission-denied',
    });
    await page.evaluate(() => window.harness.listen('firstOfAll', { collection: 'articles', limit: 1 }));
    await expect
      .poll(() => page.evaluate(() => window.harness.errors.firstOfAll), { timeout: 15_000 })
      .toBe('permission-denied');
    await page.close();
  });

  it('keeps data in the persistent IndexedDB cache across a reload', async () => {
    const projectId = freshProject();
    const context = await env.newContext();
    const first = await env.openPage({ projectId, transport, cache: 'persistent' }, context);
    await first.page.evaluate(() => window.harness.listen('doc', { doc: 'open/kept' }));
    await first.page.evaluate(() =>
      window.harness.fs.setDoc(window.harness.fs.doc(window.harness.db, 'open/kept'), { n: 5 }),
    );
    await waitForSnapshots(first.page, 'doc', (r) => fromServer(last(r)) && last(r)?.exists === true);
    await first.page.close();

    const second = await env.openPage({ projectId, transport, cache: 'persistent' }, context);
    const cached = await second.page.evaluate(async () => {
      const { fs, db } = window.harness;
      const snap = await fs.getDocFromCache(fs.doc(db, 'open/kept'));
      return snap.data();
    });
    expect(cached).toEqual({ n: 5 });
    await second.page.evaluate(() => window.harness.listen('doc', { doc: 'open/kept' }));
    const recorded = await waitForSnapshots(second.page, 'doc', (r) => fromServer(last(r)));
    expect(recorded[0]).toMatchObject({ fromCache: true, exists: true, data: { n: 5 } });
    expect(last(recorded)).toMatchObject({ exists: true, data: { n: 5 } });
    await second.page.close();
  });

  it('recovers when the emulator restarts under an open page: listeners resume, queued writes land once', async () => {
    const projectId = freshProject();
    const { page } = await env.openPage({ projectId, transport });
    await page.evaluate(() => window.harness.listen('doc', { doc: 'open/counter' }));
    await waitForSnapshots(page, 'doc', (r) => fromServer(last(r)));

    const port = await env.stopEmulator();
    // Queued while the emulator is down; an increment shows whether it was applied more than once.
    await page.evaluate(() => {
      const { fs, db } = window.harness;
      void fs.setDoc(fs.doc(db, 'open/counter'), { n: fs.increment(1) }, { merge: true });
    });
    await waitForSnapshots(page, 'doc', (r) => last(r)?.pending === true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await env.restartEmulator(port);

    await waitForSnapshots(page, 'doc', (r) => fromServer(last(r)) && last(r)?.exists === true, 75_000);
    expect(await ownerRead(env, projectId, 'open/counter')).toMatchObject({
      fields: { n: { integerValue: '1' } },
    });

    await ownerWrite(env, projectId, 'open/counter', { n: { integerValue: '10' } });
    const recorded = await waitForSnapshots(
      page,
      'doc',
      (r) => (last(r)?.data as { n?: number } | null)?.n === 10,
    );
    expect(last(recorded)).toMatchObject({ fromCache: false, pending: false });
    expect(await ownerRead(env, projectId, 'open/counter')).toMatchObject({
      fields: { n: { integerValue: '10' } },
    });
    await page.close();
  }, 120_000);
});
