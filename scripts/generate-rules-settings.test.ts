import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  endMarker,
  generatedSettingsRegion,
  rulesPath,
  withGeneratedSettings,
} from './generate-rules-settings.ts';

describe("firestore.rules' generated settings region", () => {
  it('is what the registry generates now', () => {
    const rules = readFileSync(rulesPath, 'utf8');
    expect(withGeneratedSettings(rules)).toBe(rules);
  });

  it('replaces a stale region and keeps what surrounds it', () => {
    const stale = `before\n    // BEGIN GENERATED settings\n    function old() { return 1; }\n    ${endMarker}\nafter\n`;
    expect(withGeneratedSettings(stale)).toBe(`before\n${generatedSettingsRegion()}\nafter\n`);
  });

  it('refuses a rules file without the markers', () => {
    expect(() => withGeneratedSettings('no region here')).toThrow(/no "\/\/ BEGIN GENERATED settings"/);
  });
});
