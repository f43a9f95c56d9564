import { z } from 'zod';
import { communicationPreferenceSchema } from '../enums/clients.ts';
import { type ClientPreferences, profileSchema } from '../schemas/clients.ts';

/** Blank text is stored as null, as the profile schema keeps absent values. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null);

/**
 * My Account's profile form, as typed: her name (required), phone, Instagram handle and
 * preferences. The limits are those firestore.rules enforce on a profile edit, so a valid form is
 * never refused; staff notes, allergies and colours are not hers to edit here.
 */
export const ownProfileFormSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(200, 'Name must be at most 200 characters'),
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
  nailShape: optionalText('Nail shape', 50),
  nailLength: optionalText('Nail length', 50),
  style: optionalText('Style', 50),
  communicationPreference: z
    .union([z.literal(''), communicationPreferenceSchema])
    .transform((value) => (value === '' ? null : value)),
});
/** The form's values as typed: every field a string (the select's too, '' for none). */
export type OwnProfileFormValues = Record<keyof z.input<typeof ownProfileFormSchema>, string>;

/** Exactly what My Account writes, shaped and checked as the profile schema stores it. */
export const ownProfileUpdateSchema = profileSchema.pick({
  full_name: true,
  phone: true,
  instagram_handle: true,
  preferences: true,
});
export type OwnProfileUpdate = z.output<typeof ownProfileUpdateSchema>;

/** Form values → the update My Account writes (throws on values the form schema refuses). */
export function ownProfileUpdate(values: OwnProfileFormValues): OwnProfileUpdate {
  const form = ownProfileFormSchema.parse(values);
  const preferences: ClientPreferences = {
    nailShape: form.nailShape,
    nailLength: form.nailLength,
    style: form.style,
    communicationPreference: form.communicationPreference,
  };
  return ownProfileUpdateSchema.parse({
    full_name: form.full_name,
    phone: form.phone,
    instagram_handle: form.instagram_handle,
    preferences,
  });
}

/** A stored profile → the form's values. */
export function ownProfileFormValues(profile: {
  full_name: string | null;
  phone: string | null;
  instagram_handle: string | null;
  preferences: ClientPreferences;
}): OwnProfileFormValues {
  return {
    full_name: profile.full_name ?? '',
    phone: profile.phone ?? '',
    instagram_handle: profile.instagram_handle ?? '',
    nailShape: profile.preferences.nailShape ?? '',
    nailLength: profile.preferences.nailLength ?? '',
    style: profile.preferences.style ?? '',
    communicationPreference: profile.preferences.communicationPreference ?? '',
  };
}
