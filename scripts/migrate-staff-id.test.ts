// The staff_id migration against our Firestore emulator, started in process.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from '../emulators/src/firestore/server.ts';
import { defaultOwnerUid, migrateStaffId } from './migrate-staff-id.ts';

let emulator: Awaited<ReturnType<typeof start>>;
let app: ReturnType<typeof initializeApp>;
let db: Firestore;

beforeAll(async () => {
  emulator = await start({ host: '127.0.0.1', port: 0, defaultProjectId: 'demo-migrate' });
  process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  app = initializeApp({ projectId: 'demo-migrate' }, 'migrate-staff-id');
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
});

const booking = (extra: Record<string, unknown> = {}) => ({
  client_id: 'ana',
  service_id: 'gel',
  scheduled_at: new Date('2026-06-15T14:00:00Z'),
  status: 'scheduled',
  total_price: 45,
  ...extra,
});

describe('migrate-staff-id', () => {
  it('gives every booking without a member the owner, in batches, once; a dry run writes nothing', async () => {
    await db.doc('user_roles/zoe').set({ user_id: 'zoe', role: 'owner' });
    await db.doc('user_roles/maya').set({ user_id: 'maya', role: 'owner' });
    await db.doc('user_roles/kim').set({ user_id: 'kim', role: 'assistant' });
    const batch = db.batch();
    for (let i = 0; i < 7; i++) batch.set(db.doc(`bookings/old-${i}`), booking());
    batch.set(db.doc('bookings/null-member'), booking({ staff_id: null }));
    batch.set(db.doc('bookings/kims'), booking({ staff_id: 'kim' }));
    await batch.commit();

    // The owner the app reads them as: the first by uid.
    const ownerUid = await defaultOwnerUid(db);
    expect(ownerUid).toBe('maya');

    const dry = await migrateStaffId(db, { ownerUid, dryRun: true, batchSize: 3 });
    expect(dry).toEqual({ ownerUid: 'maya', scanned: 9, missing: 8, updated: 0 });
    expect((await db.doc('bookings/old-0').get()).get('staff_id')).toBeUndefined();

    const run = await migrateStaffId(db, { ownerUid, dryRun: false, batchSize: 3 });
    expect(run).toEqual({ ownerUid: 'maya', scanned: 9, missing: 8, updated: 8 });
    const members = (await db.collection('bookings').get()).docs.map((d) => [d.id, d.get('staff_id')]);
    expect(Object.fromEntries(members)).toMatchObject({
      'old-0': 'maya',
      'old-6': 'maya',
      'null-member': 'maya',
      kims: 'kim',
    });

    const again = await migrateStaffId(db, { ownerUid, dryRun: false, batchSize: 3 });
    expect(again).toMatchObject({ missing: 0, updated: 0 });
  });
});
