// What a booking's price and checks read besides the bookings themselves: the service, the
// chosen materials and add-ons, the client's profile, the weekly hours and the settings.
// Read outside the transaction: the catalogue and settings are staff-edited reference data; the
// quote uses them as they were when the request came in.
import {
  type AvailabilityBlock,
  availabilityBlockSchema,
  collections,
  type Material,
  materialSchema,
  type Profile,
  profileSchema,
  type Service,
  type ServiceAddOn,
  type SettingsValues,
  serviceAddOnSchema,
  serviceBufferMinutes,
  serviceSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { readSettings as settingsOf } from '../shared/settings.ts';
import type { DayReference } from './booking-slots.ts';

export interface BookingContext {
  service: Service;
  materials: (Material & { id: string })[];
  addOns: (ServiceAddOn & { id: string })[];
  profile: Profile;
  availabilityBlocks: AvailabilityBlock[];
  settings: SettingsValues;
}

/** Settings alone (reschedule, reopen). */
export const readSettings = settingsOf;

export async function readBookingContext(
  db: Firestore,
  input: { clientId: string; serviceId: string; materialIds: readonly string[] },
): Promise<BookingContext> {
  const materialRefs = input.materialIds.map((id) => db.collection(collections.materials).doc(id));
  const [service, profile, materials, addOns, blocks, settings] = await Promise.all([
    db.collection(collections.services).doc(input.serviceId).get(),
    db.collection(collections.profiles).doc(input.clientId).get(),
    materialRefs.length > 0 ? db.getAll(...materialRefs) : Promise.resolve([]),
    db.collection(collections.serviceAddOns).where('service_id', '==', input.serviceId).get(),
    db.collection(collections.availabilityBlocks).get(),
    settingsOf(db),
  ]);
  const parsedService = serviceSchema.safeParse(service.data());
  if (!service.exists || !parsedService.success || !parsedService.data.is_active)
    throw new HttpsError('failed-precondition', 'That service is not offered.');
  const parsedProfile = profileSchema.safeParse(profile.data());
  if (!profile.exists || !parsedProfile.success) throw new HttpsError('not-found', 'Client not found');
  return {
    service: parsedService.data,
    profile: parsedProfile.data,
    materials: materials.flatMap((doc) => {
      const parsed = materialSchema.safeParse(doc.data());
      return doc.exists && parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
    }),
    addOns: addOns.docs.flatMap((doc) => {
      const parsed = serviceAddOnSchema.safeParse(doc.data());
      return parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
    }),
    availabilityBlocks: blocks.docs.flatMap((doc) => {
      const parsed = availabilityBlockSchema.safeParse(doc.data());
      return parsed.success ? [parsed.data] : [];
    }),
    settings,
  };
}

/** What a booking day is judged against besides its documents: hours, buffers, zone, clock. */
export async function readDayReference(
  db: Firestore,
  settings: SettingsValues,
  now: Date,
): Promise<DayReference> {
  const [blocks, services] = await Promise.all([
    db.collection(collections.availabilityBlocks).get(),
    db.collection(collections.services).get(),
  ]);
  const serviceBuffers: Record<string, number> = {};
  for (const doc of services.docs) {
    const parsed = serviceSchema.safeParse(doc.data());
    if (parsed.success) serviceBuffers[doc.id] = serviceBufferMinutes(parsed.data);
  }
  return {
    timeZone: settings.scheduling_timezone,
    now,
    studioHours: blocks.docs.flatMap((doc) => {
      const parsed = availabilityBlockSchema.safeParse(doc.data());
      return parsed.success ? [parsed.data] : [];
    }),
    serviceBuffers,
  };
}
