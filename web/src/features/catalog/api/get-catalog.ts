import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { combinedStatus, type Status } from '../../../utils/combined-status.ts';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import { collectionRef, type Doc } from '../../../utils/firestore-refs.ts';

/**
 * The home page's catalogue: one query per collection (active categories, services, materials
 * and add-ons), grouped on the client — never one query per category or service.
 */
export function activeServiceCategoriesQuery(db: Firestore) {
  return query(collectionRef(db, 'serviceCategories'), where('is_active', '==', true));
}

export function activeServicesQuery(db: Firestore) {
  return query(collectionRef(db, 'services'), where('is_active', '==', true));
}

export function activeMaterialsQuery(db: Firestore) {
  return query(collectionRef(db, 'materials'), where('is_active', '==', true));
}

export function activeServiceAddOnsQuery(db: Firestore) {
  return query(collectionRef(db, 'serviceAddOns'), where('is_active', '==', true));
}

export interface Catalog {
  categories: Doc<'serviceCategories'>[];
  services: Doc<'services'>[];
  materials: Doc<'materials'>[];
  addOns: Doc<'serviceAddOns'>[];
}

export function useCatalog(): { status: Status; catalog: Catalog } {
  const db = useFirestore();
  const categories = useFirestoreCollectionData(activeServiceCategoriesQuery(db));
  const services = useFirestoreCollectionData(activeServicesQuery(db));
  const materials = useFirestoreCollectionData(activeMaterialsQuery(db));
  const addOns = useFirestoreCollectionData(activeServiceAddOnsQuery(db));
  const status = combinedStatus([categories.status, services.status, materials.status, addOns.status]);
  const catalog = useMemo(
    () => ({
      categories: byDisplayOrder(categories.data ?? []),
      services: byDisplayOrder(services.data ?? []),
      materials: byDisplayOrder(materials.data ?? []),
      addOns: byDisplayOrder(addOns.data ?? []),
    }),
    [categories.data, services.data, materials.data, addOns.data],
  );
  return { status, catalog };
}
