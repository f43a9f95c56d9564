import { compatibleMaterials } from '../catalog/compatibility.ts';
import type { BookingAddOnSelection } from '../schemas/bookings.ts';
import type { AddOnChoice } from './requests.ts';

/** A booking request names something the catalogue does not offer (message for staff). */
export class BookingRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BookingRequestError';
  }
}

/** The fields of a service_add_ons document (with its id) that a choice is checked against. */
export interface AddOnForChoice {
  id: string;
  service_id: string;
  name: string;
  is_required: boolean;
  is_active: boolean;
  options: readonly { id: string; label: string; price_modifier: number; duration_minutes?: number }[];
}

/**
 * The add-on options picked for a booking as the booking stores them. Refuses an add-on of
 * another service, an inactive one, an unknown option, two options of one add-on, and a missing
 * required add-on.
 */
export function resolveAddOnSelections(
  serviceId: string,
  addOns: readonly AddOnForChoice[],
  choices: readonly AddOnChoice[],
): BookingAddOnSelection[] {
  const offered = addOns.filter((a) => a.service_id === serviceId && a.is_active);
  const picked = new Set<string>();
  const selections = choices.map((choice): BookingAddOnSelection => {
    const addOn = offered.find((a) => a.id === choice.addOnId);
    if (!addOn) throw new BookingRequestError('That add-on is not offered with this service.');
    if (picked.has(addOn.id)) throw new BookingRequestError(`Choose one option of ${addOn.name}.`);
    picked.add(addOn.id);
    const option = addOn.options.find((o) => o.id === choice.optionId);
    if (!option) throw new BookingRequestError(`${addOn.name} has no such option.`);
    return {
      add_on_id: addOn.id,
      add_on_name: addOn.name,
      option_id: option.id,
      option_label: option.label,
      price_modifier: option.price_modifier,
      duration_minutes: Math.max(0, Math.trunc(option.duration_minutes ?? 0)),
    };
  });
  const missing = offered.find((a) => a.is_required && !picked.has(a.id));
  if (missing) throw new BookingRequestError(`${missing.name} is required for this service.`);
  return selections;
}

/** The materials picked for a booking, in the order asked; refuses unknown or inactive ones. */
export function resolveMaterials<M extends { id: string; is_active: boolean; name: string }>(
  materials: readonly M[],
  ids: readonly string[],
): M[] {
  if (new Set(ids).size !== ids.length) throw new BookingRequestError('A material is chosen twice.');
  return ids.map((id) => {
    const material = materials.find((m) => m.id === id);
    if (!material?.is_active) throw new BookingRequestError('That material is not available.');
    return material;
  });
}

/**
 * One service of a visit with its choices checked against the catalogue (the staff booking form's
 * createBooking, /book's preview and the self-booking callables share it): only materials the
 * service takes, only its own active add-ons, every required add-on chosen. With several services
 * in the visit, a refusal names the service, so the client or staff know which one to fix.
 */
export function resolveServiceChoices<M extends { id: string; is_active: boolean; name: string }>(
  service: { id: string; name: string; compatible_material_ids: readonly string[] },
  catalogue: { materials: readonly M[]; addOns: readonly AddOnForChoice[] },
  chosen: { materialIds: readonly string[]; addOnSelections: readonly AddOnChoice[] },
  several: boolean,
): { materials: M[]; addOnSelections: BookingAddOnSelection[] } {
  try {
    return {
      materials: resolveMaterials(
        compatibleMaterials(
          { compatible_material_ids: [...service.compatible_material_ids] },
          catalogue.materials,
        ),
        chosen.materialIds,
      ),
      addOnSelections: resolveAddOnSelections(service.id, catalogue.addOns, chosen.addOnSelections),
    };
  } catch (error) {
    if (error instanceof BookingRequestError && several)
      throw new BookingRequestError(`${service.name}: ${error.message}`);
    throw error;
  }
}
