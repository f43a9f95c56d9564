import { defaultBookingDurationMinutes } from '../bookings/duration.ts';
import { deriveLoyalty } from '../clients/loyalty.ts';
import type { Booking, BookingInterest } from '../schemas/bookings.ts';
import type { ClientNote, LoyaltyPoints, Profile } from '../schemas/clients.ts';
import { settingDefault } from '../settings/settings.ts';
import { demoServices } from './catalog.ts';
import type { DemoClock } from './time.ts';
import { type DemoUids, type DemoUserKey, demoUser } from './users.ts';

type ClientKey = Extract<DemoUserKey, 'ana' | 'bea'>;
export const demoClientKeys: readonly ClientKey[] = ['ana', 'bea'];

type Member = Extract<DemoUserKey, 'owner' | 'assistant'>;

/**
 * Both clients have a booking in every status; Ana's completed spend puts her in Silver. Each
 * booking names its member (issue 31); in two days at 14:00 Ana is with the owner while Bea is
 * with the assistant: two chairs, one overlapping pair.
 */
const bookingPlan: Record<ClientKey, [Booking['status'], number, string, string, number, Member][]> = {
  // status, day offset from today, time, service id, total price, member
  ana: [
    ['completed', -70, '10:00', 'svc-gel-manicure', 65, 'owner'],
    ['completed', -49, '11:00', 'svc-gel-manicure', 50, 'assistant'],
    ['completed', -28, '13:00', 'svc-acrylic-full', 90, 'owner'],
    ['completed', -7, '15:00', 'svc-spa-pedicure', 65, 'owner'],
    ['cancelled', -14, '10:00', 'svc-gel-manicure', 50, 'assistant'],
    ['no_show', -35, '16:00', 'svc-classic-pedicure', 45, 'owner'],
    ['scheduled', 4, '10:00', 'svc-gel-manicure', 50, 'assistant'],
    ['confirmed', 2, '14:00', 'svc-custom-design', 40, 'owner'],
  ],
  bea: [
    ['completed', -21, '12:00', 'svc-classic-manicure', 35, 'assistant'],
    ['cancelled', -12, '09:00', 'svc-gel-pedicure', 60, 'owner'],
    ['no_show', -5, '17:00', 'svc-chrome-foil', 25, 'assistant'],
    ['scheduled', 6, '11:00', 'svc-spa-pedicure', 65, 'owner'],
    ['confirmed', 1, '15:00', 'svc-gelx-full', 80, 'assistant'],
    ['scheduled', 2, '14:00', 'svc-classic-manicure', 35, 'assistant'],
  ],
};

/** The fields of issue 12 that the demo bookings leave at their defaults. */
const demoBookingDefaults = {
  material_ids: [],
  add_on_selections: [],
  // One service each, read as its visit (visitServicesOf); no clean-up recorded.
  services: [],
  buffer_minutes: null,
  tax_amount: 0,
  deposit_amount: 0,
  deposit: null,
  notes: null,
  interest_id: null,
  conflict_override: false,
  allergy_acknowledged: false,
  loyalty_points_redeemed: 0,
  completed_early: false,
  time_override: null,
  time_set_at: null,
  status_changed_by: null,
  status_changed_at: null,
  created_by: null,
  checked_in_at: null,
  started_at: null,
  finished_at: null,
  delay_minutes: 0,
  expected_start: null,
  late_notice_at: null,
} satisfies Partial<Booking>;

export function demoBookings(clock: DemoClock, uids: DemoUids): Record<string, Booking> {
  const out: Record<string, Booking> = {};
  for (const key of demoClientKeys) {
    const user = demoUser(key);
    bookingPlan[key].forEach(([status, offset, time, serviceId, price, member], index) => {
      const scheduledAt = clock.at(offset, time);
      const minutes = demoServices[serviceId]?.duration_minutes ?? defaultBookingDurationMinutes;
      out[`booking-${key}-${index + 1}`] = {
        ...demoBookingDefaults,
        client_id: uids[key],
        staff_id: uids[member],
        service_id: serviceId,
        scheduled_at: scheduledAt,
        end_at: new Date(scheduledAt.getTime() + minutes * 60_000),
        duration_minutes: minutes,
        buffer_minutes: demoServices[serviceId]?.buffer_minutes ?? 0,
        total_price: price,
        line_items: [{ kind: 'service', label: demoServices[serviceId]?.name ?? 'Service', amount: price }],
        status,
        cancellation_reason: status === 'cancelled' ? 'Client rescheduled by message' : null,
        service_name: demoServices[serviceId]?.name ?? null,
        client_name: user.full_name,
        client_email: user.email,
        created_at: clock.ago(Math.max(0, -offset) + 14),
      };
    });
  }
  return out;
}

/** Interests in every status, across both clients. */
export function demoBookingInterests(clock: DemoClock, uids: DemoUids): Record<string, BookingInterest> {
  const interest = (
    key: ClientKey,
    status: BookingInterest['status'],
    category: BookingInterest['category'],
    dateOffset: number,
    time: string,
    createdDaysAgo: number,
    notes: string | null,
  ): BookingInterest => {
    const user = demoUser(key);
    return {
      client_id: uids[key],
      category,
      service_id: null,
      preferred_date: clock.date(dateOffset),
      preferred_time: time,
      client_notes: notes,
      instagram_handle: key === 'ana' ? 'ana.lima.nails' : null,
      status,
      contacted_at: status === 'new' || status === 'withdrawn' ? null : clock.ago(createdDaysAgo - 0.5),
      created_at: clock.ago(createdDaysAgo),
      client_name: user.full_name,
      client_email: user.email,
      client_phone: user.phone,
      booking_id: null,
    };
  };
  return {
    'interest-ana-new': interest(
      'ana',
      'new',
      'manicure',
      5,
      '10:00',
      0.2,
      'Almond shape, something sparkly ✨',
    ),
    'interest-bea-new': interest('bea', 'new', 'consultation', 8, '17:00', 0.5, null),
    'interest-ana-contacted': interest('ana', 'contacted', 'pedicure', 9, '13:00', 3, 'Before my vacation'),
    'interest-bea-discussing': interest(
      'bea',
      'discussing',
      'manicure',
      11,
      '09:00',
      6,
      'Wedding nails for June',
    ),
    'interest-ana-converted': interest('ana', 'converted', 'manicure', -3, '11:00', 20, null),
    'interest-bea-declined': interest('bea', 'declined', 'pedicure', -8, '16:00', 25, 'Need a Sunday slot'),
    'interest-bea-withdrawn': interest(
      'bea',
      'withdrawn',
      'manicure',
      12,
      '14:00',
      4,
      'Found a free evening',
    ),
  };
}

const profileContent: Record<
  ClientKey,
  Pick<Profile, 'instagram_handle' | 'notes' | 'allergies' | 'favorite_colors' | 'preferences'>
> = {
  ana: {
    instagram_handle: 'ana.lima.nails',
    notes: 'Regular every three weeks. Likes to try new art.',
    allergies: ['acrylic_monomer', 'latex'],
    favorite_colors: ['Dusty Rose', 'Merlot'],
    preferences: {
      nailShape: 'Almond',
      nailLength: 'Medium',
      style: 'Minimal art',
      communicationPreference: 'instagram',
    },
  },
  bea: {
    instagram_handle: null,
    notes: null,
    allergies: [],
    favorite_colors: ['Nude'],
    preferences: { nailShape: 'Square', nailLength: 'Short', style: null, communicationPreference: 'sms' },
  },
};

const joinedDaysAgo: Record<ClientKey, number> = { ana: 200, bea: 90 };

export function demoProfiles(
  clock: DemoClock,
  uids: DemoUids,
  bookings: Record<string, Booking>,
): { profiles: Record<string, Profile>; loyalty: Record<string, LoyaltyPoints> } {
  const loyaltySettings = {
    loyalty_points_per_dollar: settingDefault('loyalty_points_per_dollar'),
    loyalty_tier_thresholds: settingDefault('loyalty_tier_thresholds'),
  };
  const profiles: Record<string, Profile> = {};
  const loyalty: Record<string, LoyaltyPoints> = {};
  for (const key of demoClientKeys) {
    const uid = uids[key];
    const user = demoUser(key);
    // Derived exactly as the loyalty function derives them, so the seed looks already processed.
    const derived = deriveLoyalty(
      Object.values(bookings).filter((b) => b.client_id === uid),
      loyaltySettings,
    );
    profiles[uid] = {
      full_name: user.full_name,
      email: user.email,
      phone: user.phone,
      ...profileContent[key],
      created_at: clock.ago(joinedDaysAgo[key]),
      total_bookings: derived.total_bookings,
      loyalty_points: derived.points,
      loyalty_tier: derived.tier,
      last_visit: derived.last_visit,
      walk_in: false,
      allergies_removed: {},
    };
    loyalty[uid] = {
      user_id: uid,
      points: derived.points,
      tier: derived.tier,
      lifetime_bookings: derived.lifetime_bookings,
    };
  }
  return { profiles, loyalty };
}

/** Notes per client uid, by note id. */
export function demoClientNotes(
  clock: DemoClock,
  uids: DemoUids,
): Record<string, Record<string, ClientNote>> {
  const note = (
    key: ClientKey,
    text: string,
    note_type: ClientNote['note_type'],
    is_pinned: boolean,
    daysAgo: number,
  ) => ({
    client_id: uids[key],
    note: text,
    note_type,
    is_pinned,
    created_by: uids.owner,
    created_at: clock.ago(daysAgo),
  });
  return {
    [uids.ana]: {
      'note-ana-allergy': note(
        'ana',
        'Allergic to acrylic monomer: use Gel-X or hypoallergenic gel only.',
        'allergy',
        true,
        180,
      ),
      'note-ana-preference': note(
        'ana',
        'Prefers almond shape, medium length, muted colours.',
        'preference',
        false,
        60,
      ),
      'note-ana-general': note('ana', 'Brought inspiration photos for a wedding set.', 'general', false, 10),
    },
    [uids.bea]: {
      'note-bea-important': note(
        'bea',
        'Two no-shows: confirm by text the day before.',
        'important',
        true,
        4,
      ),
      'note-bea-general': note(
        'bea',
        'First visit went well; interested in gel pedicures.',
        'general',
        false,
        20,
      ),
    },
  };
}
