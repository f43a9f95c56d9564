// Transactions: contention between two transactions on one document ends with one retry and no
// lost update; read-only transactions read at their read time.
import { doc, getDoc, runTransaction, setDoc } from 'firebase/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { openHarnessForFile } from './helpers.ts';

const h = openHarnessForFile();

/** Resolves once `count` callers have arrived. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived++;
    if (arrived >= count) open();
    return opened;
  };
}

describe('read-write transactions (admin)', () => {
  it('lets two contending transactions both land: one is aborted and retried, no update is lost', async () => {
    const db = h.admin();
    const ref = db.doc('tx/counter');
    await ref.set({ n: 0 });
    const bothRead = barrier(2);
    let attempts = 0;
    const increment = () =>
      db.runTransaction(async (tx) => {
        attempts++;
        const snap = await tx.get(ref);
        if (attempts <= 2) await bothRead();
        tx.update(ref, { n: (snap.get('n') as number) + 1 });
      });
    await Promise.all([increment(), increment()]);
    expect((await ref.get()).get('n')).toBe(2);
    expect(attempts).toBe(3);
  });

  it('aborts a transaction whose read document was written outside it', async () => {
    const db = h.admin();
    const ref = db.doc('tx/outside');
    await ref.set({ n: 0 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1) await db.doc('tx/outside').update({ n: FieldValue.increment(10) });
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect((await ref.get()).get('n')).toBe(11);
    expect(attempts).toBe(2);
  });

  it('rolls back when the update function throws, leaving data untouched', async () => {
    const db = h.admin();
    const ref = db.doc('tx/rollback');
    await ref.set({ n: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.set(ref, { n: 99 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('reads queries inside a transaction', async () => {
    const db = h.admin();
    await db.doc('tx-q/a').set({ v: 1 });
    await db.doc('tx-q/b').set({ v: 2 });
    const total = await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.collection('tx-q').where('v', '>', 0));
      tx.set(db.doc('tx-q/sum'), { total: snap.docs.reduce((n, d) => n + (d.get('v') as number), 0) });
      return snap.size;
    });
    expect(total).toBe(2);
    expect((await db.doc('tx-q/sum').get()).get('total')).toBe(3);
  });
});

describe('read-only transactions (admin)', () => {
  it('reads documents and queries as they were at the read time', async () => {
    const db = h.admin();
    const ref = db.doc('ro/doc');
    const written = await ref.set({ v: 'old' });
    await new Promise((r) => setTimeout(r, 5));
    await ref.set({ v: 'new' });
    await db.doc('ro/later').set({ v: 'later' });
    const readTime = written.writeTime;
    const [value, count] = await db.runTransaction(
      async (tx) => {
        const snap = await tx.get(ref);
        const all = await tx.get(db.collection('ro'));
        return [snap.get('v'), all.size];
      },
      { readOnly: true, readTime },
    );
    expect(value).toBe('old');
    expect(count).toBe(1);
    expect((await ref.get()).get('v')).toBe('new');
  });

  it('refuses writes in a read-only transaction', async () => {
    const db = h.admin();
    await expect(
      db.runTransaction(
        async (tx) => {
          tx.set(db.doc('ro/x'), { a: 1 });
        },
        { readOnly: true },
      ),
    ).rejects.toThrow();
  });

  it('refuses read times more than an hour back', async () => {
    const db = h.admin();
    const twoHoursAgo = Timestamp.fromMillis(Date.now() - 2 * 60 * 60 * 1000);
    await expect(
      db.runTransaction((tx) => tx.get(db.doc('ro/doc')), { readOnly: true, readTime: twoHoursAgo }),
    ).rejects.toMatchObject({ code: 9 });
  });

  it('reads at a past time outside transactions too', async () => {
    const db = h.admin();
    const ref = db.doc('ro/plain');
    const first = await ref.set({ v: 1 });
    await ref.set({ v: 2 });
    const [old] = await db.runTransaction((tx) => tx.getAll(ref), {
      readOnly: true,
      readTime: first.writeTime as Timestamp,
    });
    expect(old?.get('v')).toBe(1);
  });
});

describe('transactions (web SDK)', () => {
  it('retries a transaction whose read document changed and loses no update', async () => {
    const db = h.web();
    const ref = doc(db, 'tx/web-counter');
    await setDoc(ref, { n: 0 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1)
        await h
          .admin()
          .doc('tx/web-counter')
          .update({ n: FieldValue.increment(5) });
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(ref)).get('n')).toBe(6);
  });

  it('runs two contending web transactions without losing an update', async () => {
    const db = h.web();
    const other = h.web();
    await setDoc(doc(db, 'tx/web-pair'), { n: 0 });
    const bothRead = barrier(2);
    let attempts = 0;
    const increment = (d: typeof db) =>
      runTransaction(d, async (tx) => {
        attempts++;
        const ref = doc(d, 'tx/web-pair');
        const snap = await tx.get(ref);
        if (attempts <= 2) await bothRead();
        tx.update(ref, { n: (snap.get('n') as number) + 1 });
      });
    await Promise.all([increment(db), increment(other)]);
    expect((await getDoc(doc(db, 'tx/web-pair'))).get('n')).toBe(2);
    expect(attempts).toBe(3);
  });
});
