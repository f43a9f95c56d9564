import { compatibleMaterials } from '@studio/domain/catalog/compatibility';
import { groupServicesBySubcategory, type ServiceGroup } from '@studio/domain/catalog/grouping';

/** A category card's services: those whose parent_category is the category's name (spec §3). */
export function servicesOfCategory<S extends { parent_category: string | null }>(
  services: readonly S[],
  categoryName: string,
): S[] {
  const name = categoryName.trim().toLowerCase();
  return services.filter((s) => (s.parent_category ?? '').trim().toLowerCase() === name);
}

export function categoryGroups<S extends { parent_category: string | null; subcategory: string | null }>(
  services: readonly S[],
  categoryName: string,
): ServiceGroup<S>[] {
  return groupServicesBySubcategory(servicesOfCategory(services, categoryName));
}

/** Single-open list: opening a group closes the others; opening the open one closes it. */
export function toggleGroup(open: string | null, name: string): string | null {
  return open === name ? null : name;
}

/**
 * The materials a category card lists: those at least one of its services may be booked with, in
 * the materials' order (a service that chose none takes every material).
 */
export function categoryMaterials<M extends { id: string; is_active: boolean }>(
  services: readonly { compatible_material_ids: string[] }[],
  materials: readonly M[],
): M[] {
  const offered = new Set(services.flatMap((service) => compatibleMaterials(service, materials)));
  return materials.filter((material) => offered.has(material));
}
