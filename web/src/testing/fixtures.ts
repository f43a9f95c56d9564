import { bookingInterestSchema, bookingSchema } from '@studio/domain';
import type { Doc } from '../utils/firestore-refs.ts';

/** Catalogue, shop and blog documents as the converters hand them to components. */
export const category = (patch: Partial<Doc<'serviceCategories'>> = {}): Doc<'serviceCategories'> => ({
  id: 'cat-mani',
  name: 'Manicure',
  description: 'Hands that turn heads.',
  icon: '💅',
  display_order: 1,
  is_active: true,
  ...patch,
});

export const service = (patch: Partial<Doc<'services'>> = {}): Doc<'services'> => ({
  id: 'svc-1',
  name: 'Classic Manicure',
  description: 'Shape, cuticle care and polish.',
  parent_category: 'Manicure',
  subcategory: 'Classic',
  base_price: 35,
  show_starting_price: true,
  duration_minutes: 45,
  display_order: 1,
  is_active: true,
  compatible_material_ids: [],
  allergens: [],
  free_of: [],
  ...patch,
});

export const material = (patch: Partial<Doc<'materials'>> = {}): Doc<'materials'> => ({
  id: 'mat-1',
  name: 'Gel',
  description: null,
  price_modifier: 10,
  price_modifier_type: 'flat',
  duration_modifier_minutes: 15,
  display_order: 1,
  is_active: true,
  allergens: [],
  free_of: [],
  ...patch,
});

export const addOn = (patch: Partial<Doc<'serviceAddOns'>> = {}): Doc<'serviceAddOns'> => ({
  id: 'addon-1',
  service_id: 'svc-1',
  name: 'Nail Art',
  type: 'Nail Art',
  is_required: false,
  is_active: true,
  display_order: 1,
  options: [{ id: 'o1', label: 'Chrome', price_modifier: 5 }],
  allergens: [],
  free_of: [],
  ...patch,
});

export const product = (patch: Partial<Doc<'products'>> = {}): Doc<'products'> => ({
  id: 'prod-1',
  name: 'Cuticle Oil',
  description: 'Nourishing almond oil.',
  category: 'nail_care',
  price: 12.5,
  compare_at_price: 16,
  stock_quantity: 8,
  image_url: null,
  featured: true,
  is_active: true,
  display_order: 1,
  ...patch,
});

export const post = (patch: Partial<Doc<'blogPosts'>> = {}): Doc<'blogPosts'> => ({
  id: 'post-1',
  title: 'Winter Nail Care',
  slug: 'winter-nail-care',
  excerpt: 'Keep your nails strong through the cold months.',
  content: '<p>Moisturise daily.</p>',
  category: 'Care',
  status: 'published',
  featured_image: null,
  tags: ['care', 'winter'],
  author_id: 'owner-1',
  created_at: new Date('2026-11-01T12:00:00Z'),
  published_at: new Date('2026-11-02T12:00:00Z'),
  read_time_minutes: 4,
  ...patch,
});

/**
 * Ana's Gel Manicure on 26 Nov 2026 at 2 PM New York time, parsed through the booking schema so
 * the fields a test does not name take their defaults, as an older stored booking would.
 */
export const booking = ({ id = 'b1', ...patch }: Partial<Doc<'bookings'>> = {}): Doc<'bookings'> => ({
  id,
  ...bookingSchema.parse({
    client_id: 'uid-ana',
    service_id: 'svc-gel',
    scheduled_at: new Date('2026-11-26T19:00:00Z'),
    total_price: 65,
    status: 'confirmed',
    service_name: 'Gel Manicure',
    client_name: 'Ana Lima',
    client_email: 'ana@studio.test',
    ...patch,
  }),
});

/**
 * Ana's manicure request for 27 Nov 2026 at 1 PM, sent 22 Nov, parsed through the interest schema
 * so the fields a test does not name take their defaults (service_id null, as before issue 14).
 */
export const bookingInterest = ({
  id = 'i1',
  ...patch
}: Partial<Doc<'bookingInterests'>> = {}): Doc<'bookingInterests'> => ({
  id,
  ...bookingInterestSchema.parse({
    client_id: 'uid-ana',
    category: 'manicure',
    preferred_date: '2026-11-27',
    preferred_time: '13:00',
    client_notes: null,
    instagram_handle: 'ana.lima.nails',
    status: 'new',
    contacted_at: null,
    created_at: new Date('2026-11-22T14:00:00Z'),
    client_name: 'Ana Lima',
    client_email: 'ana@studio.test',
    client_phone: null,
    ...patch,
  }),
});
