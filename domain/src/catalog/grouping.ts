export interface ServiceGroup<S> {
  name: string;
  services: S[];
}

function groupBy<S>(services: readonly S[], keyOf: (s: S) => string | null | undefined, fallback: string) {
  const groups = new Map<string, S[]>();
  for (const service of services) {
    const name = keyOf(service)?.trim() || fallback;
    groups.set(name, [...(groups.get(name) ?? []), service]);
  }
  // Named groups in order of first appearance; the fallback group last.
  const named = [...groups].filter(([name]) => name !== fallback);
  const rest = groups.get(fallback);
  const ordered: ServiceGroup<S>[] = named.map(([name, list]) => ({ name, services: list }));
  if (rest) ordered.push({ name: fallback, services: rest });
  return ordered;
}

/** The home page card's groups: by subcategory, 'Other' when none (spec §2). */
export function groupServicesBySubcategory<S extends { subcategory: string | null }>(services: readonly S[]) {
  return groupBy(services, (s) => s.subcategory, 'Other');
}

/** The dashboard catalogue's groups: by parent category, 'Uncategorized' when none (spec §2). */
export function groupServicesByParentCategory<S extends { parent_category: string | null }>(
  services: readonly S[],
) {
  return groupBy(services, (s) => s.parent_category, 'Uncategorized');
}
