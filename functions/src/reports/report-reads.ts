// What getReport reads, with firebase-admin (issue 33). Cost, bounded by the period, never by the
// history: one range query on bookings.scheduled_at (the period, the previous one when compared,
// and the rebooking window after it), one on orders.created_at when online ordering is on, and per
// client seen in the period one query of at most 10 of her earlier bookings (new or returning).
// The catalogue, the team, the weekly hours, the settings and the owner's role are a few small
// collections read whole; blocked time is read from the period's start on.
import {
  availabilityBlockSchema,
  type BlockedSlot,
  blockedTimeSlotSchema,
  bookingSchema,
  clientCount,
  collections,
  orderSchema,
  type ReportBooking,
  type ReportOrder,
  type ReportService,
  type SchedulingMember,
  type StudioTotals,
  staffProfileSchema,
  staffRoles,
  type WeeklyWindow,
} from '@studio/domain';
import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { decodeDocument } from '../shared/decode.ts';

/** Earlier bookings looked at per client: one completed among them makes her returning. */
const earlierBookingsLooked = 10;

export interface ReadBookings {
  bookings: ReportBooking[];
  /** When each booking that did not decode starts (still a Timestamp there), for "unknown". */
  unreadableStarts: Date[];
}

function startOf(doc: QueryDocumentSnapshot): Date | null {
  const at = doc.get('scheduled_at') as { toDate?: () => Date } | undefined;
  return typeof at?.toDate === 'function' ? at.toDate() : null;
}

/** The bookings starting in [start, end), decoded; the odd ones only counted. */
export async function readBookingsBetween(db: Firestore, start: Date, end: Date): Promise<ReadBookings> {
  const snapshot = await db
    .collection(collections.bookings)
    .where('scheduled_at', '>=', start)
    .where('scheduled_at', '<', end)
    .get();
  const bookings: ReportBooking[] = [];
  const unreadableStarts: Date[] = [];
  for (const doc of snapshot.docs) {
    const booking = decodeDocument(bookingSchema, doc.data(), `bookings/${doc.id}`);
    if (booking) bookings.push({ ...booking, id: doc.id });
    else unreadableStarts.push(startOf(doc) ?? start);
  }
  return { bookings, unreadableStarts };
}

/** Shop orders placed in [start, end). */
export async function readOrdersBetween(db: Firestore, start: Date, end: Date): Promise<ReportOrder[]> {
  const snapshot = await db
    .collection(collections.orders)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .get();
  return snapshot.docs.flatMap((doc) => {
    const order = decodeDocument(orderSchema, doc.data(), `orders/${doc.id}`);
    return order ? [{ ...order, id: doc.id }] : [];
  });
}

/** Of these clients, those with a completed visit before `before`. */
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
        .where('scheduled_at', '<', before)
        .orderBy('scheduled_at', 'desc')
        .limit(earlierBookingsLooked)
        .get();
      if (earlier.docs.some((doc) => doc.get('status') === 'completed')) returning.add(clientId);
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
