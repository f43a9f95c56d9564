import { compatibleMaterials, groupServicesByParentCategory, studioConstants } from '@studio/domain';

export interface CatalogSection<C, S> {
  /** The category document, or null for services whose parent category is not one of them. */
  category: C | null;
  title: string;
  services: S[];
}

/**
 * The Service Catalog tab: one section per category (in the given order) with the services whose
 * parent_category is its name; then a section per parent name that matches no category; then
 * 'Uncategorized' for services without one (spec §2).
 */
export function catalogSections<C extends { name: string }, S extends { parent_category: string | null }>(
  categories: readonly C[],
  services: readonly S[],
): CatalogSection<C, S>[] {
  const groups = groupServicesByParentCategory(services);
  const byName = new Map(groups.map((g) => [g.name, g.services]));
  const names = new Set(categories.map((c) => c.name.trim()));
  const sections: CatalogSection<C, S>[] = categories.map((category) => ({
    category,
    title: category.name,
    services: byName.get(category.name.trim()) ?? [],
  }));
  for (const group of groups) {
    if (!names.has(group.name))
      sections.push({ category: null, title: group.name, services: group.services });
  }
  return sections;
}

/**
 * A service card shows the first three materials it may be booked with (spec §9): the active ones
 * it chose, or every active one when it chose none (domain's compatibleMaterials).
 */
export function cardMaterials<M extends { id: string; is_active: boolean }>(
  service: { compatible_material_ids: string[] },
  materials: readonly M[],
): M[] {
  return compatibleMaterials(service, materials).slice(0, studioConstants.dashboardServiceMaterials);
}

/**
 * A typed number for a service field: base price to the cent, minutes whole; null when it is
 * not a number or below 0 (the field then goes back to the stored value).
 */
export function parseServiceNumber(kind: 'base_price' | 'duration_minutes', text: string): number | null {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(n) || n < 0) return null;
  if (kind === 'duration_minutes') return Number.isInteger(n) && n <= 1440 ? n : null;
  return n <= 100000 ? Math.round(n * 100) / 100 : null;
}

/** Toast wording for a switch (spec §8): 'Service hidden' / 'Service visible'. */
export function toggleMessage(texts: { hidden: string; visible: string }, nowActive: boolean): string {
  return nowActive ? texts.visible : texts.hidden;
}
