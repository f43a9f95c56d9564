import { useMemo } from 'react';
import { type PublicFilter, type PublicQuery, usePublicQuery } from '../../../lib/firebase/index.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';

/**
 * The home page's catalogue: one query per collection (active categories, services, materials
 * and add-ons), grouped on the client — never one query per category or service.
 */
const active: readonly PublicFilter[] = [['is_active', '==', true]];

export const activeServiceCategoriesQuery: PublicQuery<'serviceCategories'> = {
  collection: 'serviceCategories',
  where: active,
};

export const activeServicesQuery: PublicQuery<'services'> = { collection: 'services', where: active };

export const activeMaterialsQuery: PublicQuery<'materials'> = { collection: 'materials', where: active };

export const activeServiceAddOnsQuery: PublicQuery<'serviceAddOns'> = {
  collection: 'serviceAddOns',
  where: active,
};

export interface Catalog {
  categories: Doc<'serviceCategories'>[];
  services: Doc<'services'>[];
  materials: Doc<'materials'>[];
  addOns: Doc<'serviceAddOns'>[];
}

export function useCatalog(): DataResult<Catalog> {
  const categories = usePublicQuery(activeServiceCategoriesQuery);
  const services = usePublicQuery(activeServicesQuery);
  const materials = usePublicQuery(activeMaterialsQuery);
  const addOns = usePublicQuery(activeServiceAddOnsQuery);
  const catalog = useMemo(
    () => ({
      categories: byDisplayOrder(categories.data),
      services: byDisplayOrder(services.data),
      materials: byDisplayOrder(materials.data),
      addOns: byDisplayOrder(addOns.data),
    }),
    [categories.data, services.data, materials.data, addOns.data],
  );
  return combinedResult([categories, services, materials, addOns], catalog);
}
