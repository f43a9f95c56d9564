import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SettingKey, settingKeys, settingsRegistry } from '@studio/domain';
import { describe, expect, it } from 'vitest';

// Every setting acts somewhere or says it does not (issue 16): a key is "used" when code of the
// web app, the functions or domain's rules (not the registry, the Settings screen that edits it,
// demo data, tests, or firestore.rules' value checks) names it. A setting marked inert in the
// registry must not be used yet; one not marked must be.
const root = fileURLToPath(new URL('../../', import.meta.url));
const skipped = [
  /__tests__/,
  /\.test\.tsx?$/,
  /^domain\/src\/settings\/(registry|settings|tabs)\.ts$/,
  /^domain\/src\/demo\//,
  /^domain\/src\/enums\//,
  /^web\/src\/features\/settings\//,
];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((path) => !skipped.some((pattern) => pattern.test(path)));
}

const code = ['web/src', 'functions/src', 'domain/src'].flatMap(sources).map((path) => ({
  path,
  text: readFileSync(join(root, path), 'utf8'),
}));

const usedBy = (key: SettingKey) =>
  code.filter(({ text }) => new RegExp(`\\b${key}\\b`).test(text)).map(({ path }) => path);

describe('every setting acts or is labelled as not acting yet', () => {
  it.each(settingKeys)('%s', (key) => {
    const inert = settingsRegistry[key].inert !== undefined;
    expect(
      usedBy(key).length > 0,
      inert ? `${key} is used: drop its inert note` : `${key} acts nowhere: mark it inert`,
    ).toBe(!inert);
  });
});
