// What `firebase deploy` uploads from functions/ (firebase.json's ignore list, applied with
// firebase-tools' own file walker), and whether that upload runs with nothing but the
// dependencies functions/package.json names: staged in a temporary folder where only those
// resolve, firebase-functions' discovery must load lib/index.js and list every function.
// The stack's globalSetup has just built lib/ with `npm run build -w functions`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = join(root, 'functions');
const require = createRequire(import.meta.url);
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
  functions: { source: string; ignore: string[]; predeploy: string[] }[];
};
const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as {
  main: string;
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const config = firebaseJson.functions[0];
const staged = mkdtempSync(join(tmpdir(), 'studio-deploy-'));
afterAll(() => rmSync(staged, { recursive: true, force: true }));

async function uploadedFiles(): Promise<string[]> {
  const { readdirRecursive } = require(join(root, 'node_modules/firebase-tools/lib/fsAsync.js')) as {
    readdirRecursive(o: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
  };
  const ignore = [...(config?.ignore ?? []), 'firebase-debug.log', 'firebase-debug.*.log'];
  const files = await readdirRecursive({ path: source, ignoreStrings: ignore });
  return files.map((f) => relative(source, f.name)).sort();
}

/** The names src/index.ts exports: the functions a deploy must find. */
function exportedFunctions(): string[] {
  const index = readFileSync(join(source, 'src/index.ts'), 'utf8');
  return [...index.matchAll(/^export \{ (\w+) \}/gm)].map((m) => m[1] ?? '').sort();
}

describe('the functions as firebase deploy uploads them', () => {
  it('is configured for a clean checkout: built by predeploy, from functions/, for Node 24', () => {
    expect(config?.source).toBe('functions');
    expect(config?.predeploy).toEqual(['npm --prefix "$RESOURCE_DIR" run build']);
    expect(manifest.main).toBe('lib/index.js');
    expect(manifest.engines.node).toBe('24');
  });

  it('depends only on registry packages (the domain is inlined, not a workspace dependency)', () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      'firebase-admin',
      'firebase-functions',
      'sharp',
    ]);
    for (const range of Object.values(manifest.dependencies)) expect(range).toMatch(/^\^?\d/);
    expect(Object.keys(manifest.devDependencies ?? {})).not.toContain('@studio/domain');
  });

  it('uploads the bundle and its manifest, not the sources, tests or local settings', async () => {
    const files = await uploadedFiles();
    expect(files).toContain('package.json');
    expect(files).toContain('lib/index.js');
    expect(files).toContain('.env');
    expect(files.filter((f) => /^(src|test|node_modules)\/|\.test\.ts$|^\.env\.local$/.test(f))).toEqual([]);
  });

  it('loads with only its own dependencies and lists every exported function', async () => {
    for (const file of await uploadedFiles()) {
      mkdirSync(dirname(join(staged, file)), { recursive: true });
      cpSync(join(source, file), join(staged, file));
    }
    mkdirSync(join(staged, 'node_modules'));
    for (const name of Object.keys(manifest.dependencies)) {
      symlinkSync(join(root, 'node_modules', name), join(staged, 'node_modules', name), 'dir');
    }
    const out = join(staged, 'manifest.json');
    const discovery = spawnSync(
      process.execPath,
      [join(root, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), staged],
      {
        cwd: staged,
        encoding: 'utf8',
        timeout: 60000,
        env: { PATH: process.env.PATH, FUNCTIONS_MANIFEST_OUTPUT_PATH: out, GCLOUD_PROJECT: 'demo-deploy' },
      },
    );
    expect(discovery.status, discovery.stderr).toBe(0);
    const found = (
      JSON.parse(readFileSync(out, 'utf8')) as {
        endpoints: Record<string, { eventTrigger?: { retry?: boolean } }>;
      }
    ).endpoints;
    expect(Object.keys(found).sort()).toEqual(exportedFunctions());
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(10);
    // Every Firestore trigger recomputes from source and the Storage one rewrites the same copies,
    // so each is deployed with retries on.
    const triggers = Object.entries(found).filter(([, e]) => e.eventTrigger);
    expect(triggers.length).toBeGreaterThanOrEqual(8);
    for (const [name, endpoint] of triggers) expect(endpoint.eventTrigger?.retry, name).toBe(true);
  });
});
