import { type AvailabilityBlock, studioConstants } from '@studio/domain';
import { type PublicQuery, usePublicDocs } from '../lib/firebase/index.ts';

/** The spec's hours, shown until the weekly availability has been read (and if it cannot be). */
const specHours = studioConstants.footerHours.map(({ days, hours }): [string, string] => [days, hours]);

/**
 * Stored windows to footer lines, each window checked against its schema (an odd one is left out,
 * never fatal). Loaded with Firebase: the weekly schedule's date arithmetic (date-fns with time
 * zones) is no part of the first paint.
 */
async function loadLinesOfWindows(): Promise<(docs: readonly unknown[]) => [string, string][]> {
  const [{ availabilityBlockSchema }, { openingHoursLines }] = await Promise.all([
    import('@studio/domain/schemas/bookings'),
    import('@studio/domain/availability/opening-hours'),
  ]);
  return (docs) =>
    openingHoursLines(
      docs.flatMap((doc): AvailabilityBlock[] => {
        const parsed = availabilityBlockSchema.safeParse(doc);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

/** The active weekly opening windows: a handful of public documents, read raw (checked above). */
export const weeklyHoursQuery: PublicQuery = {
  collection: 'availabilityBlocks',
  where: [['is_active', '==', true]],
};

/**
 * The studio's opening hours as [days, hours] lines from the weekly availability: live for a
 * signed-in user (when staff change a window, her open pages' footers follow), read once for a
 * visitor (lib/firebase/public-query.ts).
 */
export function useOpeningHoursLines(): [string, string][] {
  return usePublicDocs(weeklyHoursQuery, loadLinesOfWindows, hoursNotRead).data ?? specHours;
}

function hoursNotRead(error: unknown) {
  console.warn('The opening hours could not be read:', error);
}
