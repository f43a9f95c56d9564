// Writes the settings facts firestore.rules needs (each key's half and tab, which keys an
// assistant may change, the loyalty-rule keys, the enums and the defaults the rules fall back on)
// from domain's settings registry into the rules file, between its
//   // BEGIN GENERATED settings   and   // END GENERATED settings
// markers, so the rules never keep a hand-written copy of the registry.
//   node scripts/generate-rules-settings.ts          rewrites the region
//   node scripts/generate-rules-settings.ts --check  fails when it is stale (`npm run lint` runs this)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assistantSettingKeys,
  loyaltyRuleKeys,
  notificationDrivers,
  publicSettingKeys,
  type SettingKey,
  settingDefault,
  settingsRegistry,
  staffSettingKeys,
  taxModes,
  timeZones,
} from '@studio/domain';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const rulesPath = resolve(root, 'firestore.rules');

export const beginMarker = '// BEGIN GENERATED settings';
export const endMarker = '// END GENERATED settings';

/** The settings whose defaults the rules read when the document is absent. */
const defaultsTheRulesRead: readonly SettingKey[] = [
  'permissions_assistant_manage_bookings',
  'permissions_assistant_manage_services',
  'permissions_assistant_view_reports',
  'products_section_enabled',
  'blog_section_enabled',
];

const indent = '    ';

/** A registry value as a rules literal (strings, numbers, booleans, lists and maps). */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([k, v]) => `${literal(k)}: ${literal(v)}`)
      .join(', ')}}`;
  throw new Error(`No rules literal for ${String(value)}`);
}

function mapFunction(name: string, entries: [string, unknown][]): string[] {
  const lines = entries.map(
    ([k, v], i) => `${indent}    ${literal(k)}: ${literal(v)}${i < entries.length - 1 ? ',' : ''}`,
  );
  return [`${indent}function ${name}() {`, `${indent}  return {`, ...lines, `${indent}  };`, `${indent}}`];
}

function listFunction(name: string, values: readonly string[], argument?: string): string[] {
  const body = argument ? `${argument} in ${literal(values)}` : literal(values);
  return [`${indent}function ${name}(${argument ?? ''}) {`, `${indent}  return ${body};`, `${indent}}`];
}

const tabsOf = (keys: readonly SettingKey[]): [string, unknown][] =>
  keys.map((key) => [key, settingsRegistry[key].tab]);

/** The region's lines, markers included. */
export function generatedSettingsRegion(): string {
  const comment = (text: string) => `${indent}// ${text}`;
  const lines = [
    `${indent}${beginMarker}: written by scripts/generate-rules-settings.ts from`,
    comment('domain/src/settings/registry.ts. Do not edit by hand: change the registry and run the script.'),
    '',
    comment("Each key's half (settings_public or settings_staff) and its tab, a document's category."),
    ...mapFunction('publicSettingTabs', tabsOf(publicSettingKeys)),
    '',
    ...mapFunction('staffSettingTabs', tabsOf(staffSettingKeys)),
    '',
    comment('The settings an assistant may change (the registry keys without ownerOnly). Every other'),
    comment("key is the owner's alone, whatever the permission switches say."),
    ...listFunction('assistantMaySetSetting', assistantSettingKeys, 'key'),
    '',
    comment('Written only by changeLoyaltyRule, which records whether a change applies to past bookings.'),
    ...listFunction('loyaltyRuleSetting', loyaltyRuleKeys, 'key'),
    '',
    comment('The enums of select settings.'),
    ...listFunction('settingTimeZones', timeZones),
    '',
    ...listFunction('settingTaxModes', taxModes),
    '',
    ...listFunction('settingNotificationDrivers', notificationDrivers),
    '',
    comment('The defaults the rules fall back on when a setting document is absent.'),
    ...mapFunction(
      'settingDefaults',
      defaultsTheRulesRead.map((key) => [key, settingDefault(key)]),
    ),
    `${indent}${endMarker}`,
  ];
  return lines.join('\n');
}

/** The rules text with its region replaced by a fresh one. */
export function withGeneratedSettings(rules: string): string {
  const begin = rules.indexOf(beginMarker);
  const end = rules.indexOf(endMarker);
  if (begin < 0 || end < begin)
    throw new Error(`firestore.rules has no "${beginMarker}" … "${endMarker}" region`);
  const lineStart = rules.lastIndexOf('\n', begin) + 1;
  const lineEnd = rules.indexOf('\n', end);
  return (
    rules.slice(0, lineStart) + generatedSettingsRegion() + rules.slice(lineEnd < 0 ? rules.length : lineEnd)
  );
}

function main(): void {
  const rules = readFileSync(rulesPath, 'utf8');
  const fresh = withGeneratedSettings(rules);
  if (process.argv.includes('--check')) {
    if (fresh !== rules) {
      console.error(
        'firestore.rules: the generated settings region is stale (the settings registry changed). ' +
          'Run: node scripts/generate-rules-settings.ts',
      );
      process.exit(1);
    }
    return;
  }
  if (fresh !== rules) writeFileSync(rulesPath, fresh);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
