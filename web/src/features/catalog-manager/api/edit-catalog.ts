import { collections, type Service, type ServiceCategory } from '@studio/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDocs,
  limit,
  query,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { ToggleKind } from './update-catalog-item.ts';

export type CatalogKind = ToggleKind;

/** Adds a category, service, material or add-on with the dialog's validated fields. */
export function createCatalogItem(db: Firestore, kind: CatalogKind, data: object) {
  return addDoc(collection(db, collections[kind]), { ...data });
}

export function updateCatalogItem(db: Firestore, kind: CatalogKind, id: string, data: object) {
  return updateDoc(doc(db, collections[kind], id), { ...data });
}

export function deleteCatalogItem(db: Firestore, kind: CatalogKind, id: string) {
  return deleteDoc(doc(db, collections[kind], id));
}

/**
 * Saves a category; a rename moves its services (they name their category by name) in the same
 * batch, so no service is ever left under a name that no longer exists.
 */
export function saveCategory(
  db: Firestore,
  id: string,
  category: ServiceCategory,
  oldName: string,
  services: readonly { id: string; parent_category: string | null }[],
) {
  const batch = writeBatch(db);
  batch.update(doc(db, collections.serviceCategories, id), { ...category });
  if (category.name !== oldName)
    for (const service of services)
      if (service.parent_category === oldName)
        batch.update(doc(db, collections.services, service.id), { parent_category: category.name });
  return batch.commit();
}

/** New display orders of one list, in one batch (the arrows' move). */
export function saveDisplayOrders(
  db: Firestore,
  kind: CatalogKind,
  orders: readonly { id: string; display_order: number }[],
) {
  const batch = writeBatch(db);
  for (const { id, display_order } of orders) batch.update(doc(db, collections[kind], id), { display_order });
  return batch.commit();
}

/**
 * Whether a booking names this service (one read). Staff who may not read bookings get an error
 * from the rules: the answer is then 'maybe', read as yes, so the service is archived, never lost.
 */
async function isServiceBooked(db: Firestore, serviceId: string): Promise<boolean> {
  try {
    const found = await getDocs(
      query(collection(db, collections.bookings), where('service_id', '==', serviceId), limit(1)),
    );
    return !found.empty;
  } catch {
    return true;
  }
}

/** Deletes a service, or archives it (hidden) when bookings refer to it. Answers which. */
export async function deleteOrArchiveService(
  db: Firestore,
  service: { id: string } & Pick<Service, 'is_active'>,
): Promise<'deleted' | 'archived'> {
  if (await isServiceBooked(db, service.id)) {
    await updateDoc(doc(db, collections.services, service.id), { is_active: false });
    return 'archived';
  }
  await deleteDoc(doc(db, collections.services, service.id));
  return 'deleted';
}
