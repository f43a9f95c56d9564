// Documents the functions' tests seed, shaped as the dashboard writes them.
import type { Service } from '@studio/domain';

/** A service as the catalog screen saves it; bookings carry a copy of its name. */
export function serviceDocument(name = 'Gel Manicure'): Service {
  return {
    name,
    description: null,
    parent_category: 'Nails',
    subcategory: null,
    base_price: 45,
    show_starting_price: true,
    duration_minutes: 60,
    display_order: 1,
    is_active: true,
    compatible_material_ids: [],
    allergens: [],
    free_of: [],
  };
}
