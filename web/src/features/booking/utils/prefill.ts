import { allergyEntryLabel, maxInterestNotesLength, type Profile } from '@studio/domain';

/** What the interest's notes take at most (what submitBookingInterest accepts). */
const maxNotes = maxInterestNotesLength;

/**
 * What the wizard prefills from her profile (issue 14): her Instagram handle, and as Special
 * requests the notes she keeps on file about herself, her preferences and allergies (My Account),
 * so the studio reads them with the request. The staff's own notes are not hers and stay out.
 */
export function wizardPrefill(profile: Pick<Profile, 'instagram_handle' | 'preferences' | 'allergies'>): {
  instagramHandle: string;
  clientNotes: string;
} {
  const { nailShape, nailLength, style } = profile.preferences;
  const lines = [
    nailShape && `Nail shape: ${nailShape}`,
    nailLength && `Nail length: ${nailLength}`,
    style && `Style: ${style}`,
    profile.allergies.length > 0 && `Allergies: ${profile.allergies.map(allergyEntryLabel).join(', ')}`,
  ].filter((line): line is string => Boolean(line));
  return {
    instagramHandle: profile.instagram_handle ? `@${profile.instagram_handle.replace(/^@+/, '')}` : '',
    clientNotes: lines.join('\n').slice(0, maxNotes),
  };
}
