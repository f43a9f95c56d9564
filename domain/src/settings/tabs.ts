/** The Platform Settings tabs (spec §2); a setting document's category is its tab. */
export const settingTabs = [
  'general',
  'bookings',
  'pricing',
  'features',
  'branding',
  'integrations',
  'advanced',
] as const;
export type SettingTab = (typeof settingTabs)[number];
export const settingTabLabels: Record<SettingTab, string> = {
  general: 'General',
  bookings: 'Bookings',
  pricing: 'Pricing',
  features: 'Features',
  branding: 'Branding',
  integrations: 'Integrations',
  advanced: 'Advanced',
};

/**
 * Who may read a setting. Public settings are what a visitor's browser needs (feature toggles,
 * branding, business info and address, booking and loyalty terms); staff settings are the rest.
 */
export type SettingVisibility = 'public' | 'staff';

/** How the settings screen edits a value; numbers save on blur as integer or decimal (spec §2). */
export type SettingControl =
  | 'toggle'
  | 'integer'
  | 'decimal'
  | 'text'
  | 'longText'
  | 'color'
  | 'select'
  | 'group';
