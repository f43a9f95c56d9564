import { type AvailabilityBlock, studioConstants } from '@studio/domain';
import { useEffect, useState } from 'react';
import { loadFirebase } from '../lib/firebase/index.ts';

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

/**
 * The studio's opening hours as [days, hours] lines, live from the weekly availability: when
 * staff change a window, open pages' footers follow.
 */
export function useOpeningHoursLines(): [string, string][] {
  const [lines, setLines] = useState(specHours);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let active = true;
    const fail = (error: unknown) => console.warn('The opening hours could not be read:', error);
    Promise.all([loadFirebase(), loadLinesOfWindows()]).then(([firebase, linesOf]) => {
      if (!active) return;
      stop = firebase.watchWeeklyHours((docs) => setLines(linesOf(docs)), fail);
    }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return lines;
}
