import { collections } from '@studio/domain';
import { doc, type Firestore, updateDoc } from 'firebase/firestore';

export type ToggleKind = 'serviceCategories' | 'services' | 'materials' | 'serviceAddOns';

/** Shows or hides a category, service, material or add-on: update is_active by id (spec §7). */
export function setCatalogItemActive(db: Firestore, kind: ToggleKind, id: string, isActive: boolean) {
  return updateDoc(doc(db, collections[kind], id), { is_active: isActive });
}

/** The service row's editable fields, saved when a field loses focus. */
export interface ServiceNumbers {
  base_price?: number;
  duration_minutes?: number;
}

export function updateServiceNumbers(db: Firestore, id: string, patch: ServiceNumbers) {
  return updateDoc(doc(db, collections.services, id), { ...patch });
}
