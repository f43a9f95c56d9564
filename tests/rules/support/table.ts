// The rules matrix: for every collection, which actor may get, list, create, update and delete.
// One row per collection; matrix.ts turns each row into actor × operation tests, so no cell is
// forgotten. Expectations are written from spec §6 and issue 7, not read off the rules file.
import {
  type Actor,
  CLIENT_UID,
  canManageBookings,
  canManageServices,
  canViewReports,
  isOwner,
  isStaff,
} from './actors.ts';
import { type Data, type Filter, NOW } from './driver.ts';
import * as f from './fixtures.ts';

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
export const operations: Operation[] = ['get', 'list', 'create', 'update', 'delete'];

export interface CollectionCase {
  /** Collection id, as in the describe name and the test file's name. */
  name: string;
  /** The seeded document get, update and delete act on. */
  existing: string;
  /** Documents added to the base ones for this collection. */
  seed: Record<string, Data>;
  /** The query a screen runs that returns the existing document. */
  list: { collection: string; where: readonly Filter[] };
  /** `alongside`: other documents the same batch sets (see driver.ts). */
  create(actor: Actor): { path: string; data: Data; alongside?: Record<string, Data> };
  update(actor: Actor): Data;
  /** Other documents the update's batch sets, when the rules demand them. */
  updateAlongside?(actor: Actor): Record<string, Data>;
  allowed: Record<Operation, (actor: Actor) => boolean>;
}

const anyone = () => true;
const nobody = () => false;
const signedIn = (a: Actor) => a.uid !== null;
const herselfOrStaff = (a: Actor) => a.uid === CLIENT_UID || isStaff(a);
const uidOf = (a: Actor) => a.uid ?? 'nobody';
/** The outgoing message queues (mail, messages): the extensions write them, booking managers read. */
const readByBookingManagers: CollectionCase['allowed'] = {
  get: canManageBookings,
  list: canManageBookings,
  create: nobody,
  update: nobody,
  delete: nobody,
};

function catalogue(name: string, id: string, doc: () => Data, update: Data): CollectionCase {
  return {
    name,
    existing: `${name}/${id}`,
    seed: { [`${name}/${id}`]: doc() },
    list: { collection: name, where: [['is_active', '==', true]] },
    create: () => ({ path: `${name}/created`, data: { ...doc(), display_order: 2 } }),
    update: () => update,
    allowed: {
      get: anyone,
      list: anyone,
      create: canManageServices,
      update: canManageServices,
      delete: canManageServices,
    },
  };
}

function settingsCase(
  name: 'settings_public' | 'settings_staff',
  existing: [key: string, value: unknown, tab: string],
  created: [key: string, value: unknown, tab: string],
  newValue: unknown,
): CollectionCase {
  const [key, value, tab] = existing;
  const [newKey, createdValue, newTab] = created;
  const read = name === 'settings_public' ? anyone : isStaff;
  return {
    name,
    existing: `${name}/${key}`,
    seed: { [`${name}/${key}`]: f.setting(key, value, tab, 'staff-olga') },
    list: { collection: name, where: [['category', '==', tab]] },
    create: (a) => ({ path: `${name}/${newKey}`, data: f.setting(newKey, createdValue, newTab, a.uid, NOW) }),
    update: (a) => ({ value: newValue, updated_by: a.uid, updated_at: NOW }),
    allowed: { get: read, list: read, create: isStaff, update: isStaff, delete: isOwner },
  };
}

export const table = {
  user_roles: {
    name: 'user_roles',
    existing: `user_roles/${CLIENT_UID}`,
    seed: {},
    list: { collection: 'user_roles', where: [['role', '==', 'client']] },
    create: () => ({ path: 'user_roles/newcomer', data: { user_id: 'newcomer', role: 'client' } }),
    update: () => ({ role: 'assistant' }),
    allowed: { get: herselfOrStaff, list: isStaff, create: nobody, update: nobody, delete: nobody },
  },
  // Keys any staff member may change; the owner-only keys have their own matrix
  // (settings-registry.test.ts, every key for every actor).
  settings_public: settingsCase(
    'settings_public',
    ['products_section_enabled', true, 'features'],
    ['branding_font_body', 'Lato', 'branding'],
    false,
  ),
  settings_staff: settingsCase(
    'settings_staff',
    ['notification_reminder_hours', 24, 'bookings'],
    ['scheduling_grace_period_minutes', 10, 'bookings'],
    12,
  ),
  service_categories: catalogue('service_categories', 'nails', f.serviceCategory, { is_active: false }),
  services: catalogue('services', 'gel', f.service, { base_price: 50, duration_minutes: 75 }),
  materials: catalogue('materials', 'chrome', f.material, { is_active: false }),
  service_add_ons: catalogue('service_add_ons', 'art', f.serviceAddOn, { is_active: false }),
  products: {
    ...catalogue('products', 'oil', f.product, { price: 14, stock_quantity: 9 }),
  },
  blog_posts: {
    name: 'blog_posts',
    existing: 'blog_posts/spring',
    seed: { 'blog_posts/spring': f.blogPost('staff-olga') },
    list: { collection: 'blog_posts', where: [['status', '==', 'published']] },
    create: (a) => ({
      path: 'blog_posts/created',
      data: { ...f.blogPost(uidOf(a), NOW), status: 'draft', published_at: null },
    }),
    update: () => ({ title: 'Spring colours 2026', tags: ['spring'] }),
    allowed: { get: anyone, list: anyone, create: isStaff, update: isStaff, delete: isStaff },
  },
  bookings: {
    name: 'bookings',
    existing: 'bookings/b1',
    seed: {
      'bookings/b1': {
        ...f.booking(),
        service_name: 'Gel Manicure',
        client_name: 'Ana',
        client_email: 'ana@example.com',
      },
    },
    list: { collection: 'bookings', where: [['client_id', '==', CLIENT_UID]] },
    // The booking callables create them (firebase-admin); no browser does.
    create: () => ({ path: 'bookings/created', data: f.booking() }),
    // Every change goes through the booking callables (issue 31), the notes included.
    update: () => ({ notes: 'Prefers short almond' }),
    allowed: {
      get: (a) => a.uid === CLIENT_UID || (isStaff(a) && (canManageBookings(a) || canViewReports(a))),
      list: (a) => a.uid === CLIENT_UID || (isStaff(a) && (canManageBookings(a) || canViewReports(a))),
      create: nobody,
      update: nobody,
      // The owner's delete too goes through a callable (deleteBooking).
      delete: nobody,
    },
  },
  availability_blocks: {
    name: 'availability_blocks',
    existing: 'availability_blocks/monday',
    seed: { 'availability_blocks/monday': f.availabilityBlock() },
    list: { collection: 'availability_blocks', where: [['is_active', '==', true]] },
    create: () => ({
      path: 'availability_blocks/created',
      data: { ...f.availabilityBlock(), day_of_week: 2 },
    }),
    update: () => ({ end_time: '18:00' }),
    allowed: {
      get: anyone,
      list: anyone,
      create: canManageBookings,
      update: canManageBookings,
      delete: canManageBookings,
    },
  },
  blocked_time_slots: {
    name: 'blocked_time_slots',
    existing: 'blocked_time_slots/holiday',
    seed: { 'blocked_time_slots/holiday': f.blockedTimeSlot() },
    list: { collection: 'blocked_time_slots', where: [['end_datetime', '>=', f.T0]] },
    create: () => ({ path: 'blocked_time_slots/created', data: { ...f.blockedTimeSlot(), reason: null } }),
    update: () => ({ reason: 'Training day' }),
    allowed: {
      get: isStaff,
      list: isStaff,
      create: canManageBookings,
      update: canManageBookings,
      delete: canManageBookings,
    },
  },
  public_availability: {
    name: 'public_availability',
    existing: 'public_availability/blocked_dates',
    seed: { 'public_availability/blocked_dates': f.publicBlockedDates() },
    list: { collection: 'public_availability', where: [] },
    create: () => ({ path: 'public_availability/created', data: f.publicBlockedDates() }),
    update: () => ({ slots: [] }),
    allowed: { get: signedIn, list: signedIn, create: nobody, update: nobody, delete: nobody },
  },
  booking_days: {
    name: 'booking_days',
    existing: 'booking_days/2026-06-15',
    seed: { 'booking_days/2026-06-15': { last_booking_id: 'b1', updated_at: NOW } },
    list: { collection: 'booking_days', where: [] },
    create: () => ({ path: 'booking_days/2026-06-16', data: { last_booking_id: 'b2', updated_at: NOW } }),
    update: () => ({ last_booking_id: 'b3' }),
    allowed: { get: nobody, list: nobody, create: nobody, update: nobody, delete: nobody },
  },
  // Issue 33: the day rollups behind the reports; functions write, readers of reports read.
  report_days: {
    name: 'report_days',
    existing: 'report_days/2026-06-15',
    seed: { 'report_days/2026-06-15': f.reportDay('2026-06-15') },
    list: { collection: 'report_days', where: [['date', '>=', '2026-06-01']] },
    create: () => ({ path: 'report_days/2026-06-16', data: f.reportDay('2026-06-16') }),
    update: () => ({ statuses: { ...f.reportDay('2026-06-15').statuses, completed: 99 } }),
    allowed: { get: canViewReports, list: canViewReports, create: nobody, update: nobody, delete: nobody },
  },
  calendar_feeds: {
    name: 'calendar_feeds',
    existing: 'calendar_feeds/staff-cam',
    seed: { 'calendar_feeds/staff-cam': { token_hash: 'a'.repeat(64), created_at: NOW } },
    list: { collection: 'calendar_feeds', where: [] },
    create: (a) => ({
      path: `calendar_feeds/${uidOf(a)}`,
      data: { token_hash: 'b'.repeat(64), created_at: NOW },
    }),
    update: () => ({ token_hash: 'c'.repeat(64) }),
    allowed: {
      get: (a) => a.uid === 'staff-cam',
      list: nobody,
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  },
  booking_holds: {
    name: 'booking_holds',
    existing: 'booking_holds/h1',
    seed: { 'booking_holds/h1': f.bookingHold() },
    list: { collection: 'booking_holds', where: [] },
    create: (a) => ({ path: 'booking_holds/created', data: { ...f.bookingHold(), holder: uidOf(a) } }),
    update: () => ({ expires_at: NOW }),
    allowed: { get: isStaff, list: isStaff, create: nobody, update: nobody, delete: nobody },
  },
  mail: {
    name: 'mail',
    existing: 'mail/m1',
    seed: { 'mail/m1': f.outgoingMail() },
    list: { collection: 'mail', where: [] },
    create: () => ({ path: 'mail/created', data: f.outgoingMail() }),
    update: () => ({ to: 'someone@else.test' }),
    allowed: readByBookingManagers,
  },
  messages: {
    name: 'messages',
    existing: 'messages/s1',
    seed: { 'messages/s1': f.outgoingSms() },
    list: { collection: 'messages', where: [] },
    create: () => ({ path: 'messages/created', data: f.outgoingSms() }),
    update: () => ({ body: 'Changed' }),
    allowed: readByBookingManagers,
  },
  booking_interests: {
    name: 'booking_interests',
    existing: 'booking_interests/i1',
    seed: { 'booking_interests/i1': f.bookingInterest(CLIENT_UID) },
    list: { collection: 'booking_interests', where: [['client_id', '==', CLIENT_UID]] },
    create: (a) => ({
      path: 'booking_interests/created',
      data: f.bookingInterest(uidOf(a), NOW),
    }),
    update: () => ({ status: 'contacted', contacted_at: NOW }),
    allowed: {
      get: herselfOrStaff,
      list: herselfOrStaff,
      // The callables write interests: submitBookingInterest (it counts her open ones) and,
      // for staff, changeInterestStatus (issue 31); the owner removes one with deleteBookingInterest.
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  },
  waitlist_entries: {
    name: 'waitlist_entries',
    existing: 'waitlist_entries/w1',
    seed: { 'waitlist_entries/w1': f.waitlistEntry(CLIENT_UID) },
    list: { collection: 'waitlist_entries', where: [['client_id', '==', CLIENT_UID]] },
    create: (a) => ({ path: 'waitlist_entries/created', data: f.waitlistEntry(uidOf(a), NOW) }),
    update: () => ({ latest_time: '16:00' }),
    allowed: {
      get: herselfOrStaff,
      list: herselfOrStaff,
      // The joinWaitlist callable writes entries (it counts her days); leaveWaitlist removes them.
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  },
  client_quotas: {
    name: 'client_quotas',
    existing: `client_quotas/${CLIENT_UID}`,
    seed: { [`client_quotas/${CLIENT_UID}`]: { message_day: '2026-06-15', messages_that_day: 2 } },
    list: { collection: 'client_quotas', where: [] },
    create: (a) => ({
      path: `client_quotas/${uidOf(a)}`,
      data: { message_day: '2026-06-15', messages_that_day: 0 },
    }),
    update: () => ({ messages_that_day: 0 }),
    allowed: { get: nobody, list: nobody, create: nobody, update: nobody, delete: nobody },
  },
  profiles: {
    name: 'profiles',
    existing: `profiles/${CLIENT_UID}`,
    seed: {},
    list: { collection: 'profiles', where: [] },
    create: (a) => ({ path: `profiles/${uidOf(a)}-new`, data: f.profile(uidOf(a), 'Someone') }),
    update: () => ({ full_name: 'Ana Lima', allergies: ['acetone'] }),
    allowed: { get: herselfOrStaff, list: isStaff, create: nobody, update: herselfOrStaff, delete: nobody },
  },
  client_photos: {
    name: 'client_photos',
    existing: `profiles/${CLIENT_UID}/client_photos/p1`,
    seed: { [`profiles/${CLIENT_UID}/client_photos/p1`]: f.clientPhoto('staff-olga') },
    list: { collection: `profiles/${CLIENT_UID}/client_photos`, where: [] },
    create: (a) => ({
      path: `profiles/${CLIENT_UID}/client_photos/created`,
      data: f.clientPhoto(uidOf(a), NOW),
    }),
    update: () => ({ notes: 'Before the gel set', tags: ['gel', 'almond'] }),
    allowed: { get: isStaff, list: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  },
  client_notes: {
    name: 'client_notes',
    existing: `profiles/${CLIENT_UID}/client_notes/n1`,
    seed: { [`profiles/${CLIENT_UID}/client_notes/n1`]: f.clientNote('staff-olga') },
    list: { collection: `profiles/${CLIENT_UID}/client_notes`, where: [] },
    create: (a) => ({
      path: `profiles/${CLIENT_UID}/client_notes/created`,
      data: f.clientNote(uidOf(a), NOW),
    }),
    update: () => ({ is_pinned: true }),
    allowed: { get: isStaff, list: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  },
  // Issue 34: staff read a member's delay; the setRunningLate callable alone writes it.
  staff_status: {
    name: 'staff_status',
    existing: 'staff_status/staff-olga',
    seed: {
      'staff_status/staff-olga': {
        delay_minutes: 20,
        day: '2026-06-15',
        updated_at: NOW,
        updated_by: 'staff-olga',
      },
    },
    list: { collection: 'staff_status', where: [] },
    create: (a) => ({
      path: `staff_status/${uidOf(a)}`,
      data: { delay_minutes: 5, day: '2026-06-15', updated_at: NOW, updated_by: uidOf(a) },
    }),
    update: () => ({ delay_minutes: 0 }),
    allowed: { get: isStaff, list: isStaff, create: nobody, update: nobody, delete: nobody },
  },
  loyalty_points: {
    name: 'loyalty_points',
    existing: `loyalty_points/${CLIENT_UID}`,
    seed: {
      [`loyalty_points/${CLIENT_UID}`]: {
        user_id: CLIENT_UID,
        points: 450,
        tier: 'standard',
        lifetime_bookings: 1,
      },
    },
    list: { collection: 'loyalty_points', where: [] },
    create: (a) => ({
      path: `loyalty_points/${uidOf(a)}`,
      data: { user_id: uidOf(a), points: 99999, tier: 'platinum', lifetime_bookings: 99 },
    }),
    update: () => ({ points: 99999, tier: 'platinum' }),
    allowed: { get: herselfOrStaff, list: isStaff, create: nobody, update: nobody, delete: nobody },
  },
  // Orders are written by placeOrder and setOrderStatus only (stock changes with them).
  orders: {
    name: 'orders',
    existing: 'orders/o1',
    seed: { 'orders/o1': f.order(CLIENT_UID) },
    list: { collection: 'orders', where: [['client_id', '==', CLIENT_UID]] },
    create: (a) => ({ path: 'orders/created', data: f.order(uidOf(a)) }),
    update: () => ({ status: 'cancelled' }),
    allowed: { get: herselfOrStaff, list: herselfOrStaff, create: nobody, update: nobody, delete: nobody },
  },
  // Issue 31: staff read every member's profile (the calendar's columns, the booking form's
  // members); the saveStaffProfile callable alone writes.
  staff_profiles: {
    name: 'staff_profiles',
    existing: 'staff_profiles/staff-cam',
    seed: { 'staff_profiles/staff-cam': { bookable: true, display_name: 'Cam', time_off: [] } },
    list: { collection: 'staff_profiles', where: [] },
    create: () => ({
      path: 'staff_profiles/staff-new',
      data: { bookable: true, display_name: 'New', time_off: [] },
    }),
    update: () => ({ bookable: false }),
    allowed: { get: isStaff, list: isStaff, create: nobody, update: nobody, delete: nobody },
  },
  secrets: {
    name: 'secrets',
    existing: 'secrets/instagram',
    seed: { 'secrets/instagram': { page_access_token: 'EAAG-secret', business_account_id: '1784' } },
    list: { collection: 'secrets', where: [] },
    create: () => ({ path: 'secrets/other', data: { page_access_token: 'x' } }),
    update: () => ({ page_access_token: 'stolen' }),
    allowed: { get: nobody, list: nobody, create: nobody, update: nobody, delete: nobody },
  },
} satisfies Record<string, CollectionCase>;
