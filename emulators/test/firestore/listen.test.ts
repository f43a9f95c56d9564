// The web SDK's live queries (the Listen stream) see the engine's query semantics and its writes.
import { collection, doc, limit, onSnapshot, orderBy, query, setDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { openHarnessForFile } from './helpers.ts';

const h = openHarnessForFile();

describe('onSnapshot (web SDK)', () => {
  it('follows a filtered, ordered, limited query as the admin SDK writes', async () => {
    const db = h.web();
    const admin = h.admin();
    await admin.doc('scores/a').set({ game: 'chess', score: 10 });
    await admin.doc('scores/b').set({ game: 'chess', score: 30 });
    await admin.doc('scores/c').set({ game: 'go', score: 50 });
    const seen: string[][] = [];
    let notify: () => void = () => {};
    const q = query(
      collection(db, 'scores'),
      where('game', '==', 'chess'),
      orderBy('score', 'desc'),
      limit(2),
    );
    const unsubscribe = onSnapshot(q, (snap) => {
      seen.push(snap.docs.map((d) => `${d.id}:${d.get('score')}`));
      notify();
    });
    const next = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (seen.length >= count) resolve();
        };
        notify = check;
        check();
      });
    await next(1);
    expect(seen[0]).toEqual(['b:30', 'a:10']);
    await admin.doc('scores/d').set({ game: 'chess', score: 20 });
    await next(2);
    expect(seen[1]).toEqual(['b:30', 'd:20']);
    await setDoc(doc(db, 'scores/b'), { game: 'go', score: 30 });
    await next(3);
    expect(seen.at(-1)).toEqual(['d:20', 'a:10']);
    unsubscribe();
  });
});
