import type { Service } from '../schemas/catalog.ts';

/**
 * The materials a service may be booked with, in the order given: the active ones its
 * compatible_material_ids names. An empty list means every active material (what services
 * stored before the field existed offer, so old documents keep working). Ids of materials that
 * no longer exist are ignored: a service whose chosen materials were all deleted offers none
 * until the owner chooses again.
 */
export function compatibleMaterials<M extends { id: string; is_active: boolean }>(
  service: Pick<Service, 'compatible_material_ids'>,
  materials: readonly M[],
): M[] {
  const active = materials.filter((material) => material.is_active);
  const chosen = service.compatible_material_ids;
  if (chosen.length === 0) return active;
  const ids = new Set(chosen);
  return active.filter((material) => ids.has(material.id));
}

/** The active add-ons of one service (each add-on names its service by id), in the order given. */
export function serviceAddOnsOf<A extends { service_id: string; is_active: boolean }>(
  serviceId: string,
  addOns: readonly A[],
): A[] {
  return addOns.filter((addOn) => addOn.is_active && addOn.service_id === serviceId);
}
