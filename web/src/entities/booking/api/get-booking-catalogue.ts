import { doc, type Firestore, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { collectionRef, type Doc } from '../../../utils/firestore-refs.ts';

/** What can be booked: active services and materials in display order (the catalogue is small). */
export function bookableServicesQuery(db: Firestore) {
  return query(collectionRef(db, 'services'), where('is_active', '==', true), orderBy('display_order'));
}

export function bookableMaterialsQuery(db: Firestore) {
  return query(collectionRef(db, 'materials'), where('is_active', '==', true));
}

/** One service's add-ons (the inactive ones are left out here, as the server does). */
export function serviceAddOnsQuery(db: Firestore, serviceId: string) {
  return query(collectionRef(db, 'serviceAddOns'), where('service_id', '==', serviceId));
}

/** The bookable services and materials, live (empty lists while they load). */
export interface BookingCatalogue {
  services: Doc<'services'>[];
  materials: Doc<'materials'>[];
}

export function useBookingCatalogue(): DataResult<BookingCatalogue> {
  const db = useFirestore();
  const services = useFirestoreCollectionData(bookableServicesQuery(db));
  const materials = useFirestoreCollectionData(bookableMaterialsQuery(db));
  const data = useMemo(
    () => ({
      services: services.data ?? [],
      materials: [...(materials.data ?? [])].sort((a, b) => a.display_order - b.display_order),
    }),
    [services.data, materials.data],
  );
  return combinedResult([services, materials], data);
}

/** Active add-ons in display order (the inactive ones are left out here, as the server does). */
function offeredAddOns(data: Doc<'serviceAddOns'>[] | undefined) {
  return (data ?? []).filter((a) => a.is_active).sort((a, b) => a.display_order - b.display_order);
}

export function useServiceAddOns(serviceId: string): DataResult<Doc<'serviceAddOns'>[]> {
  const db = useFirestore();
  const read = useFirestoreCollectionData(serviceAddOnsQuery(db, serviceId));
  const addOns = useMemo(() => offeredAddOns(read.data), [read.data]);
  return combinedResult([read], addOns);
}

/**
 * Her profile whichever way the page read it first: reactfire shares one cache entry per document
 * whatever the converter, and the client's page reads her checked ({ ok, document }, useClient)
 * while other screens read her plain. Taking only the plain shape, the form saw no allergies and
 * warned of nothing when booking from her page.
 */
export function bookedProfile(data: unknown): Doc<'profiles'> | undefined {
  if (!data || typeof data !== 'object') return undefined;
  if (!('ok' in data)) return data as Doc<'profiles'>;
  const checked = data as { ok: boolean; document?: Doc<'profiles'> };
  return checked.ok ? checked.document : undefined;
}

/** The client being booked: her allergies and loyalty points, live. */
export function useBookingClient(clientId: string): DataResult<Doc<'profiles'> | undefined> {
  const db = useFirestore();
  const read = useFirestoreDocData(doc(collectionRef(db, 'profiles'), clientId));
  return combinedResult([read], bookedProfile(read.data));
}

/** The add-ons of a visit's services, in one listener ('in' takes up to 30 values; a visit holds at most 6). */
export function visitAddOnsQuery(db: Firestore, serviceIds: readonly string[]) {
  // An empty 'in' is refused by Firestore: a visit with no service yet asks for none that exist.
  const ids = serviceIds.length > 0 ? [...new Set(serviceIds)] : ['-'];
  return query(collectionRef(db, 'serviceAddOns'), where('service_id', 'in', ids));
}

/** The active add-ons of the services chosen, in display order. */
export function useVisitAddOns(serviceIds: readonly string[]): DataResult<Doc<'serviceAddOns'>[]> {
  const db = useFirestore();
  const read = useFirestoreCollectionData(visitAddOnsQuery(db, serviceIds));
  const addOns = useMemo(() => offeredAddOns(read.data), [read.data]);
  return combinedResult([read], addOns);
}
