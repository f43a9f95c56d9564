import { z } from 'zod';
import {
  communicationPreferenceSchema,
  loyaltyTierSchema,
  noteTypeSchema,
  photoTypeSchema,
} from '../enums/clients.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { documentIdSchema } from './fields.ts';

export const clientPreferencesSchema = z.object({
  nailShape: z.string().nullable().default(null),
  nailLength: z.string().nullable().default(null),
  style: z.string().nullable().default(null),
  communicationPreference: communicationPreferenceSchema.nullable().default(null),
});
export type ClientPreferences = z.output<typeof clientPreferencesSchema>;

/**
 * One staff edit that removed allergies from a client's profile: what went, who and when (server
 * time). Clients may add allergies but never remove one (firestore.rules); see
 * clients/allergies.ts.
 */
export const allergyRemovalSchema = z.object({
  allergies: z.array(z.string()).min(1),
  removed_by: documentIdSchema,
  removed_at: firestoreDateSchema,
});
export type AllergyRemoval = z.output<typeof allergyRemovalSchema>;

/**
 * profiles/{uid}. The last four fields are derived from bookings by a function (never by a
 * browser); until it first runs they read as their defaults. A walk-in client added by staff has
 * an id of her own and walk_in true until she signs up with her e-mail, when the sign-up function
 * moves her record to her account.
 */
export const profileSchema = z.object({
  full_name: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  instagram_handle: z.string().nullable().default(null),
  notes: z.string().nullable().default(null),
  /**
   * Each entry is a studio allergen id ('latex') or free text the client or staff typed. Text
   * stored before the allergen list existed stays as it is; clients/allergies.ts reads an entry
   * that spells an allergen's name ('Latex') as that allergen.
   */
  allergies: z.array(z.string()).default([]),
  /**
   * The removals, keyed '0', '1', … in order: a map, not a list, so that each entry can hold the
   * server's time (Firestore takes no server timestamp inside a list) and the rules can name the
   * next key.
   */
  allergies_removed: z.record(z.string(), allergyRemovalSchema).default({}),
  favorite_colors: z.array(z.string()).default([]),
  preferences: clientPreferencesSchema.default({
    nailShape: null,
    nailLength: null,
    style: null,
    communicationPreference: null,
  }),
  created_at: firestoreDateSchema,
  total_bookings: z.number().int().min(0).default(0),
  loyalty_points: z.number().int().min(0).default(0),
  loyalty_tier: loyaltyTierSchema.default('standard'),
  last_visit: firestoreDateSchema.nullable().default(null),
  walk_in: z.boolean().default(false),
});
export type Profile = z.output<typeof profileSchema>;

/** The fields staff edit on the Profile tab (spec §7 profiles update). */
export const profileEditableFields = [
  'full_name',
  'phone',
  'instagram_handle',
  'notes',
  'allergies',
  'favorite_colors',
  'preferences',
] as const satisfies readonly (keyof Profile)[];

/** loyalty_points/{uid}: written only by the loyalty function. */
export const loyaltyPointsSchema = z.object({
  user_id: documentIdSchema,
  points: z.number().int().min(0),
  tier: loyaltyTierSchema,
  lifetime_bookings: z.number().int().min(0),
});
export type LoyaltyPoints = z.output<typeof loyaltyPointsSchema>;

/**
 * profiles/{clientId}/client_photos/{id}. storage_path is ours (not in the spec): the Storage
 * object to delete with the document.
 */
export const clientPhotoSchema = z.object({
  client_id: documentIdSchema,
  photo_url: z.string().min(1),
  storage_path: z.string().min(1),
  photo_type: photoTypeSchema,
  notes: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
  booking_id: z.string().nullable().default(null),
  uploaded_by: documentIdSchema,
  created_at: firestoreDateSchema,
});
export type ClientPhoto = z.output<typeof clientPhotoSchema>;

/** profiles/{clientId}/client_notes/{id}: blank notes are never saved (spec §5). */
export const clientNoteSchema = z.object({
  client_id: documentIdSchema,
  note: z.string().trim().min(1, 'Required'),
  note_type: noteTypeSchema,
  is_pinned: z.boolean(),
  created_by: documentIdSchema,
  created_at: firestoreDateSchema,
});
export type ClientNote = z.output<typeof clientNoteSchema>;
