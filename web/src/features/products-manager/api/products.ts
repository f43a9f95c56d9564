import { collections, type Product } from '@studio/domain';
import { addDoc, collection, deleteDoc, doc, type Firestore, query, updateDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { loadStorage } from '../../../lib/firebase/index.ts';
import { byDisplayOrder } from '../../../utils/display-order.ts';
import { collectionRef } from '../../../utils/firestore-refs.ts';
import { uploadPublicImage } from '../../../utils/upload-image.ts';

/** Every product, active or not (staff may read all); sorted by display_order here. */
export function allProductsQuery(db: Firestore) {
  return query(collectionRef(db, 'products'));
}

export function useManagedProducts() {
  const db = useFirestore();
  const { status, data, error } = useFirestoreCollectionData(allProductsQuery(db));
  const products = useMemo(() => byDisplayOrder(data ?? []), [data]);
  return { status, data: products, error };
}

/** Insert with the dialog's fields (spec §7). */
export function createProduct(db: Firestore, product: Product) {
  return addDoc(collection(db, collections.products), product);
}

/** Update by id with the dialog's fields. */
export function updateProduct(db: Firestore, id: string, product: Product) {
  return updateDoc(doc(db, collections.products, id), { ...product });
}

/** Activate / Deactivate. */
export function setProductActive(db: Firestore, id: string, isActive: boolean) {
  return updateDoc(doc(db, collections.products, id), { is_active: isActive });
}

export function deleteProduct(db: Firestore, id: string) {
  return deleteDoc(doc(db, collections.products, id));
}

/** A product photo, stored under product-images/ (public read); answers its download URL. */
export function uploadProductImage(file: File): Promise<string> {
  return uploadPublicImage(loadStorage, 'product-images', file);
}
