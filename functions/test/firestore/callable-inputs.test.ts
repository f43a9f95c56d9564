// Every callable answers a malformed request with invalid-argument (a 400), never with an error of
// its own making that the callable wrapper turns into `internal` (a 500): each is called as an
// actor it lets in, with wrong types, huge strings, reserved ids and instants Firestore cannot
// hold. The callables are read from the deployed module, so a new one fails here until it has a
// row. Called through `run` (the handler without the HTTP wrapper): an error that is not an
// HttpsError is what the wrapper would answer with a 500.
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestFirestore } from './admin.ts';

// The functions' own admin app (functions/src/shared/admin.ts) finds the emulator and project
// from the environment, as in the Functions emulator; a request that wrongly got past its
// decoding then fails against an empty database instead of reaching Google.
useTestFirestore('callable-inputs');
process.env.GCLOUD_PROJECT ??= 'demo-callable-inputs';

interface Callable {
  run: (request: unknown) => Promise<unknown>;
  __endpoint?: { callableTrigger?: unknown };
}

type Actor = 'owner' | 'client';
const callers: Record<Actor, { uid: string; token: Record<string, unknown> }> = {
  owner: { uid: 'owner-olga', token: { role: 'owner', email: 'olga@example.com', email_verified: true } },
  client: { uid: 'client-ana', token: { role: 'client', email: 'ana@example.com', email_verified: true } },
};

const huge = 'x'.repeat(1_000_000);
const reserved = '__x__';
/** Valid ISO 8601 strings whose instant a Firestore Timestamp cannot hold. */
const afterYear9999 = '9999-12-31T23:00:00-05:00';
const beforeYear1 = '0000-06-15T14:00:00Z';

/** Wrong in shape for every callable: not an object, an array, the wrong object. */
const wrongForAll: unknown[] = [42, 'book me', true, [], [{}], huge, { [huge.slice(0, 1000)]: 1 }];

const booking = { clientId: 'client-ana', serviceId: 'svc-gel', startsAt: '2027-06-15T14:00:00Z' };

/** Each callable: who may call it, and what it must refuse besides `wrongForAll`. */
const table: Record<string, { actor: Actor; malformed: unknown[] }> = {
  setUserRole: {
    actor: 'owner',
    malformed: [
      {},
      { uid: reserved, role: 'assistant' },
      { uid: 'a/b', role: 'assistant' },
      { uid: huge, role: 'assistant' },
      { uid: 'ana', role: 'queen' },
      { email: huge, role: 'client' },
      { email: 12, role: 'client' },
    ],
  },
  cancelOwnBooking: {
    actor: 'client',
    malformed: [
      {},
      { bookingId: reserved },
      { bookingId: 'a/b' },
      { bookingId: '..' },
      { bookingId: huge },
      { bookingId: 7 },
    ],
  },
  createBooking: {
    actor: 'owner',
    malformed: [
      {},
      { ...booking, startsAt: afterYear9999 },
      { ...booking, startsAt: beforeYear1 },
      { ...booking, startsAt: '2027-13-45T99:00:00Z' },
      { ...booking, startsAt: 1_800_000_000_000 },
      { ...booking, clientId: reserved },
      { ...booking, serviceId: huge },
      { ...booking, notes: huge },
      { ...booking, materialIds: Array.from({ length: 1000 }, (_, i) => `m${i}`) },
      { ...booking, interestId: reserved },
      { ...booking, addOnSelections: [{ addOnId: reserved, optionId: 'a' }] },
    ],
  },
  rescheduleBooking: {
    actor: 'owner',
    malformed: [
      {},
      { bookingId: 'b1', startsAt: afterYear9999 },
      { bookingId: 'b1', startsAt: beforeYear1 },
      { bookingId: reserved, startsAt: '2027-06-15T14:00:00Z' },
      { bookingId: huge, startsAt: '2027-06-15T14:00:00Z' },
    ],
  },
  reopenBooking: {
    actor: 'owner',
    malformed: [{}, { bookingId: reserved }, { bookingId: huge }, { bookingId: null }],
  },
  changeBookingStatus: {
    actor: 'owner',
    malformed: [
      {},
      { bookingId: 'b1' },
      { bookingId: 'b1', status: 'done' },
      { bookingId: reserved, status: 'confirmed' },
      { bookingId: 'b1', status: 'cancelled', reason: huge },
      { bookingId: 'b1', status: 'completed', completedEarly: 'yes' },
    ],
  },
  recordDepositReceived: {
    actor: 'owner',
    malformed: [
      {},
      { bookingId: 'b1', amount: 15 },
      { bookingId: 'b1', amount: -5, method: 'cash' },
      { bookingId: 'b1', amount: '15', method: 'cash' },
      { bookingId: 'b1', amount: 15, method: 'crypto' },
      { bookingId: reserved, amount: 15, method: 'cash' },
      { bookingId: huge, amount: 15, method: 'cash' },
    ],
  },
  changeInterestStatus: {
    actor: 'owner',
    malformed: [
      {},
      { interestId: 'i1' },
      { interestId: 'i1', status: 'done' },
      { interestId: reserved, status: 'contacted' },
      { interestId: huge, status: 'contacted' },
      { interestId: 'i1', status: 'contacted', note: 'x' },
    ],
  },
  saveStaffProfile: {
    actor: 'owner',
    malformed: [
      {},
      { staffId: 'staff-olga' },
      { staffId: 'staff-olga', bookable: 'yes', displayName: 'Olga' },
      { staffId: 'staff-olga', bookable: true, displayName: '' },
      { staffId: 'staff-olga', bookable: true, displayName: huge },
      { staffId: reserved, bookable: true, displayName: 'Olga' },
      { staffId: 'staff-olga', bookable: true, displayName: 'Olga', serviceIds: [reserved] },
    ],
  },
  manageCalendarFeed: { actor: 'owner', malformed: [{}, { action: 'share' }, { action: huge }] },
  addClient: {
    actor: 'owner',
    malformed: [
      {},
      { full_name: huge },
      { full_name: '   ' },
      { full_name: 'Ana', email: 'not an e-mail' },
      { full_name: 'Ana', phone: huge },
      { full_name: 42 },
    ],
  },
  linkWalkInRecord: { actor: 'client', malformed: [{ email: 'bea@example.com' }] },
  testInstagramConnection: {
    actor: 'owner',
    malformed: [
      {},
      { businessAccountId: '../me', pageAccessToken: 't' },
      { businessAccountId: '1784', pageAccessToken: huge },
      { businessAccountId: huge, pageAccessToken: 't' },
    ],
  },
  changeLoyaltyRule: {
    actor: 'owner',
    malformed: [
      {},
      { key: 'loyalty_points_per_dollar', value: 'ten', scope: 'from_now_on' },
      { key: 'loyalty_points_per_dollar', value: 1, scope: huge },
      { key: huge, value: 1, scope: 'from_now_on' },
    ],
  },
  previewLoyaltyChange: {
    actor: 'owner',
    malformed: [{}, { key: 'loyalty_points_per_dollar', value: Number.NaN }, { key: reserved, value: 1 }],
  },
  previewDataRetention: { actor: 'owner', malformed: [{ months: 1 }] },
  getReport: {
    actor: 'owner',
    malformed: [
      {},
      { from: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-31' },
      { from: '2026-03-31', to: '2026-03-01' },
      { from: '0000-01-01', to: '9999-12-31' },
      { from: huge, to: '2026-03-31' },
      { from: '2026-03-01', to: '2026-03-31', compare: 'yes' },
    ],
  },
  rebuildReportDays: {
    actor: 'owner',
    malformed: [
      {},
      { from: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-31' },
      { from: '2026-03-31', to: '2026-03-01' },
      { from: '2025-01-01', to: '2026-03-31' },
      { from: '0000-01-01', to: '9999-12-31' },
      { from: huge, to: '2026-03-31' },
      { from: '2026-03-01', to: '2026-03-31', all: true },
    ],
  },
  syncMyEmail: { actor: 'client', malformed: [{ email: 'bea@example.com' }] },
  joinWaitlist: {
    actor: 'client',
    malformed: [
      {},
      { date: '2026-13-45', category: 'manicure', earliestTime: '10:00', latestTime: '12:00' },
      { date: '2027-06-15', category: huge, earliestTime: '10:00', latestTime: '12:00' },
      { date: '2027-06-15', category: 'manicure', earliestTime: '12:00', latestTime: '10:00' },
      { date: '2027-06-15', category: 'manicure', earliestTime: '25:00', latestTime: '26:00' },
      { date: '2027-06-15', category: 'manicure', earliestTime: '10:00', latestTime: '12:00', clientId: 'x' },
    ],
  },
  submitBookingInterest: {
    actor: 'client',
    malformed: [
      {},
      { category: 'manicure', preferredDate: '2027-06-15' },
      { category: huge, preferredDate: '2027-06-15', preferredTime: '10:00' },
      { category: 'manicure', preferredDate: '2027-13-45', preferredTime: '10:00' },
      { category: 'manicure', preferredDate: '2027-06-15', preferredTime: '18:00' },
      { category: 'manicure', preferredDate: '2027-06-15', preferredTime: '10:00', serviceId: reserved },
      { category: 'manicure', preferredDate: '2027-06-15', preferredTime: '10:00', clientNotes: huge },
      { category: 'manicure', preferredDate: '2027-06-15', preferredTime: '10:00', instagramHandle: huge },
      { category: 'manicure', preferredDate: '2027-06-15', preferredTime: '10:00', clientId: 'x' },
    ],
  },
  withdrawBookingInterest: {
    actor: 'client',
    malformed: [{}, { interestId: reserved }, { interestId: huge }, { interestId: 'i1', status: 'new' }],
  },
  deleteBookingInterest: {
    actor: 'owner',
    malformed: [{}, { interestId: reserved }, { interestId: huge }, { interestId: 'i1', also: 1 }],
  },
  deleteBooking: {
    actor: 'owner',
    malformed: [
      {},
      { bookingId: reserved },
      { bookingId: huge },
      { bookingId: 'a/b' },
      { bookingId: 'b1', also: 1 },
    ],
  },
  leaveWaitlist: {
    actor: 'client',
    malformed: [{}, { entryId: reserved }, { entryId: huge }, { entryId: 'e1', date: '2027-06-15' }],
  },
  placeOrder: {
    actor: 'client',
    malformed: [
      {},
      { lines: [] },
      { lines: [{ productId: reserved, quantity: 1 }] },
      { lines: [{ productId: 'p1', quantity: 1e9 }] },
      { lines: [{ productId: 'p1', quantity: 1 }], fulfilment: 'ship', shippingAddress: huge },
      { lines: Array.from({ length: 1000 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })) },
    ],
  },
  setRunningLate: {
    actor: 'owner',
    malformed: [
      {},
      { minutes: -5 },
      { minutes: 3 },
      { minutes: 121 },
      { minutes: 7.5 },
      { minutes: '20' },
      { minutes: Number.NaN },
      { minutes: 20, staffId: reserved },
      { minutes: 20, staffId: huge },
      { minutes: 20, delay: 20 },
    ],
  },
  checkIn: {
    actor: 'client',
    malformed: [{}, { bookingId: reserved }, { bookingId: huge }, { bookingId: 'b1', at: 'now' }],
  },
  markVisitStarted: {
    actor: 'owner',
    malformed: [{}, { bookingId: reserved }, { bookingId: 'a/b' }, { bookingId: 'b1', startedAt: 'now' }],
  },
  listFreeTimes: {
    actor: 'client',
    malformed: [
      {},
      { date: '2027-13-45', serviceIds: ['svc-gel'] },
      { date: '2027-06-15', serviceIds: [] },
      { date: '2027-06-15', serviceIds: [reserved] },
      { date: '2027-06-15', serviceIds: ['svc-gel', 'svc-gel'] },
      { date: '2027-06-15', serviceIds: ['svc-gel'], staffId: huge },
      { date: '2027-06-15', serviceIds: ['svc-gel'], visitorToken: 'short' },
    ],
  },
  listBookableMembers: { actor: 'client', malformed: [{ all: true }] },
  holdTime: {
    actor: 'client',
    malformed: [
      {},
      { serviceIds: ['svc-gel'], startsAt: '2027-06-15T14:00:00Z' },
      { visitorToken: 'a'.repeat(30), serviceIds: ['svc-gel'], startsAt: afterYear9999 },
      { visitorToken: 'a'.repeat(30), serviceIds: ['svc-gel'], startsAt: beforeYear1 },
      { visitorToken: 'not a token at all !!!!', serviceIds: ['svc-gel'], startsAt: '2027-06-15T14:00:00Z' },
      { visitorToken: huge, serviceIds: ['svc-gel'], startsAt: '2027-06-15T14:00:00Z' },
    ],
  },
  releaseHold: { actor: 'client', malformed: [{}, { visitorToken: reserved }, { visitorToken: huge }] },
  bookFreeTime: {
    actor: 'client',
    malformed: [
      {},
      { serviceIds: ['svc-gel'] },
      { serviceIds: ['svc-gel'], startsAt: afterYear9999 },
      { serviceIds: ['svc-gel'], startsAt: '2027-06-15T14:00:00Z', notes: huge },
      { serviceIds: ['svc-gel'], startsAt: '2027-06-15T14:00:00Z', staffId: 'a/b' },
      { serviceIds: Array.from({ length: 9 }, (_, i) => `s${i}`), startsAt: '2027-06-15T14:00:00Z' },
    ],
  },
  setOrderStatus: {
    actor: 'owner',
    malformed: [{}, { orderId: reserved, status: 'ready' }, { orderId: 'o1', status: huge }],
  },
};

let callables: Record<string, Callable> = {};

beforeAll(async () => {
  const exported: Record<string, unknown> = await import('../../src/index.ts');
  callables = Object.fromEntries(
    Object.entries(exported).filter(
      (entry): entry is [string, Callable] =>
        typeof entry[1] === 'function' &&
        (entry[1] as unknown as Callable).__endpoint?.callableTrigger !== undefined,
    ),
  );
}, 60_000);

/** The error a call ends with (null when it answered). */
async function failureOf(callable: Callable, actor: Actor, data: unknown): Promise<unknown> {
  try {
    await callable.run({ data, auth: callers[actor], rawRequest: {} });
    return null;
  } catch (error) {
    return error;
  }
}

const describeInput = (data: unknown) => {
  const text = JSON.stringify(data) ?? String(data);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

describe('malformed callable input', () => {
  it('has a row for every callable the functions deploy', () => {
    expect(Object.keys(callables).sort()).toEqual(Object.keys(table).sort());
  });

  it.each(Object.entries(table))('%s answers invalid-argument, never internal', async (name, row) => {
    const callable = callables[name];
    expect(callable, name).toBeDefined();
    if (!callable) return;
    for (const data of [...wrongForAll, ...row.malformed]) {
      const error = await failureOf(callable, row.actor, data);
      const what = `${name}(${describeInput(data)})`;
      expect(error, what).toBeInstanceOf(HttpsError);
      expect((error as HttpsError).code, `${what}: ${(error as Error).message}`).toBe('invalid-argument');
    }
  });
});
