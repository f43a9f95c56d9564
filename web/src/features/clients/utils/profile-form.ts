import {
  type ClientPreferences,
  communicationPreferenceSchema,
  type Profile,
  profileSchema,
} from '@studio/domain';
import { z } from 'zod';

/** The Profile tab's fields as the form holds them: text inputs, chip lists, a select. */
export interface ProfileFormValues {
  full_name: string;
  phone: string;
  instagram_handle: string;
  notes: string;
  allergies: string[];
  favorite_colors: string[];
  nailShape: string;
  nailLength: string;
  style: string;
  communicationPreference: string;
}

export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    full_name: profile.full_name ?? '',
    phone: profile.phone ?? '',
    instagram_handle: profile.instagram_handle ?? '',
    notes: profile.notes ?? '',
    allergies: [...profile.allergies],
    favorite_colors: [...profile.favorite_colors],
    nailShape: profile.preferences.nailShape ?? '',
    nailLength: profile.preferences.nailLength ?? '',
    style: profile.preferences.style ?? '',
    communicationPreference: profile.preferences.communicationPreference ?? '',
  };
}

/** Blank text is stored as null, as the profile schema keeps absent values. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

const entries = (label: string) =>
  z
    .array(z.string().trim().max(50, `Each ${label} entry must be at most 50 characters`))
    .max(20, `At most 20 ${label} entries`)
    .transform((list) => list.filter((entry) => entry.length > 0));

/**
 * The Profile tab's checks, in the form's order so toasts read top to bottom; the limits are
 * those firestore.rules enforce on a profile edit, so a valid form is never refused.
 */
export const profileFormSchema = z.object({
  // Every list, booking and message names her by it: it cannot be cleared.
  full_name: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(200, 'Full name must be at most 200 characters'),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+() .-]{0,30}$/, 'Phone may only contain digits, spaces and + ( ) . - (at most 30)')
    .transform((value) => value || null),
  instagram_handle: z
    .string()
    .trim()
    .regex(/^@?[A-Za-z0-9._]{0,30}$/, 'Instagram handle: up to 30 letters, numbers, periods and underscores')
    .transform((value) => value.replace(/^@/, '') || null),
  notes: text('Notes', 2000),
  allergies: entries('allergy'),
  favorite_colors: entries('favorite color'),
  nailShape: text('Nail shape', 50),
  nailLength: text('Nail length', 50),
  style: text('Style', 50),
  communicationPreference: z
    .union([z.literal(''), communicationPreferenceSchema])
    .transform((value) => (value === '' ? null : value)),
});

/** Exactly the editable fields (the rules refuse any other change), shaped as stored. */
export const profileUpdateSchema = profileSchema.pick({
  full_name: true,
  phone: true,
  instagram_handle: true,
  notes: true,
  allergies: true,
  favorite_colors: true,
  preferences: true,
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Form values → the update the Profile tab writes, checked by the domain's profile schema. */
export function profileUpdate(values: ProfileFormValues): ProfileUpdate {
  const form = profileFormSchema.parse(values);
  const preferences: ClientPreferences = {
    nailShape: form.nailShape,
    nailLength: form.nailLength,
    style: form.style,
    communicationPreference: form.communicationPreference,
  };
  return profileUpdateSchema.parse({
    full_name: form.full_name,
    phone: form.phone,
    instagram_handle: form.instagram_handle,
    notes: form.notes,
    allergies: form.allergies,
    favorite_colors: form.favorite_colors,
    preferences,
  });
}
