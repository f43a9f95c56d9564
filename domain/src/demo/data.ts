import { publicBlockedDates } from '../availability/public-blocked-dates.ts';
import { collections, publicAvailabilityDocs, subcollections } from '../firestore/collections.ts';
import type { DocumentData, DocumentKind } from '../firestore/schemas.ts';
import { type ReportDay, reportDaysOf } from '../reports/report-day.ts';
import type { Booking } from '../schemas/bookings.ts';
import { settingKeys } from '../settings/registry.ts';
import {
  type SettingDocument,
  settingDefault,
  settingDocument,
  settingsCollectionFor,
} from '../settings/settings.ts';
import { demoAvailabilityBlocks, demoBlockedSlots } from './availability.ts';
import { demoBlogPosts } from './blog.ts';
import { demoAddOns, demoCategories, demoMaterials, demoServices } from './catalog.ts';
import { demoBookingInterests, demoBookings, demoClientNotes, demoProfiles } from './clients.ts';
import { demoProducts } from './shop.ts';
import { demoStaffProfiles } from './staff.ts';
import { demoClock } from './time.ts';
import { type DemoUids, type DemoUser, demoUidPlaceholders, demoUsers } from './users.ts';

/** One document to seed: its full path, its id and its data (Dates, not Timestamps). */
export interface DemoDocument<K extends DocumentKind> {
  path: string;
  id: string;
  data: DocumentData<K>;
}
export type DemoDocuments = { [K in DocumentKind]: DemoDocument<K>[] };

export interface DemoData {
  now: Date;
  users: (DemoUser & { uid: string })[];
  documents: DemoDocuments;
}

/** A fixed moment for tests that want the exact same data every time. */
export const demoReferenceNow = new Date('2026-06-15T14:00:00Z');

/**
 * The studio's content, not settings defaults: the footer needs an address and contacts. Every
 * other setting is seeded at its spec default.
 */
const demoBusinessSettings = {
  business_info: { name: 'Polished Nail Studio', email: 'hello@studio.test', phone: '(555) 010-0000' },
  location_address_line1: '128 Main Street',
  location_city: 'Springfield',
  location_state: 'IL',
  location_zip: '62701',
  contact_instagram_handle: 'polished.nails',
  // The demo clients (and the end-to-end tests, which book for Ana all day) are written to far
  // more often than a real client; the daily message limit stays on, at its highest.
  messages_max_per_client_per_day: 50,
} as const;

function inCollection<K extends DocumentKind>(
  path: string,
  docs: Record<string, DocumentData<K>>,
): DemoDocument<K>[] {
  return Object.entries(docs).map(([id, data]) => ({ path: `${path}/${id}`, id, data }));
}

function settingDocuments(now: Date, ownerUid: string) {
  const publicDocs: DemoDocument<'settingsPublic'>[] = [];
  const staffDocs: DemoDocument<'settingsStaff'>[] = [];
  for (const key of settingKeys) {
    const value =
      key in demoBusinessSettings
        ? demoBusinessSettings[key as keyof typeof demoBusinessSettings]
        : settingDefault(key);
    const data: SettingDocument = settingDocument(key, value as never, ownerUid, now);
    const collection = settingsCollectionFor(key);
    const doc = { path: `${collection}/${key}`, id: key, data };
    (collection === collections.settingsPublic ? publicDocs : staffDocs).push(doc);
  }
  return { publicDocs, staffDocs };
}

/**
 * The demo data set for `npm start` and the end-to-end tests. Deterministic: the same `now` and
 * uids always give the same documents. `uids` maps each demo user to the uid Auth gave it.
 */
export function buildDemoData(options: { now: Date; uids?: DemoUids }): DemoData {
  const { now } = options;
  const uids = options.uids ?? demoUidPlaceholders;
  const clock = demoClock(now, settingDefault('scheduling_timezone'));
  const bookings = demoBookings(clock, uids);
  const { profiles, loyalty } = demoProfiles(clock, uids, bookings);
  const notes = demoClientNotes(clock, uids);
  const blockedSlots = demoBlockedSlots(clock);
  const { publicDocs, staffDocs } = settingDocuments(now, uids.owner);
  const interests = demoBookingInterests(clock, uids);
  const roles = Object.fromEntries(
    demoUsers.map((u) => [uids[u.key], { user_id: uids[u.key], role: u.role }]),
  );

  return {
    now,
    users: demoUsers.map((u) => ({ ...u, uid: uids[u.key] })),
    documents: {
      userRoles: inCollection(collections.userRoles, roles),
      settingsPublic: publicDocs,
      settingsStaff: staffDocs,
      serviceCategories: inCollection(collections.serviceCategories, demoCategories),
      services: inCollection(collections.services, demoServices),
      materials: inCollection(collections.materials, demoMaterials),
      serviceAddOns: inCollection(collections.serviceAddOns, demoAddOns),
      products: inCollection(collections.products, demoProducts),
      // No demo orders: the shop takes none until online ordering is switched on.
      orders: [],
      blogPosts: inCollection(collections.blogPosts, demoBlogPosts(clock, uids.owner)),
      bookings: inCollection(collections.bookings, bookings),
      availabilityBlocks: inCollection(collections.availabilityBlocks, demoAvailabilityBlocks),
      blockedTimeSlots: inCollection(collections.blockedTimeSlots, blockedSlots),
      bookingInterests: inCollection(collections.bookingInterests, interests),
      staffProfiles: inCollection(collections.staffProfiles, demoStaffProfiles(clock, uids)),
      profiles: inCollection(collections.profiles, profiles),
      loyaltyPoints: inCollection(collections.loyaltyPoints, loyalty),
      // What the function publishes from the slots, seeded too so the wizard is right at once.
      publicAvailability: inCollection(collections.publicAvailability, {
        [publicAvailabilityDocs.blockedDates]: publicBlockedDates(Object.values(blockedSlots), now),
      }),
      // Written by the booking callables only; the demo bookings predate them.
      bookingDays: [],
      calendarFeeds: [],
      waitlistEntries: [],
      clientQuotas: [],
      // Made by visitors on /book while they sign in; none to start with.
      bookingHolds: [],
      // Queued by the functions as bookings change; the demo starts with none sent.
      mail: [],
      messages: [],
      // Written by setRunningLate on the day; the demo starts with everyone on time.
      staffStatus: [],
      // What the report trigger derives from the bookings, seeded too so Reports is right at once.
      reportDays: inCollection(collections.reportDays, demoReportDays(bookings)),
      clientPhotos: [],
      clientNotes: Object.entries(notes).flatMap(([clientId, byId]) =>
        inCollection(`${collections.profiles}/${clientId}/${subcollections.clientNotes}`, byId),
      ),
    },
  };
}

/** The demo bookings' day rollups, in the studio's (default) zone, keyed by date. */
function demoReportDays(bookings: Record<string, Booking>): Record<string, ReportDay> {
  const days = reportDaysOf(
    {
      bookings: Object.entries(bookings).map(([id, booking]) => ({ ...booking, id })),
      orders: [],
      unreadableStarts: [],
    },
    settingDefault('scheduling_timezone'),
  );
  return Object.fromEntries(days.map((day) => [day.date, day]));
}

/** Every demo document in seeding order (parents before subcollections), whatever its kind. */
export function allDemoDocuments(
  data: DemoData,
): { kind: DocumentKind; path: string; id: string; data: unknown }[] {
  return (Object.keys(data.documents) as DocumentKind[]).flatMap((kind) =>
    data.documents[kind].map((doc) => ({ kind, ...doc })),
  );
}
