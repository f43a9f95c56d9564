// The catalogue entries of a visit's services (issue 31): each service, the materials it takes
// among those chosen with it, and its add-ons. Read outside the transaction, like the booking's
// context: the catalogue is staff-edited reference data, priced as it was when the request came.
import {
  collections,
  type Material,
  materialSchema,
  type RequestedService,
  type resolveAddOnSelections,
  resolveServiceChoices,
  type Service,
  type ServiceAddOn,
  serviceAddOnSchema,
  serviceSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { refuseDomainError } from '../shared/decode.ts';

/** One service of the visit with its choices resolved against the catalogue. */
export interface VisitServiceEntry {
  serviceId: string;
  service: Service;
  materials: (Material & { id: string })[];
  /** All its active add-ons (the allergy check picks the chosen ones). */
  addOns: (ServiceAddOn & { id: string })[];
  addOnSelections: ReturnType<typeof resolveAddOnSelections>;
}

async function readService(db: Firestore, requested: RequestedService): Promise<ServiceCatalogueEntry> {
  const materialRefs = [...new Set(requested.materialIds)].map((id) =>
    db.collection(collections.materials).doc(id),
  );
  const [serviceDoc, materialDocs, addOnDocs] = await Promise.all([
    db.collection(collections.services).doc(requested.serviceId).get(),
    materialRefs.length > 0 ? db.getAll(...materialRefs) : Promise.resolve([]),
    db.collection(collections.serviceAddOns).where('service_id', '==', requested.serviceId).get(),
  ]);
  const service = serviceSchema.safeParse(serviceDoc.data());
  if (!serviceDoc.exists || !service.success || !service.data.is_active)
    throw new HttpsError('failed-precondition', 'That service is not offered.');
  const materials = materialDocs.flatMap((doc) => {
    const parsed = materialSchema.safeParse(doc.data());
    return doc.exists && parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
  });
  const addOns = addOnDocs.docs.flatMap((doc) => {
    const parsed = serviceAddOnSchema.safeParse(doc.data());
    return parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
  });
  return { service: service.data, materials, addOns };
}

/**
 * Each requested service with its choices checked: only materials the service takes, only its own
 * active add-ons, every required add-on chosen. A refusal names the service when the visit has
 * several, so staff know which one to fix.
 */
export async function readVisitCatalogue(
  db: Firestore,
  requested: readonly RequestedService[],
): Promise<VisitServiceEntry[]> {
  const read = await Promise.all(requested.map((r) => readService(db, r)));
  return requested.map((r, i) => resolveVisitServiceChoices(r, read[i], requested.length > 1));
}

/** A service's catalogue entry: the service, materials to choose among, its add-ons. */
export interface ServiceCatalogueEntry {
  service: Service;
  materials: (Material & { id: string })[];
  addOns: (ServiceAddOn & { id: string })[];
}

/** One requested service's choices checked against its catalogue entry (domain resolveServiceChoices). */
export function resolveVisitServiceChoices(
  requested: RequestedService,
  entry: ServiceCatalogueEntry | undefined,
  several: boolean,
): VisitServiceEntry {
  if (!entry) throw new HttpsError('failed-precondition', 'That service is not offered.');
  try {
    const chosen = resolveServiceChoices(
      { ...entry.service, id: requested.serviceId },
      entry,
      requested,
      several,
    );
    return { serviceId: requested.serviceId, service: entry.service, addOns: entry.addOns, ...chosen };
  } catch (error) {
    return refuseDomainError(error);
  }
}
