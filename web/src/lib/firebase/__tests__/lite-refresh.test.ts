import { describe, expect, it, vi } from 'vitest';
import type { PublicQuery } from '../public-query.ts';

// A visitor's reads (lite-firebase.ts) with firestore/lite's getDocs answering from a queue: each
// call takes the next answer (documents, or an Error to fail). The rest of lite is the real one
// (queries are built, nothing is sent). refreshReads is what coming back to the tab calls.
const { answers, getDocs } = vi.hoisted(() => {
  const answers: (Record<string, unknown>[] | Error)[] = [];
  const getDocs = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    if (next instanceof Error) throw next;
    return { docs: next.map((doc) => ({ data: () => doc })) };
  });
  return { answers, getDocs };
});

vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore/lite')>()),
  getDocs,
}));

const { publicReads, refreshReads } = await import('../lite-firebase.ts');

/** A part on screen watching a query; `stop` is it leaving the screen. */
function watch(description: PublicQuery) {
  const seen: Record<string, unknown>[][] = [];
  const errors: Error[] = [];
  const stop = publicReads.watchDocs(
    description,
    (docs) => seen.push(docs),
    (error) => errors.push(error),
  );
  return { seen, errors, stop };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a visitor's reads", () => {
  it('are made by each part when it is shown: no cache beside the SDK', async () => {
    answers.push([{ name: 'Oil' }], [{ name: 'Oil' }]);
    const calls = getDocs.mock.calls.length;
    const first = watch({ collection: 'products' });
    const second = watch({ collection: 'products' });
    await settled();
    expect(first.seen).toEqual([[{ name: 'Oil' }]]);
    expect(second.seen).toEqual([[{ name: 'Oil' }]]);
    expect(getDocs.mock.calls.length - calls).toBe(2);
    first.stop();
    second.stop();
  });

  it('are made again when she comes back, for what is on screen only', async () => {
    answers.push([{ value: 'on' }], [{ title: 'Post' }]);
    const settings = watch({ collection: 'settingsPublic' });
    const posts = watch({ collection: 'blogPosts' });
    await settled();
    posts.stop();

    const calls = getDocs.mock.calls.length;
    answers.push([{ value: 'off' }]);
    await refreshReads();
    await settled();
    expect(settings.seen).toEqual([[{ value: 'on' }], [{ value: 'off' }]]);
    expect(posts.seen).toEqual([[{ title: 'Post' }]]);
    expect(getDocs.mock.calls.length - calls).toBe(1);
    settings.stop();
  });

  it('keep the last answer when reading again fails, with a warning instead of an error', async () => {
    answers.push([{ name: 'Gel' }]);
    const materials = watch({ collection: 'materials' });
    await settled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers.push(new Error('offline'));
    await refreshReads();
    await settled();
    expect(materials.seen).toEqual([[{ name: 'Gel' }]]);
    expect(materials.errors).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    materials.stop();
  });

  it('fail a first read as an error, and stay quiet once stopped', async () => {
    answers.push(new Error('denied'));
    const denied = watch({ collection: 'services' });
    await settled();
    expect(denied.errors.map((error) => error.message)).toEqual(['denied']);
    denied.stop();

    answers.push([{ name: 'Late' }]);
    const stopped = watch({ collection: 'products' });
    stopped.stop();
    await settled();
    expect(stopped.seen).toEqual([]);
  });

  it('let the latest read win when a refresh overtakes the first', async () => {
    let answerFirst: (docs: Record<string, unknown>[]) => void = () => {};
    getDocs.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerFirst = (docs) => resolve({ docs: docs.map((doc) => ({ data: () => doc })) });
        }),
    );
    const shop = watch({ collection: 'products' });
    answers.push([{ name: 'New' }]);
    await refreshReads();
    answerFirst([{ name: 'Old' }]);
    await settled();
    expect(shop.seen).toEqual([[{ name: 'New' }]]);
    shop.stop();
  });
});
