import type { SettingsValues } from './registry.ts';

/** '12 Main St', 'Springfield, IL 62701' from the location settings; empty parts left out. */
export function addressLines(
  settings: Pick<
    SettingsValues,
    'location_address_line1' | 'location_city' | 'location_state' | 'location_zip'
  >,
): string[] {
  const cityState = [settings.location_city, settings.location_state].filter(Boolean).join(', ');
  const second = [cityState, settings.location_zip].filter(Boolean).join(' ');
  return [settings.location_address_line1, second].map((line) => line.trim()).filter(Boolean);
}
