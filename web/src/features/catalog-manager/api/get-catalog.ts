import type { Firestore } from 'firebase/firestore';
import { query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedStatus } from '../../../utils/combined-status.ts';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';

type CatalogKind = 'serviceCategories' | 'services' | 'materials' | 'serviceAddOns';

/** Staff read every catalogue document, visible or hidden (rules); a few dozen each. */
export function catalogQuery<K extends CatalogKind>(db: Firestore, kind: K) {
  return query(collectionRef(db, kind));
}

function useCatalogCollection<K extends CatalogKind>(kind: K) {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollectionData(catalogQuery(db, kind));
  const items = useMemo(() => byDisplayOrder(data ?? []), [data]);
  return { status, data: items, error };
}

/** The whole catalogue, live: categories, services, materials and add-ons in display order. */
export function useCatalogManager() {
  const categories = useCatalogCollection('serviceCategories');
  const services = useCatalogCollection('services');
  const materials = useCatalogCollection('materials');
  const addOns = useCatalogCollection('serviceAddOns');
  const all = [categories, services, materials, addOns];
  const data = useMemo(
    () => ({
      categories: categories.data,
      services: services.data,
      materials: materials.data,
      addOns: addOns.data,
    }),
    [categories.data, services.data, materials.data, addOns.data],
  );
  return {
    status: combinedStatus(all.map((read) => read.status)),
    data,
    error: all.find((read) => read.error)?.error,
  };
}
