import { describe, expect, it } from 'vitest';
import { setUserRoleInputSchema } from './access.ts';
import { blogPostSchema } from './blog.ts';
import {
  availabilityBlockSchema,
  blockedTimeSlotSchema,
  bookingInterestSchema,
  bookingSchema,
  newAvailabilityBlockSchema,
  newBlockedTimeSlotSchema,
} from './bookings.ts';
import { materialSchema, serviceAddOnSchema, serviceSchema } from './catalog.ts';
import { clientNoteSchema, profileSchema } from './clients.ts';
import { calendarDateSchema, documentIdSchema, timeOfDaySchema } from './fields.ts';
import { productSchema } from './shop.ts';

const at = new Date('2026-06-15T14:00:00Z');
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

const product = {
  name: 'Cuticle Oil',
  description: null,
  category: 'nail_care',
  price: 14,
  compare_at_price: null,
  stock_quantity: 3,
  image_url: null,
  featured: false,
  is_active: true,
  display_order: 0,
};

describe('field schemas', () => {
  it('accept HH:mm times only', () => {
    for (const t of ['00:00', '09:00', '23:59']) expect(ok(timeOfDaySchema, t), t).toBe(true);
    for (const t of ['24:00', '9:00', '09:60', '', ' 09:00', '09:00:00'])
      expect(ok(timeOfDaySchema, t), t).toBe(false);
  });
  it('accept real calendar dates only', () => {
    expect(ok(calendarDateSchema, '2028-02-29')).toBe(true);
    for (const d of ['2026-02-29', '2026-13-01', '2026-1-1', '', '2026-06-15T00:00:00Z']) {
      expect(ok(calendarDateSchema, d), d).toBe(false);
    }
  });
  it('refuse empty ids and ids with a slash', () => {
    expect(ok(documentIdSchema, 'abc')).toBe(true);
    expect(ok(documentIdSchema, '')).toBe(false);
    expect(ok(documentIdSchema, 'a/b')).toBe(false);
  });
});

describe('products schema', () => {
  it('accepts a product, including huge stock and unicode names', () => {
    expect(ok(productSchema, product)).toBe(true);
    expect(ok(productSchema, { ...product, name: 'Vernis Crème ✨', stock_quantity: 2 ** 40 })).toBe(true);
  });
  it('refuses negative, NaN, fractional stock and unknown categories', () => {
    expect(ok(productSchema, { ...product, price: -1 })).toBe(false);
    expect(ok(productSchema, { ...product, price: Number.NaN })).toBe(false);
    expect(ok(productSchema, { ...product, price: Number.POSITIVE_INFINITY })).toBe(false);
    expect(ok(productSchema, { ...product, stock_quantity: 1.5 })).toBe(false);
    expect(ok(productSchema, { ...product, category: 'shoes' })).toBe(false);
    expect(ok(productSchema, { ...product, name: '   ' })).toBe(false);
  });
  it('reads an absent compare-at price as null', () => {
    const { compare_at_price: _, ...rest } = product;
    expect(productSchema.parse(rest).compare_at_price).toBeNull();
  });
});

describe('catalogue schemas', () => {
  it('keep a service with no subcategory and refuse a negative price', () => {
    const service = {
      name: 'Gel Manicure',
      parent_category: 'Manicure',
      base_price: 50,
      show_starting_price: true,
      duration_minutes: 60,
      display_order: 1,
      is_active: true,
    };
    expect(serviceSchema.parse(service).subcategory).toBeNull();
    expect(ok(serviceSchema, { ...service, base_price: -5 })).toBe(false);
  });
  it('only knows flat and percent modifiers', () => {
    const material = {
      name: 'Gel',
      price_modifier: 15,
      price_modifier_type: 'flat',
      duration_modifier_minutes: 0,
      display_order: 0,
      is_active: true,
    };
    expect(ok(materialSchema, material)).toBe(true);
    expect(ok(materialSchema, { ...material, price_modifier_type: 'percentage' })).toBe(false);
    // A negative modifier is stored (a discount); the catalogue just hides it.
    expect(ok(materialSchema, { ...material, price_modifier: -5 })).toBe(true);
  });
  it('validates nested add-on options', () => {
    const addOn = {
      service_id: 's1',
      name: 'Length',
      type: 'Length',
      is_required: true,
      is_active: true,
      display_order: 0,
      options: [{ id: 'short', label: 'Short', price_modifier: 0 }],
    };
    expect(ok(serviceAddOnSchema, addOn)).toBe(true);
    expect(ok(serviceAddOnSchema, { ...addOn, options: [{ id: 'x', label: '', price_modifier: 1 }] })).toBe(
      false,
    );
    expect(serviceAddOnSchema.parse({ ...addOn, options: undefined }).options).toEqual([]);
  });
});

describe('booking schemas', () => {
  it('refuse an unknown booking status', () => {
    const booking = {
      client_id: 'c',
      service_id: 's',
      scheduled_at: at,
      total_price: 50,
      status: 'scheduled',
    };
    expect(ok(bookingSchema, booking)).toBe(true);
    expect(ok(bookingSchema, { ...booking, status: 'pending' })).toBe(true);
    expect(ok(bookingSchema, { ...booking, status: 'declined' })).toBe(false);
    expect(ok(bookingSchema, { ...booking, scheduled_at: '2026-06-15' })).toBe(false);
  });
  it('read a booking written before issue 12 with every new field at its default', () => {
    const old = { client_id: 'c', service_id: 's', scheduled_at: at, total_price: 50, status: 'completed' };
    expect(bookingSchema.parse(old)).toMatchObject({
      end_at: null,
      duration_minutes: null,
      material_ids: [],
      add_on_selections: [],
      line_items: [],
      tax_amount: 0,
      deposit_amount: 0,
      notes: null,
      interest_id: null,
      cancellation_reason: null,
      conflict_override: false,
      allergy_acknowledged: false,
      loyalty_points_redeemed: 0,
      status_changed_by: null,
      status_changed_at: null,
      created_by: null,
      created_at: null,
    });
    expect(ok(bookingSchema, { ...old, line_items: [{ kind: 'tip', label: 'x', amount: 1 }] })).toBe(false);
    expect(ok(bookingSchema, { ...old, loyalty_points_redeemed: -1 })).toBe(false);
  });
  it('refuse a new blocked time that ends before it starts, and still read an old one', () => {
    const later = new Date(at.getTime() + 3_600_000);
    expect(ok(newBlockedTimeSlotSchema, { start_datetime: at, end_datetime: later })).toBe(true);
    const reversed = newBlockedTimeSlotSchema.safeParse({ start_datetime: later, end_datetime: at });
    expect(reversed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['end_datetime'], 'The end time must be after the start time'],
    ]);
    expect(ok(newBlockedTimeSlotSchema, { start_datetime: at, end_datetime: at })).toBe(false);
    expect(ok(blockedTimeSlotSchema, { start_datetime: later, end_datetime: at })).toBe(true);
  });

  it('refuse a new weekly window that ends when or before it starts, and still read an old one', () => {
    expect(
      newAvailabilityBlockSchema.parse({ day_of_week: 0, start_time: '06:00', end_time: '07:00' }),
    ).toEqual({
      day_of_week: 0,
      start_time: '06:00',
      end_time: '07:00',
    });
    const reversed = newAvailabilityBlockSchema.safeParse({
      day_of_week: 0,
      start_time: '18:00',
      end_time: '06:00',
    });
    expect(reversed.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['end_time'], 'The end time must be after the start time'],
    ]);
    expect(ok(newAvailabilityBlockSchema, { day_of_week: 0, start_time: '09:00', end_time: '09:00' })).toBe(
      false,
    );
    expect(
      ok(availabilityBlockSchema, {
        day_of_week: 0,
        start_time: '18:00',
        end_time: '06:00',
        is_active: true,
      }),
    ).toBe(true);
  });

  it('keep day_of_week within 0–6', () => {
    const block = { day_of_week: 6, start_time: '10:00', end_time: '18:00', is_active: true };
    expect(ok(availabilityBlockSchema, block)).toBe(true);
    expect(ok(availabilityBlockSchema, { ...block, day_of_week: 7 })).toBe(false);
    expect(ok(availabilityBlockSchema, { ...block, day_of_week: -1 })).toBe(false);
  });
  it('accept an interest before the function copies the profile', () => {
    const interest = bookingInterestSchema.parse({
      client_id: 'c',
      category: 'consultation',
      preferred_date: '2026-06-20',
      preferred_time: '09:00',
      status: 'new',
      created_at: at,
    });
    expect(interest).toMatchObject({ client_name: null, contacted_at: null, instagram_handle: null });
  });
});

describe('client schemas', () => {
  it('refuse a blank note', () => {
    const note = {
      client_id: 'c',
      note: 'Hi',
      note_type: 'general',
      is_pinned: false,
      created_by: 'o',
      created_at: at,
    };
    expect(ok(clientNoteSchema, note)).toBe(true);
    expect(ok(clientNoteSchema, { ...note, note: ' \n ' })).toBe(false);
    expect(ok(clientNoteSchema, { ...note, note_type: 'allergies' })).toBe(false);
  });
  it('refuse an unknown tier and a bad communication preference', () => {
    expect(ok(profileSchema, { created_at: at, loyalty_tier: 'diamond' })).toBe(false);
    expect(
      ok(profileSchema, {
        created_at: at,
        preferences: { nailShape: null, nailLength: null, style: null, communicationPreference: 'pigeon' },
      }),
    ).toBe(false);
  });
});

describe('blog schema', () => {
  it('requires a slug and a valid status', () => {
    const post = {
      title: 'T',
      slug: 't',
      content: '<p>x</p>',
      status: 'draft',
      author_id: 'o',
      created_at: at,
    };
    expect(ok(blogPostSchema, post)).toBe(true);
    expect(ok(blogPostSchema, { ...post, slug: '' })).toBe(false);
    expect(ok(blogPostSchema, { ...post, status: 'hidden' })).toBe(false);
    expect(blogPostSchema.parse(post).tags).toEqual([]);
  });
});

describe('setUserRole input', () => {
  it('takes a uid Auth and Firestore accept, or an e-mail (lower-cased)', () => {
    expect(setUserRoleInputSchema.parse({ uid: 'u'.repeat(128), role: 'assistant' })).toEqual({
      uid: 'u'.repeat(128),
      role: 'assistant',
    });
    expect(setUserRoleInputSchema.parse({ email: ' Ana@Example.com ', role: 'owner' })).toEqual({
      email: 'ana@example.com',
      role: 'owner',
    });
  });

  it('refuses long, reserved or slashed uids, unknown roles and extra keys', () => {
    for (const uid of ['u'.repeat(129), '.', '..', '__x__', 'a/b', '']) {
      expect(setUserRoleInputSchema.safeParse({ uid, role: 'client' }).success).toBe(false);
    }
    expect(setUserRoleInputSchema.safeParse({ uid: 'u1', role: 'admin' }).success).toBe(false);
    expect(setUserRoleInputSchema.safeParse({ uid: 'u1', role: 'client', extra: 1 }).success).toBe(false);
  });
});
