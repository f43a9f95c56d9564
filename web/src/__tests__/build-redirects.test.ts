import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as re2Stub from '../../build/re2js-unused.ts';
import * as reactfireAuth from '../../build/reactfire-auth.ts';
import * as unusedSdks from '../../build/reactfire-unused-sdks.ts';
import { unusedByReactfire, zodJsonSchemaModules, zodSchemaModules } from '../../build/redirects.ts';
import isPropValid from '../../build/styled-prop-forwarding.ts';
import * as zodStub from '../../build/zod-json-schema-unused.ts';

// web/vite.config.ts redirects some imports that other packages make of their own dependencies
// (build/redirects.ts says why each stays). Each test here checks, in the installed package at
// the version package-lock.json pins, what its redirect leans on: that the importing file is still
// there and still imports what the stand-in answers. An upgrade that changes it fails here, not
// silently in the bundle (a redirect that no longer matches) or in the browser (a missing export).

const web = fileURLToPath(new URL('../../', import.meta.url));
const repo = resolve(web, '..');
const locked: Record<string, { version?: string }> = JSON.parse(
  readFileSync(join(repo, 'package-lock.json'), 'utf8'),
).packages;

/** An installed package's folder, after checking it is the version package-lock.json pins. */
function installed(name: string): string {
  const dir = [join(web, 'node_modules', name), join(repo, 'node_modules', name)].find((candidate) =>
    existsSync(join(candidate, 'package.json')),
  );
  if (!dir) throw new Error(`${name} is not installed`);
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  const lockKey = relative(repo, dir).split(sep).join('/');
  expect(version, `${name}: installed against package-lock.json`).toBe(locked[lockKey]?.version);
  return dir;
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

/** Every .js file under `dir`, as paths relative to it. */
function jsFiles(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return jsFiles(dir, path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * What `source` imports (or re-exports) from `specifier`: the names it takes, 'default', '*' for a
 * namespace or `export *`, nothing for a bare import; undefined when it does not import it.
 */
function importedNames(source: string, specifier: string): string[] | undefined {
  const from = new RegExp(
    `\\b(?:import|export)\\s*([^;'"]*?)\\s*from\\s*['"]${literally(specifier)}['"]`,
    'g',
  );
  const bare = new RegExp(`\\bimport\\s*['"]${literally(specifier)}['"]`);
  const clauses = [...source.matchAll(from)].map((match) => match[1] ?? '');
  if (clauses.length === 0) return bare.test(source) ? [] : undefined;
  return clauses.flatMap((clause) => {
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside.startsWith('*')) names.push('*');
    else if (outside !== '') names.push('default');
    return names;
  });
}

describe('build redirects into other packages (web/vite.config.ts)', () => {
  describe('reactfire', () => {
    const dir = installed('reactfire');
    const entry = JSON.parse(read(dir, 'package.json')).exports['.'].import as string;
    const source = read(dir, entry);

    it('is one bundled file, so every import it makes is in the file checked here', () => {
      expect(entry).toBe('./dist/index.js');
      expect(source).not.toMatch(/from\s*['"]\.\.?\//);
    });

    it('imports only onIdTokenChanged from firebase/auth, which build/reactfire-auth.ts answers', () => {
      expect(importedNames(source, 'firebase/auth')).toEqual(['onIdTokenChanged']);
      expect(Object.keys(reactfireAuth)).toEqual(['onIdTokenChanged']);
    });

    it('imports nothing from the SDKs we leave out that build/reactfire-unused-sdks.ts does not answer', () => {
      for (const sdk of unusedByReactfire) {
        const names = importedNames(source, sdk);
        expect(names, `reactfire no longer imports ${sdk}: drop it from build/redirects.ts`).toBeDefined();
        for (const name of names ?? []) expect(Object.keys(unusedSdks), `${sdk}: ${name}`).toContain(name);
      }
    });

    it('imports no Firebase SDK beyond those and the three we use (a new one would ship unnoticed)', () => {
      const sdks = [...source.matchAll(/from\s*['"](firebase\/[^'"]+)['"]/g)].map((match) => match[1]);
      const known = new Set([...unusedByReactfire, 'firebase/app', 'firebase/auth', 'firebase/firestore']);
      expect(sdks.filter((sdk) => !known.has(sdk as string))).toEqual([]);
    });
  });

  it('has Firestore use re2js only as RE2JS.compile, which build/re2js-unused.ts answers', () => {
    const dir = installed('@firebase/firestore');
    const importers = jsFiles(join(dir, 'dist')).filter((file) =>
      importedNames(read(dir, `dist/${file}`), 're2js'),
    );
    // The browser build (package.json's "browser") is among them.
    expect(importers).toContain('index.esm.js');
    for (const file of importers) {
      const source = read(dir, `dist/${file}`);
      expect(
        importedNames(source, 're2js')?.filter((name) => name !== 'RE2JS'),
        file,
      ).toEqual([]);
      const uses = [...source.matchAll(/\bRE2JS\.(\w+)/g)].map((match) => match[1]);
      expect(
        uses.filter((use) => use !== 'compile'),
        file,
      ).toEqual([]);
    }
    expect(Object.keys(re2Stub)).toEqual(['RE2JS']);
  });

  describe('zod', () => {
    const dir = installed('zod');
    const generator = (file: string) =>
      [...read(dir, file).matchAll(/from\s*['"]([^'"]+)['"]/g)]
        .map((match) => match[1] as string)
        .filter((specifier) => zodJsonSchemaModules.test(specifier));

    it('imports its JSON Schema generator from the modules build/redirects.ts names, and those only', () => {
      const importers = jsFiles(join(dir, 'v4')).filter((file) => generator(`v4/${file}`).length > 0);
      // Where the redirect applies (a zod module of ours would match zodSchemaModules) …
      const redirected = importers.filter((file) => zodSchemaModules.test(join(dir, 'v4', file)));
      expect(redirected.sort()).toEqual(['classic/external.js', 'classic/schemas.js', 'core/index.js']);
      // … and where it need not: modules the site never imports, or the generator's own. A new
      // importer here may put the generator back in every page: measure (npm run size -w web).
      expect(importers.filter((file) => !redirected.includes(file)).sort()).toEqual([
        'core/json-schema-generator.js',
        'core/json-schema-processors.js',
        'mini/external.js',
      ]);
    });

    it('takes from the generator only what build/zod-json-schema-unused.ts answers', () => {
      for (const file of ['v4/classic/external.js', 'v4/classic/schemas.js', 'v4/core/index.js']) {
        const source = read(dir, file);
        for (const specifier of generator(file))
          for (const name of importedNames(source, specifier) ?? [])
            if (name !== '*') expect(Object.keys(zodStub), `${file}: ${name}`).toContain(name);
      }
    });
  });

  describe('emotion', () => {
    it("has @emotion/styled take is-prop-valid's default export, which build/styled-prop-forwarding.ts answers", () => {
      const dir = installed('@emotion/styled');
      installed('@emotion/is-prop-valid');
      const source = read(dir, 'base/dist/emotion-styled-base.browser.esm.js');
      expect(importedNames(source, '@emotion/is-prop-valid')).toEqual(['default']);
      expect(isPropValid('href')).toBe(true);
      expect(isPropValid('as')).toBe(false);
    });

    it('has @emotion/react import hoist-non-react-statics for its side effects only', () => {
      const dir = installed('@emotion/react');
      installed('hoist-non-react-statics');
      const source = read(dir, 'dist/emotion-react.browser.esm.js');
      expect(importedNames(source, 'hoist-non-react-statics')).toEqual([]);
    });
  });

  it("has react-router's production builds where web/vite.config.ts takes them from", () => {
    const dir = installed('react-router');
    for (const file of ['index.mjs', 'dom-export.mjs']) {
      expect(existsSync(join(dir, 'dist/production', file)), file).toBe(true);
      // The same exports as the development build the package's exports name.
      const exportsOf = (build: string) =>
        /export\s*\{([^}]*)\}\s*;?\s*$/.exec(read(dir, `dist/${build}/${file}`))?.[1]?.replace(/\s/g, '');
      expect(exportsOf('production'), file).toBe(exportsOf('development'));
    }
  });
});
