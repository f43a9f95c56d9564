import {
  type AvailabilityBlock,
  availabilityBlockSchema,
  openingHoursLines,
  studioConstants,
} from '@studio/domain';
import { useEffect, useState } from 'react';
import { loadFirebase } from '../lib/firebase/index.ts';

/** The spec's hours, shown until the weekly availability has been read (and if it cannot be). */
const specHours = studioConstants.footerHours.map(({ days, hours }): [string, string] => [days, hours]);

/** Each stored window checked against its schema; an odd one is left out, never fatal. */
function windowsOf(docs: readonly unknown[]): AvailabilityBlock[] {
  return docs.flatMap((doc) => {
    const parsed = availabilityBlockSchema.safeParse(doc);
    return parsed.success ? [parsed.data] : [];
  });
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
    loadFirebase().then((firebase) => {
      if (!active) return;
      stop = firebase.watchWeeklyHours((docs) => setLines(openingHoursLines(windowsOf(docs))), fail);
    }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return lines;
}
