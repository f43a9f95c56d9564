import { studioConstants } from '../constants.ts';

/** Tags typed comma-separated (spec §5, blog and photos): trimmed, empty ones dropped, order kept. */
export function parseTags(input: string | null | undefined): string[] {
  return (input ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** The form field's text for stored tags. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/** Photo cards show at most two tags (spec §9). */
export const photoCardTagLimit = studioConstants.photoCardTags;

export function photoCardTags(tags: readonly string[]): string[] {
  return tags.slice(0, photoCardTagLimit);
}
