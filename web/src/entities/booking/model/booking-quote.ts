import {
  type AllergyWarning,
  type BookingAddOnSelection,
  type BookingQuote,
  bookingDurationMinutes,
  chosenAddOns,
  quoteVisit,
  resolveAddOnSelections,
  type SettingsValues,
  type TimeZone,
  type VisitService,
  visitAllergyWarnings,
  visitLengthOf,
} from '@studio/domain';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** One service of the visit as the form holds it. */
export interface ServiceChoice {
  /** Stable across edits, so React keeps each service's fields apart. */
  key: number;
  serviceId: string;
  materialIds: readonly string[];
  /** Add-on id → option id. */
  addOnOptions: Readonly<Record<string, string>>;
}

/** What the form has chosen so far: the visit's services in order, then its start. */
export interface BookingChoices {
  services: readonly ServiceChoice[];
  startsAt: Date | null;
  redeemLoyalty: boolean;
}

/** What the form shows from the choices: the length, the price (once a time is set), warnings, problems. */
export interface BookingPreview {
  /** The visit's minutes from its start to its end (the clean-ups between services included). */
  durationMinutes: number;
  /** The visit as the availability module asks about it, the services chosen so far. */
  visit: VisitService[];
  quote: BookingQuote | null;
  allergies: AllergyWarning[];
  /** Why the choices cannot be booked as they are (a required add-on missing, too few points). */
  problem: string | null;
}

/** The request's list of a choice's add-on options. */
export const addOnChoicesOf = (choice: ServiceChoice) =>
  Object.entries(choice.addOnOptions).map(([addOnId, optionId]) => ({ addOnId, optionId }));

/**
 * The live preview of a visit, from the same domain functions the createBooking callable uses,
 * so the price staff see is the price stored (the server recomputes it). Services not chosen yet
 * are left out; the allergy check covers every chosen one.
 */
export function previewBooking(input: {
  choices: BookingChoices;
  services: readonly Doc<'services'>[];
  materials: readonly Doc<'materials'>[];
  /** The add-ons of the chosen services. */
  addOns: readonly Doc<'serviceAddOns'>[];
  client: Pick<Doc<'profiles'>, 'allergies' | 'loyalty_points'> | undefined;
  windows: readonly Doc<'availabilityBlocks'>[];
  settings: SettingsValues;
  timeZone: TimeZone;
  now: Date;
}): BookingPreview {
  const { choices } = input;
  const chosen = choices.services.flatMap((choice) => {
    const service = input.services.find((s) => s.id === choice.serviceId);
    if (!service) return [];
    const materials = choice.materialIds.flatMap((id) => input.materials.filter((m) => m.id === id));
    return [{ choice, service, materials }];
  });
  const clientAllergies = input.client?.allergies ?? [];
  const warn = (selections: readonly (readonly BookingAddOnSelection[])[]) =>
    visitAllergyWarnings(
      chosen.map(({ service, materials }, i) => ({
        service,
        materials,
        addOns: chosenAddOns(input.addOns, selections[i] ?? []),
      })),
      clientAllergies,
    );
  const empty = { durationMinutes: 0, visit: [], quote: null, allergies: warn([]) };
  if (chosen.length === 0) return { ...empty, problem: null };
  let selections: BookingAddOnSelection[][] = [];
  try {
    selections = chosen.map(({ choice, service }) =>
      resolveAddOnSelections(service.id, input.addOns, addOnChoicesOf(choice)),
    );
  } catch (error) {
    return { ...empty, problem: (error as Error).message };
  }
  const visit = chosen.map(({ service, materials }, i) => ({
    serviceId: service.id,
    name: service.name,
    durationMinutes: bookingDurationMinutes({ service, materials, addOnSelections: selections[i] ?? [] }),
    bufferMinutes: service.buffer_minutes ?? 0,
  }));
  const known = {
    durationMinutes: visitLengthOf(visit).workMinutes,
    visit,
    allergies: warn(selections),
  };
  if (!choices.startsAt) return { ...known, quote: null, problem: null };
  try {
    const quote = quoteVisit({
      services: chosen.map(({ service, materials }, i) => ({
        service,
        materials,
        addOnSelections: selections[i] ?? [],
      })),
      startsAt: choices.startsAt,
      now: input.now,
      settings: input.settings,
      availabilityBlocks: input.windows,
      timeZone: input.timeZone,
      redeemLoyalty: choices.redeemLoyalty,
      clientPoints: input.client?.loyalty_points ?? 0,
    });
    return { ...known, quote, problem: null };
  } catch (error) {
    return { ...known, quote: null, problem: (error as Error).message };
  }
}
