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
