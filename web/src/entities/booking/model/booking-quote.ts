import {
  type AllergyWarning,
  allergyWarnings,
  type BookingAddOnSelection,
  type BookingQuote,
  bookingDurationMinutes,
  chosenAddOns,
  quoteBooking,
  resolveAddOnSelections,
  type SettingsValues,
  type TimeZone,
} from '@studio/domain';
import type { Doc } from '../../../utils/firestore-refs.ts';

/** What the form has chosen so far. */
export interface BookingChoices {
  serviceId: string;
  materialIds: readonly string[];
  /** Add-on id → option id. */
  addOnOptions: Readonly<Record<string, string>>;
  startsAt: Date | null;
  redeemLoyalty: boolean;
}

/** What the form shows from the choices: the length, the price (once a time is set), warnings, problems. */
export interface BookingPreview {
  durationMinutes: number;
  addOnSelections: BookingAddOnSelection[];
  quote: BookingQuote | null;
  allergies: AllergyWarning[];
  /** Why the choices cannot be booked as they are (a required add-on missing, too few points). */
  problem: string | null;
}

/**
 * The live preview, from the same domain functions the createBooking callable uses, so the
 * price staff see is the price stored (the server recomputes it).
 */
export function previewBooking(input: {
  choices: BookingChoices;
  services: readonly Doc<'services'>[];
  materials: readonly Doc<'materials'>[];
  addOns: readonly Doc<'serviceAddOns'>[];
  client: Pick<Doc<'profiles'>, 'allergies' | 'loyalty_points'> | undefined;
  windows: readonly Doc<'availabilityBlocks'>[];
  settings: SettingsValues;
  timeZone: TimeZone;
  now: Date;
}): BookingPreview {
  const { choices } = input;
  const service = input.services.find((s) => s.id === choices.serviceId);
  const materials = input.materials.filter((m) => choices.materialIds.includes(m.id));
  const clientAllergies = input.client?.allergies ?? [];
  // The server's check (createBooking): the service, the materials and the chosen add-ons.
  const warn = (addOnSelections: readonly BookingAddOnSelection[]) =>
    allergyWarnings(
      { service, materials, addOns: chosenAddOns(input.addOns, addOnSelections) },
      clientAllergies,
    );
  const empty = { durationMinutes: 0, addOnSelections: [], quote: null, allergies: warn([]) };
  if (!service) return { ...empty, problem: null };
  let addOnSelections: BookingAddOnSelection[] = [];
  try {
    addOnSelections = resolveAddOnSelections(
      service.id,
      input.addOns,
      Object.entries(choices.addOnOptions).map(([addOnId, optionId]) => ({ addOnId, optionId })),
    );
  } catch (error) {
    return { ...empty, problem: (error as Error).message };
  }
  const allergies = warn(addOnSelections);
  const durationMinutes = bookingDurationMinutes({ service, materials, addOnSelections });
  if (!choices.startsAt) return { ...empty, durationMinutes, addOnSelections, allergies, problem: null };
  try {
    const quote = quoteBooking({
      service,
      materials,
      addOnSelections,
      startsAt: choices.startsAt,
      now: input.now,
      settings: input.settings,
      availabilityBlocks: input.windows,
      timeZone: input.timeZone,
      redeemLoyalty: choices.redeemLoyalty,
      clientPoints: input.client?.loyalty_points ?? 0,
    });
    return { durationMinutes, addOnSelections, quote, allergies, problem: null };
  } catch (error) {
    return { ...empty, durationMinutes, addOnSelections, allergies, problem: (error as Error).message };
  }
}
