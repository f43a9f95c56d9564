import { describe, expect, it } from 'vitest';
import { serviceSchema } from '../schemas/catalog.ts';
import { compatibleMaterials, serviceAddOnsOf } from './compatibility.ts';

const materials = [
  { id: 'gel', is_active: true },
  { id: 'chrome', is_active: true },
  { id: 'hidden', is_active: false },
  { id: 'acrylic', is_active: true },
];
const ids = (list: readonly { id: string }[]) => list.map((m) => m.id);

describe('compatibleMaterials', () => {
  it('offers every active material when the service chose none', () => {
    expect(ids(compatibleMaterials({ compatible_material_ids: [] }, materials))).toEqual([
      'gel',
      'chrome',
      'acrylic',
    ]);
  });

  it('offers only the chosen ones, in the materials order, never a hidden one', () => {
    const service = { compatible_material_ids: ['acrylic', 'hidden', 'gel'] };
    expect(ids(compatibleMaterials(service, materials))).toEqual(['gel', 'acrylic']);
  });

  it('offers none when every chosen material is gone', () => {
    expect(compatibleMaterials({ compatible_material_ids: ['deleted'] }, materials)).toEqual([]);
  });

  it('reads a service stored before the field existed as compatible with all', () => {
    const old = serviceSchema.parse({
      name: 'Gel Manicure',
      base_price: 50,
      show_starting_price: true,
      duration_minutes: 60,
      display_order: 1,
      is_active: true,
    });
    expect(old.compatible_material_ids).toEqual([]);
    expect(compatibleMaterials(old, materials)).toHaveLength(3);
  });
});

describe('serviceAddOnsOf', () => {
  it('answers the active add-ons of that service only', () => {
    const addOns = [
      { id: 'a', service_id: 's1', is_active: true },
      { id: 'b', service_id: 's2', is_active: true },
      { id: 'c', service_id: 's1', is_active: false },
    ];
    expect(ids(serviceAddOnsOf('s1', addOns))).toEqual(['a']);
  });
});
