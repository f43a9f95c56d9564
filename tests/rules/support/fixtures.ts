// Valid documents of every collection, as the app and the functions write them. Each test seeds
// the ones it needs; hostile tests change one field of these.
import { type ReportDay, reportDayOf } from '@studio/domain';
import { serviceDocument } from '../../../functions/test/fixtures.ts';
import { CLIENT_UID, OTHER_CLIENT_UID } from './actors.ts';
import type { Data } from './driver.ts';

export const T0 = new Date('2026-03-01T15:00:00.000Z');
export const T1 = new Date('2026-03-02T15:00:00.000Z');

export function profile(uid: string, fullName: string): Data {
  return {
    full_name: fullName,
    email: `${uid}@example.com`,
    phone: '555-0100',
    instagram_handle: 'ana.nails',
    notes: null,
    allergies: [],
    favorite_colors: ['red'],
    preferences: { nailShape: 'almond', nailLength: null, style: null, communicationPreference: 'instagram' },
    created_at: T0,
    total_bookings: 1,
    loyalty_points: 450,
    loyalty_tier: 'standard',
    last_visit: T0,
  };
}

/** Documents every test has: both clients' profiles and roles, and the service bookings name. */
export function baseDocuments(): Record<string, Data> {
  return {
    [`profiles/${CLIENT_UID}`]: profile(CLIENT_UID, 'Ana'),
    [`profiles/${OTHER_CLIENT_UID}`]: profile(OTHER_CLIENT_UID, 'Bea'),
    [`user_roles/${CLIENT_UID}`]: { user_id: CLIENT_UID, role: 'client' },
    [`user_roles/${OTHER_CLIENT_UID}`]: { user_id: OTHER_CLIENT_UID, role: 'client' },
    'services/gel': service(),
  };
}

export function serviceCategory(): Data {
  return { name: 'Nails', description: 'Hands and feet', icon: '💅', display_order: 1, is_active: true };
}

export function service(): Data {
  return { ...serviceDocument(), description: 'Long lasting colour' };
}

export function material(): Data {
  return {
    name: 'Chrome powder',
    description: null,
    price_modifier: 10,
    price_modifier_type: 'flat',
    duration_modifier_minutes: 10,
    display_order: 1,
    is_active: true,
  };
}

export function serviceAddOn(): Data {
  return {
    service_id: 'gel',
    name: 'Nail art',
    type: 'Nail Art',
    is_required: false,
    is_active: true,
    display_order: 1,
    options: [
      { id: 'simple', label: 'Simple', price_modifier: 5 },
      { id: 'full', label: 'Full set', price_modifier: 15.5 },
    ],
  };
}

export function product(): Data {
  return {
    name: 'Cuticle oil',
    description: 'Almond and vitamin E',
    category: 'nail_care',
    price: 12.5,
    compare_at_price: null,
    stock_quantity: 10,
    image_url: null,
    featured: false,
    is_active: true,
    display_order: 1,
  };
}

export function order(clientId: string = CLIENT_UID): Data {
  return {
    client_id: clientId,
    client_name: 'Bea Client',
    client_email: null,
    lines: [{ product_id: 'p1', name: 'Cuticle Oil', unit_price_cents: 1800, quantity: 1, line_cents: 1800 }],
    subtotal_cents: 1800,
    tax_rate_percent: 0,
    tax_cents: 0,
    shipping_cents: 0,
    total_cents: 1800,
    fulfilment: 'pickup',
    shipping_address: null,
    status: 'reserved',
    created_at: T0,
    status_changed_by: null,
    status_changed_at: null,
  };
}

export function blogPost(authorId: string, createdAt: unknown = T0): Data {
  return {
    title: 'Spring colours',
    slug: 'spring-colours',
    excerpt: 'What we paint this spring',
    content: '<p>Pastels.</p>',
    category: 'Trends',
    status: 'published',
    featured_image: null,
    tags: ['spring', 'colour'],
    author_id: authorId,
    created_at: createdAt,
    published_at: T0,
    read_time_minutes: 3,
  };
}

export function booking(clientId: string = CLIENT_UID): Data {
  return {
    client_id: clientId,
    service_id: 'gel',
    scheduled_at: T1,
    total_price: 45,
    status: 'scheduled',
  };
}

/** A day rollup as the report trigger writes it: one completed visit at 10:00 in New York. */
export function reportDay(date: string): ReportDay {
  const visit = {
    id: 'b1',
    client_id: CLIENT_UID,
    service_id: 'gel',
    service_name: 'Gel Manicure',
    scheduled_at: new Date(`${date}T14:00:00Z`),
    end_at: null,
    duration_minutes: 60,
    total_price: 45,
    deposit_amount: 0,
    status: 'completed',
    status_changed_by: null,
    status_changed_at: null,
  } as const;
  return reportDayOf(date, { bookings: [visit], unreadableBookings: 0, orders: [] }, 'America/New_York');
}

export function availabilityBlock(): Data {
  return { day_of_week: 1, start_time: '09:00', end_time: '17:00', is_active: true };
}

export function blockedTimeSlot(): Data {
  return { start_datetime: T0, end_datetime: T1, reason: 'Holiday' };
}

/** public_availability/blocked_dates as the function publishes it: times, never reasons. */
export function publicBlockedDates(): Data {
  return { slots: [{ start_datetime: T0, end_datetime: T1 }], updated_at: T0 };
}

/**
 * The UTC calendar date `days` from now. The studio's today is the UTC date or the day before
 * (its zones are UTC-4…-8), so 1 to 59 days ahead is always a date a client may ask for.
 */
export function daysAhead(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function bookingInterest(clientId: string, createdAt: unknown = T0): Data {
  return {
    client_id: clientId,
    category: 'manicure',
    preferred_date: daysAhead(10),
    preferred_time: '10:00',
    client_notes: 'Short almond nails',
    instagram_handle: '@ana.nails',
    status: 'new',
    contacted_at: null,
    created_at: createdAt,
  };
}

/** A client's waitlist entry for a day ten days ahead, 10:00 to 13:00 on the studio's clock. */
export function waitlistEntry(clientId: string, createdAt: unknown = T0): Data {
  return {
    client_id: clientId,
    date: daysAhead(10),
    category: 'manicure',
    earliest_time: '10:00',
    latest_time: '13:00',
    created_at: createdAt,
  };
}

export function clientPhoto(uploadedBy: string, createdAt: unknown = T0): Data {
  return {
    client_id: CLIENT_UID,
    photo_url: `http://127.0.0.1/v0/b/bucket/o/client-photos%2F${CLIENT_UID}%2F1772377200000.jpg`,
    storage_path: `client-photos/${CLIENT_UID}/1772377200000.jpg`,
    photo_type: 'before',
    notes: null,
    tags: ['gel'],
    booking_id: null,
    uploaded_by: uploadedBy,
    created_at: createdAt,
  };
}

export function clientNote(createdBy: string, createdAt: unknown = T0): Data {
  return {
    client_id: CLIENT_UID,
    note: 'Prefers almond shape',
    note_type: 'preference',
    is_pinned: false,
    created_by: createdBy,
    created_at: createdAt,
  };
}

export function setting(
  key: string,
  value: unknown,
  category: string,
  updatedBy: string | null,
  updatedAt: unknown = T0,
): Data {
  return { key, value, category, updated_by: updatedBy, updated_at: updatedAt };
}

/** A mail document as queueClientMessage writes it (Trigger Email shape plus our trace fields). */
export function outgoingMail(): Data {
  return {
    to: 'ana@example.com',
    message: { subject: 'Your Gel Manicure is booked', text: 'See you soon', html: '<p>See you soon</p>' },
    client_id: CLIENT_UID,
    kind: 'booking_confirmed',
    booking_id: 'b1',
    created_at: T1,
  };
}

/** A messages document (Twilio SMS shape plus our trace fields). */
export function outgoingSms(): Data {
  return {
    to: '+15551234567',
    body: 'Studio: your Gel Manicure is booked',
    client_id: CLIENT_UID,
    kind: 'booking_reminder',
    booking_id: 'b1',
    created_at: T1,
  };
}

/** A booking_holds document as holdTime writes it (issue 32): a visitor's token holds Cam's 10:00. */
export function bookingHold(): Data {
  return {
    holder: 'visitor-token-0000000001',
    staff_id: 'staff-cam',
    service_ids: ['svc1'],
    start: T1,
    end: T1,
    expires_at: T1,
    created_at: T1,
  };
}
