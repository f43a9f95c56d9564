import {
  bookingModeLabels,
  bookingModes,
  isOwnerOnlySetting,
  notificationDriverLabels,
  notificationDrivers,
  parseSetting,
  plainIssueMessage,
  type SettingKey,
  type SettingTab,
  type SettingValue,
  settingKeys,
  settingsRegistry,
  taxModeLabels,
  taxModes,
  timeZoneLabels,
  timeZones,
} from '@studio/domain';

/** Keys the Integrations card shows itself rather than as plain controls. */
export const instagramKeys: readonly SettingKey[] = ['instagram_connected', 'instagram_username'];

/** A tab's settings in registry order (the one registry decides what sits where). */
export function settingsOnTab(tab: SettingTab): SettingKey[] {
  return settingKeys.filter((key) => settingsRegistry[key].tab === tab && !instagramKeys.includes(key));
}

/** Only the owner changes these (the registry's ownerOnly flag, generated into the rules). */
export function ownerOnly(key: SettingKey): boolean {
  return isOwnerOnlySetting(key);
}

/** The choices of a select setting, with the studio's labels. */
export function selectOptions(key: SettingKey): { value: string; label: string }[] {
  const pairs = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
    values.map((value) => ({ value, label: labels[value] }));
  if (key === 'scheduling_timezone') return pairs(timeZones, timeZoneLabels);
  if (key === 'notification_driver') return pairs(notificationDrivers, notificationDriverLabels);
  if (key === 'booking_mode') return pairs(bookingModes, bookingModeLabels);
  if (key === 'ecommerce_tax_mode') return pairs(taxModes, taxModeLabels);
  return [];
}

export type GroupFieldKind = 'toggle' | 'integer' | 'decimal' | 'text' | 'email';

export interface GroupField {
  field: string;
  label: string;
  kind: GroupFieldKind;
  min?: number;
  max?: number;
}

/** The parts of each grouped setting, in the order shown; limits as spec §5 and §9 give them. */
export const groupFields: Partial<Record<SettingKey, readonly GroupField[]>> = {
  business_info: [
    { field: 'name', label: 'Business name', kind: 'text' },
    { field: 'email', label: 'Contact e-mail', kind: 'email' },
    { field: 'phone', label: 'Contact phone', kind: 'text' },
  ],
  booking_settings: [
    { field: 'cancellationWindow', label: 'Cancellation window (hours)', kind: 'integer', min: 0 },
    { field: 'maxAdvanceBookingDays', label: 'Max advance booking (days)', kind: 'integer', min: 1 },
    { field: 'requireDeposit', label: 'Require deposit', kind: 'toggle' },
    { field: 'depositPercentage', label: 'Deposit percentage (%)', kind: 'decimal', min: 0, max: 100 },
  ],
  rush_settings: [
    { field: 'rushFeeEnabled', label: 'Rush fee', kind: 'toggle' },
    { field: 'rushFeeAmount', label: 'Rush fee amount ($)', kind: 'decimal', min: 0 },
    { field: 'rushWindowHours', label: 'Rush window (hours)', kind: 'integer', min: 0 },
    { field: 'afterHoursFeeEnabled', label: 'After-hours fee', kind: 'toggle' },
    { field: 'afterHoursFeeAmount', label: 'After-hours fee amount ($)', kind: 'decimal', min: 0 },
  ],
  notification_channels: [
    { field: 'email', label: 'E-mail (Trigger Email)', kind: 'toggle' },
    { field: 'sms', label: 'Text (Twilio)', kind: 'toggle' },
  ],
  loyalty_tier_thresholds: [
    { field: 'silver', label: 'Silver (points)', kind: 'integer', min: 0 },
    { field: 'gold', label: 'Gold (points)', kind: 'integer', min: 0 },
    { field: 'platinum', label: 'Platinum (points)', kind: 'integer', min: 0 },
  ],
};

/**
 * A typed number as the field's kind saves it: decimals to the cent. A decimal in a
 * whole-number field stays as typed, so the schema refuses it instead of a silent truncation.
 */
export function parseNumberText(kind: 'integer' | 'decimal', text: string): number | null {
  const trimmed = text.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(n)) return null;
  return kind === 'integer' ? n : Math.round(n * 100) / 100;
}

/** A number part outside its limits, said with both ends when the field has both. */
function outOfRange(field: GroupField, n: number): string | null {
  if (field.kind === 'integer' && !Number.isInteger(n)) return `${field.label}: enter a whole number`;
  const { min, max } = field;
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    if (min !== undefined && max !== undefined) return `${field.label}: enter a number from ${min} to ${max}`;
    return min !== undefined
      ? `${field.label}: enter ${min} or more`
      : `${field.label}: enter ${max} or less`;
  }
  return null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export type SettingCheck<K extends SettingKey> =
  | { ok: true; value: SettingValue<K> }
  | { ok: false; message: string };

/**
 * Checks a candidate value against its key's schema; the message says what is wrong, naming the
 * part of a grouped setting by its label.
 */
export function checkSetting<K extends SettingKey>(key: K, value: unknown): SettingCheck<K> {
  const parsed = parseSetting(key, value);
  if (parsed.success) {
    const beyond = beyondRulesLimit(key, parsed.data);
    return beyond ? { ok: false, message: beyond } : { ok: true, value: parsed.data };
  }
  const issue = parsed.error.issues[0];
  const part = issue?.path.length ? String(issue.path[0]) : null;
  const label = part ? (groupFields[key]?.find((f) => f.field === part)?.label ?? part) : null;
  const message = issue ? plainIssueMessage(issue) : 'This value is not accepted';
  return { ok: false, message: label ? `${label}: ${lowerFirst(message)}` : message };
}

/** A grouped setting with one part changed, checked as a whole (e.g. tiers must rise). */
export function withGroupPart<K extends SettingKey>(
  key: K,
  current: SettingValue<K>,
  field: GroupField,
  input: string | boolean,
): SettingCheck<K> {
  let part: unknown = input;
  if (field.kind === 'integer' || field.kind === 'decimal') {
    part = parseNumberText(field.kind, String(input));
    if (part === null) return { ok: false, message: `${field.label}: enter a number` };
    const range = outOfRange(field, part as number);
    if (range) return { ok: false, message: range };
  } else if (typeof input === 'string' && field.kind !== 'toggle') {
    part = input.trim();
  }
  return checkSetting(key, { ...(current as object), [field.field]: part });
}

/**
 * The upper bounds firestore.rules put on values the domain schemas leave open, so a typo such
 * as 100000 hours is explained here instead of coming back as a permission error.
 */
const rulesMaxima: Partial<Record<SettingKey, number | Record<string, number>>> = {
  scheduling_lead_time_hours: 8760,
  scheduling_grace_period_minutes: 10000,
  notification_reminder_hours: 10000,
  loyalty_redemption_threshold: 100000000,
  data_retention_months: 1200,
  booking_settings: { cancellationWindow: 8760, maxAdvanceBookingDays: 3650 },
  rush_settings: { rushFeeAmount: 100000, rushWindowHours: 8760, afterHoursFeeAmount: 100000 },
};

const maxTextLength: Partial<Record<SettingKey, number>> = {
  branding_font_heading: 100,
  branding_font_body: 100,
  instagram_username: 30,
};

/** A phone the rules accept: digits, spaces and + ( ) . - only, at most 30. */
const phonePattern = /^[0-9+() .-]{0,30}$/;

function labelOf(key: SettingKey, field: string): string {
  return groupFields[key]?.find((f) => f.field === field)?.label ?? field;
}

export function beyondRulesLimit(key: SettingKey, value: unknown): string | null {
  const max = rulesMaxima[key];
  if (typeof max === 'number' && typeof value === 'number' && value > max) return `At most ${max}`;
  if (typeof max === 'object' && typeof value === 'object' && value !== null) {
    for (const [field, limit] of Object.entries(max)) {
      const part = (value as Record<string, unknown>)[field];
      if (typeof part === 'number' && part > limit) return `${labelOf(key, field)}: at most ${limit}`;
    }
  }
  if (typeof value === 'string' && value.length > (maxTextLength[key] ?? 200))
    return `At most ${maxTextLength[key] ?? 200} characters`;
  if (key === 'business_info' && typeof value === 'object' && value !== null) {
    const info = value as { name: string; email: string; phone: string };
    if (info.name.length > 200) return 'Business name: at most 200 characters';
    if (info.email.length > 200) return 'Contact e-mail: at most 200 characters';
    if (!phonePattern.test(info.phone)) return 'Contact phone: digits, spaces and + ( ) . - only, at most 30';
  }
  return null;
}
