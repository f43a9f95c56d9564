import { z } from 'zod';
import { collections } from '../firestore/collections.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { plainIssueMessage } from '../forms/plain-errors.ts';
import {
  assistantSettingKeys,
  ownerOnlyReasons,
  type SettingDefinition,
  type SettingKey,
  type SettingsValues,
  type SettingValue,
  settingKeys,
  settingsRegistry,
} from './registry.ts';
import { settingTabs } from './tabs.ts';

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingsRegistry, key);
}

export function settingDefault<K extends SettingKey>(key: K): SettingValue<K> {
  // structuredClone: callers may edit the object defaults without touching the registry.
  return structuredClone(settingsRegistry[key].default) as SettingValue<K>;
}

/** Validates a value for a key; the result says why it was refused. */
export function parseSetting<K extends SettingKey>(key: K, value: unknown) {
  return (settingsRegistry[key].schema as unknown as z.ZodType<SettingValue<K>>).safeParse(value);
}

/** Visitors' browsers may read these (settings_public). */
export const publicSettingKeys = settingKeys.filter((key) => settingsRegistry[key].visibility === 'public');
/** Only staff may read these (settings_staff). */
export const staffSettingKeys = settingKeys.filter((key) => settingsRegistry[key].visibility === 'staff');

/**
 * Settings only the owner changes: the registry's ownerOnly flag (money, policy, data, identity,
 * what assistants may do). firestore.rules get the same answer generated from the registry.
 */
export function isOwnerOnlySetting(key: SettingKey): boolean {
  return !assistantSettingKeys.includes(key);
}

/** Why only the owner changes a setting, as a sentence for an assistant; null when she may. */
export function ownerOnlyNote(key: SettingKey): string | null {
  const reason = (settingsRegistry[key] as SettingDefinition).ownerOnly;
  return reason ? `Only the owner can change this: ${ownerOnlyReasons[reason]}.` : null;
}

/**
 * The split: settings_public/{key} is readable by anyone, settings_staff/{key} by staff only;
 * both are writable by staff only, and each key lives in exactly one of them.
 */
export function settingsCollectionFor(
  key: SettingKey,
): typeof collections.settingsPublic | typeof collections.settingsStaff {
  return settingsRegistry[key].visibility === 'public'
    ? collections.settingsPublic
    : collections.settingsStaff;
}

/** settings_public/{key} and settings_staff/{key}: the document id is the key. */
export const settingDocumentSchema = z
  .object({
    key: z.string().min(1),
    value: z.unknown(),
    category: z.enum(settingTabs),
    updated_by: z.string().nullable().default(null),
    updated_at: firestoreDateSchema.nullable().default(null),
  })
  .superRefine((doc, ctx) => {
    if (!isSettingKey(doc.key)) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: `Unknown setting "${doc.key}"` });
      return;
    }
    const parsed = parseSetting(doc.key, doc.value);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: ['value', ...issue.path], message: issue.message });
    }
  });
export type SettingDocument = z.output<typeof settingDocumentSchema>;

/** A new setting document for a key (seeding, first save). */
export function settingDocument<K extends SettingKey>(
  key: K,
  value: SettingValue<K>,
  updatedBy: string | null = null,
  updatedAt: Date | null = null,
): SettingDocument {
  return { key, value, category: settingsRegistry[key].tab, updated_by: updatedBy, updated_at: updatedAt };
}

/** Every setting at its spec default. */
export function defaultSettings(): SettingsValues {
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const key of settingKeys) values[key] = settingDefault(key);
  return values as SettingsValues;
}

/**
 * Stored entries over the defaults. An absent, unknown or invalid stored value falls back to the
 * default (e.g. products on when absent, spec §9), so one bad document never breaks the site.
 */
export function resolveSettings(entries: Iterable<{ key: string; value: unknown }>): SettingsValues {
  const values: Record<string, unknown> = defaultSettings();
  for (const { key, value } of entries) {
    if (!isSettingKey(key)) continue;
    const parsed = parseSetting(key, value);
    if (parsed.success) values[key] = parsed.data;
  }
  return values as SettingsValues;
}

/**
 * A numeric setting typed in a field, saved on blur as an integer or a decimal (spec §2).
 * Returns the value to save, or the reason it cannot be saved.
 */
export function parseNumericSettingInput<K extends SettingKey>(
  key: K,
  text: string,
): { ok: true; value: SettingValue<K> } | { ok: false; message: string } {
  const control = settingsRegistry[key].control;
  if (control !== 'integer' && control !== 'decimal')
    return { ok: false, message: `${key} is not a number setting` };
  const trimmed = text.trim();
  const number = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(number)) return { ok: false, message: 'Enter a number' };
  // A decimal in a whole-number setting is refused, not truncated: 45.5 minutes is a typo.
  const value = control === 'integer' ? number : Math.round(number * 100) / 100;
  const parsed = parseSetting(key, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue ? plainIssueMessage(issue) : 'This value is not accepted' };
}
