/**
 * Every Firestore collection path, the one place they are spelled. Settings are split by who may
 * read them (see settings/settings.ts): rules then allow reads per collection, never per key.
 */
export const collections = {
  userRoles: 'user_roles',
  settingsPublic: 'settings_public',
  settingsStaff: 'settings_staff',
  serviceCategories: 'service_categories',
  services: 'services',
  materials: 'materials',
  serviceAddOns: 'service_add_ons',
  products: 'products',
  /** Shop orders (reserve for pickup): written by the placeOrder and setOrderStatus functions only. */
  orders: 'orders',
  blogPosts: 'blog_posts',
  bookings: 'bookings',
  availabilityBlocks: 'availability_blocks',
  blockedTimeSlots: 'blocked_time_slots',
  bookingInterests: 'booking_interests',
  /**
   * staff_profiles/{uid}: a staff member as a bookable person (issue 31; schemas/staff.ts),
   * written only by the saveStaffProfile callable. No document: the defaults (staff/team.ts).
   */
  staffProfiles: 'staff_profiles',
  profiles: 'profiles',
  loyaltyPoints: 'loyalty_points',
  publicAvailability: 'public_availability',
  /**
   * booking_days/{yyyy-MM-dd}, one per UTC day a booking touches: every booking transaction of
   * the callables writes the days of its interval, so two transactions that could overlap always
   * write one same document and cannot both commit (a query alone does not lock its range).
   * Functions only.
   */
  bookingDays: 'booking_days',
  /** calendar_feeds/{uid}: a staff member's private calendar feed (its token's hash). Functions only. */
  calendarFeeds: 'calendar_feeds',
  /** waitlist_entries/{id}: a client waiting for a time on a full day (waitlist/waitlist.ts). */
  waitlistEntries: 'waitlist_entries',
  /**
   * client_quotas/{clientId}: what the functions did on her behalf today (messages sent, the
   * waitlist joins' and interest submissions' lock), for the per-client limits
   * (limits/client-quotas.ts). Functions only.
   */
  clientQuotas: 'client_quotas',
  /** booking_holds/{id}: a time held for a visitor while she signs in (issue 32). Functions only. */
  bookingHolds: 'booking_holds',
  /** Outgoing e-mail for the Trigger Email extension (notifications/outbox.ts). Functions write. */
  mail: 'mail',
  /** Outgoing SMS for the Twilio extension (notifications/outbox.ts). Functions write. */
  messages: 'messages',
  /**
   * staff_status/{uid}: how late a member is running today (issue 34; schemas/live-day.ts).
   * Staff read; the setRunningLate callable alone writes.
   */
  staffStatus: 'staff_status',
  /**
   * report_days/{yyyy-MM-dd}: one studio day's bookings and orders as the reports need them
   * (issue 33; reports/report-day.ts), re-derived by a trigger on every booking and order write.
   * Readers of reports read; functions only write.
   */
  reportDays: 'report_days',
} as const;

/**
 * The documents of public_availability. `blockedDates` is the reason-free copy of the upcoming
 * blocked_time_slots that the booking wizard reads (kept by a function; see
 * availability/public-blocked-dates.ts).
 */
export const publicAvailabilityDocs = {
  blockedDates: 'blocked_dates',
  /** The upcoming bookings' times, no names (availability/public-booked-times.ts). */
  bookedTimes: 'booked_times',
} as const;

export type CollectionName = keyof typeof collections;

/** Collection ids of the two per-client subcollections (also usable as collection-group ids). */
export const subcollections = {
  clientPhotos: 'client_photos',
  clientNotes: 'client_notes',
} as const;

function clientPath(clientId: string, sub: string): string {
  if (clientId.length === 0 || clientId.includes('/')) throw new Error(`Invalid client id: "${clientId}"`);
  return `${collections.profiles}/${clientId}/${sub}`;
}

/** profiles/{clientId}/client_photos */
export function clientPhotosPath(clientId: string): string {
  return clientPath(clientId, subcollections.clientPhotos);
}

/** profiles/{clientId}/client_notes */
export function clientNotesPath(clientId: string): string {
  return clientPath(clientId, subcollections.clientNotes);
}

/** Storage: client photos live under client-photos/{clientId}/{timestamp}.{ext} (spec §7). */
export const clientPhotosBucketFolder = 'client-photos';
