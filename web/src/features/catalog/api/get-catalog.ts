import { type Firestore, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { type ObservableStatus, useFirestore, useFirestoreCollectionData } from 'reactfire';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import { collectionRef, type Doc } from '../../../utils/firestore-refs.ts';

/**
 * The home page's catalogue: one query per collection (active categories, active services,
 * active materials), grouped on the client — never one query per category.
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

export interface Catalog {
  categories: Doc<'serviceCategories'>[];
  services: Doc<'services'>[];
  materials: Doc<'materials'>[];
}

type Status = ObservableStatus<unknown>['status'];

/**
 * 'success' once all three have loaded. A failed read never shows up here: reactfire throws it
 * from the hook, and the section's error boundary takes over.
 */
export function combinedStatus(statuses: readonly Status[]): Status {
  return statuses.every((s) => s === 'success') ? 'success' : 'loading';
}

export function useCatalog(): { status: Status; catalog: Catalog } {
  const db = useFirestore();
  const categories = useFirestoreCollectionData(activeServiceCategoriesQuery(db));
  const services = useFirestoreCollectionData(activeServicesQuery(db));
  const materials = useFirestoreCollectionData(activeMaterialsQuery(db));
  const status = combinedStatus([categories.status, services.status, materials.status]);
  const catalog = useMemo(
    () => ({
      categories: byDisplayOrder(categories.data ?? []),
      services: byDisplayOrder(services.data ?? []),
      materials: byDisplayOrder(materials.data ?? []),
    }),
    [categories.data, services.data, materials.data],
  );
  return { status, catalog };
}
