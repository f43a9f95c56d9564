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

/** Each test its own collection: the module keeps its reads for the file. */
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
  it('are made once per query while she stays, however many parts read it', async () => {
    answers.push([{ name: 'Oil' }]);
    const calls = getDocs.mock.calls.length;
    const first = watch({ collection: 'products' });
    const second = watch({ collection: 'products' });
    await settled();
    expect(first.seen).toEqual([[{ name: 'Oil' }]]);
    expect(second.seen).toEqual([[{ name: 'Oil' }]]);
    expect(getDocs.mock.calls.length - calls).toBe(1);
    first.stop();
    second.stop();
  });

  it('are made again when she comes back: what is on screen at once, the rest when next shown', async () => {
    answers.push([{ value: 'on' }], [{ title: 'Post' }]);
    const settings = watch({ collection: 'settingsPublic' });
    const posts = watch({ collection: 'blogPosts' });
    await settled();
    posts.stop();

    const calls = getDocs.mock.calls.length;
    answers.push([{ value: 'off' }]);
    await refreshReads();
    expect(settings.seen).toEqual([[{ value: 'on' }], [{ value: 'off' }]]);
    expect(getDocs.mock.calls.length - calls).toBe(1);

    answers.push([{ title: 'Newer post' }]);
    const postsAgain = watch({ collection: 'blogPosts' });
    await settled();
    expect(postsAgain.seen).toEqual([[{ title: 'Newer post' }]]);
    settings.stop();
    postsAgain.stop();
  });

  it('keep the last answer when reading again fails, with a warning instead of an error', async () => {
    answers.push([{ name: 'Gel' }]);
    const materials = watch({ collection: 'materials' });
    await settled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers.push(new Error('offline'));
    await refreshReads();
    expect(materials.seen).toEqual([[{ name: 'Gel' }]]);
    expect(materials.errors).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();

    // A part shown later draws the last answer without reading.
    const calls = getDocs.mock.calls.length;
    const later = watch({ collection: 'materials' });
    await settled();
    expect(later.seen).toEqual([[{ name: 'Gel' }]]);
    expect(getDocs.mock.calls.length).toBe(calls);
    materials.stop();
    later.stop();
  });
});
