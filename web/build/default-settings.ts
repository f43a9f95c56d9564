import { defaultSettings } from '@studio/domain';

/**
 * The public settings' defaults, written into the build as data (`define`): the first paint draws
 * with them (utils/public-settings.tsx), and as data they need none of the registry's zod schemas,
 * which come later with Firebase to check the stored values. The registry stays their one source.
 * Shared by vite.config.ts and the web test projects.
 */
export const defaultSettingsDefine = { __DEFAULT_SETTINGS__: JSON.stringify(defaultSettings()) };
