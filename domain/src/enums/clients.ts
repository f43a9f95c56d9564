import { z } from 'zod';

/** Loyalty tiers in ascending order; standard is the default (spec §4). */
export const loyaltyTiers = ['standard', 'silver', 'gold', 'platinum'] as const;
export const loyaltyTierSchema = z.enum(loyaltyTiers);
export type LoyaltyTier = z.infer<typeof loyaltyTierSchema>;
export const loyaltyTierLabels: Record<LoyaltyTier, string> = {
  standard: 'Standard',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

export const photoTypes = ['inspiration', 'before', 'after', 'reference'] as const;
export const photoTypeSchema = z.enum(photoTypes);
export type PhotoType = z.infer<typeof photoTypeSchema>;
export const photoTypeLabels: Record<PhotoType, string> = {
  inspiration: 'Inspiration',
  before: 'Before',
  after: 'After',
  reference: 'Reference',
};

export const noteTypes = ['general', 'preference', 'allergy', 'important'] as const;
export const noteTypeSchema = z.enum(noteTypes);
export type NoteType = z.infer<typeof noteTypeSchema>;
export const noteTypeLabels: Record<NoteType, string> = {
  general: 'General',
  preference: 'Preference',
  allergy: 'Allergy',
  important: 'Important',
};

/** How a client likes to be reached (profile preferences.communicationPreference). */
export const communicationPreferences = ['instagram', 'sms', 'email', 'phone'] as const;
export const communicationPreferenceSchema = z.enum(communicationPreferences);
export type CommunicationPreference = z.infer<typeof communicationPreferenceSchema>;
export const communicationPreferenceLabels: Record<CommunicationPreference, string> = {
  instagram: 'Instagram DM',
  sms: 'Text message',
  email: 'Email',
  phone: 'Phone call',
};
