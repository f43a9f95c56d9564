// What the reports read, with firebase-admin (issue 33). getReport's cost follows the period's
// days, never the bookings or the history: one range query on report_days (the period, the
// previous one when compared, and the rebooking window after it), and per client seen in the
// period one query of at most one document (new or returning). The catalogue, the team, the weekly
// hours, the settings and the owner's role are a few small collections read whole; blocked time is
// read from the period's start on. The day rollups themselves are derived from one day's bookings
// and orders (readReportSource).
import {
  availabilityBlockSchema,
  type BlockedSlot,
  blockedTimeSlotSchema,
  bookingSchema,
  clientCount,
  collections,
  orderSchema,
  type ReportBooking,
  type ReportDay,
  type ReportOrder,
  type ReportService,
  reportDaySchema,
  type SchedulingMember,
  type StudioTotals,
  staffProfileSchema,
  staffRoles,
  type WeeklyWindow,
} from '@studio/domain';
import type { Firestore, Query, QueryDocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import { decodeDocument } from '../shared/decode.ts';

/** A query run by a transaction (tx.get) or on its own (query.get()). */
export type RunQuery = (query: Query) => Promise<QuerySnapshot>;
const runAlone: RunQuery = (query) => query.get();

/** What a span of studio time holds, as stored: the report day rollup's source. */
export interface ReportSource {
  bookings: ReportBooking[];
  orders: ReportOrder[];
  /** When each booking that did not decode starts, so it counts under "unknown" on its day. */
  unreadableStarts: Date[];
}

function startOf(doc: QueryDocumentSnapshot): Date | null {
  const at = doc.get('scheduled_at') as { toDate?: () => Date } | undefined;
  return typeof at?.toDate === 'function' ? at.toDate() : null;
}

/**
 * The bookings starting in [start, end) and the orders placed then, decoded; the odd bookings only
 * counted. Cost: the documents of the span (a day for the trigger; the whole span for the bench's
 * per-booking comparison).
 */
export async function readReportSource(
  db: Firestore,
  start: Date,
  end: Date,
  run: RunQuery = runAlone,
): Promise<ReportSource> {
  const [bookingDocs, orderDocs] = await Promise.all([
    run(
      db.collection(collections.bookings).where('scheduled_at', '>=', start).where('scheduled_at', '<', end),
    ),
    run(db.collection(collections.orders).where('created_at', '>=', start).where('created_at', '<', end)),
  ]);
  const source: ReportSource = { bookings: [], orders: [], unreadableStarts: [] };
  for (const doc of bookingDocs.docs) {
    const booking = decodeDocument(bookingSchema, doc.data(), `bookings/${doc.id}`);
    if (booking) source.bookings.push({ ...booking, id: doc.id });
    else source.unreadableStarts.push(startOf(doc) ?? start);
  }
  for (const doc of orderDocs.docs) {
    const order = decodeDocument(orderSchema, doc.data(), `orders/${doc.id}`);
    if (order) source.orders.push({ ...order, id: doc.id });
  }
  return source;
}

/** The day rollups from `from` to `to` (studio dates, both included): one read per stored day. */
export async function readReportDays(db: Firestore, from: string, to: string): Promise<ReportDay[]> {
  const snapshot = await db
    .collection(collections.reportDays)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const day = decodeDocument(reportDaySchema, doc.data(), `report_days/${doc.id}`);
    return day ? [day] : [];
  });
}

/**
 * Of these clients, those with a completed visit before `before`: per client one query of at most
 * one document (client_id, status, scheduled_at desc: an existing index). This is the report's
 * one cost that follows the period's clients rather than its days: whether a client is returning
 * depends on her whole history, which no day rollup holds.
 */
export async function returningClients(
  db: Firestore,
  clientIds: Iterable<string>,
  before: Date,
): Promise<Set<string>> {
  const returning = new Set<string>();
  await Promise.all(
    [...clientIds].map(async (clientId) => {
      const earlier = await db
        .collection(collections.bookings)
        .where('client_id', '==', clientId)
        .where('status', '==', 'completed')
        .where('scheduled_at', '<', before)
        .orderBy('scheduled_at', 'desc')
        .limit(1)
        .select()
        .get();
      if (!earlier.empty) returning.add(clientId);
    }),
  );
  return returning;
}

export interface StudioSetup {
  ownerUid: string;
  staff: SchedulingMember[];
  services: ReportService[];
  studioHours: WeeklyWindow[];
  blockedSlots: BlockedSlot[];
}

async function ownerUidOf(db: Firestore): Promise<string> {
  const owners = await db.collection(collections.userRoles).where('role', '==', 'owner').limit(1).get();
  return owners.docs[0]?.id ?? 'owner';
}

/** The team, the catalogue, the weekly hours and the blocked time from `since` on. */
export async function readStudioSetup(db: Firestore, since: Date): Promise<StudioSetup> {
  const [ownerUid, staff, services, blocks, slots] = await Promise.all([
    ownerUidOf(db),
    db.collection(collections.staffProfiles).get(),
    db.collection(collections.services).get(),
    db.collection(collections.availabilityBlocks).get(),
    db.collection(collections.blockedTimeSlots).where('end_datetime', '>', since).get(),
  ]);
  return {
    ownerUid,
    staff: staff.docs.flatMap((doc) => {
      const profile = decodeDocument(staffProfileSchema, doc.data(), `staff_profiles/${doc.id}`);
      return profile ? [{ ...profile, uid: doc.id }] : [];
    }),
    services: services.docs.map((doc) => ({
      id: doc.id,
      name: typeof doc.get('name') === 'string' ? (doc.get('name') as string) : 'Unnamed service',
      category:
        typeof doc.get('parent_category') === 'string' ? (doc.get('parent_category') as string) : null,
    })),
    studioHours: blocks.docs.flatMap((doc) => {
      const block = decodeDocument(availabilityBlockSchema, doc.data(), `availability_blocks/${doc.id}`);
      return block ? [block] : [];
    }),
    blockedSlots: slots.docs.flatMap((doc) => {
      const slot = decodeDocument(blockedTimeSlotSchema, doc.data(), `blocked_time_slots/${doc.id}`);
      return slot ? [slot] : [];
    }),
  };
}

/**
 * The overview's four totals as aggregation queries: five count reads whatever the studio's size,
 * no document read (issue 33, item 6: the overview and the Reports screen share getReport).
 */
export async function readStudioTotals(db: Firestore): Promise<StudioTotals> {
  const count = async (query: Query) => (await query.count().get()).data().count;
  const [bookings, activeServices, products, profiles, staff] = await Promise.all([
    count(db.collection(collections.bookings)),
    count(db.collection(collections.services).where('is_active', '==', true)),
    count(db.collection(collections.products)),
    count(db.collection(collections.profiles)),
    count(db.collection(collections.userRoles).where('role', 'in', [...staffRoles])),
  ]);
  return { bookings, activeServices, products, clients: clientCount(profiles, staff) };
}
