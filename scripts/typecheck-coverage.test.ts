// `npm run typecheck` checks three programs (tsconfig.check-node.json, tsconfig.check-dom.json and
// web's) instead of every workspace config one by one; this test keeps them holding every file
// the workspace configs hold, so a new folder in a workspace config cannot go unchecked.
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');

/**
 * The files a tsconfig's include and exclude select, as absolute paths (`tsc --showConfig`
 * expands them without type-checking or following imports; TypeScript 7 has no JS API).
 */
function filesOf(config: string): string[] {
  const path = join(root, config);
  const shown = JSON.parse(execFileSync(tsc, ['-p', path, '--showConfig'], { encoding: 'utf8' })) as {
    files?: string[];
  };
  return (shown.files ?? []).map((file) => resolve(dirname(path), file));
}

const workspaceConfigs = [
  'domain/tsconfig.json',
  'functions/tsconfig.json',
  'functions/tsconfig.test.json',
  'emulators/tsconfig.json',
  'emulators/tsconfig.test.json',
  'web/tsconfig.node.json',
  'tests/tsconfig.json',
  'tests/rules/tsconfig.json',
  'tests/functions/tsconfig.json',
  'tests/e2e/tsconfig.json',
  'tests/stack/tsconfig.json',
  'scripts/tsconfig.json',
];

describe('the typecheck programs', () => {
  it('hold every file of the workspace configs', () => {
    const checked = new Set([...filesOf('tsconfig.check-node.json'), ...filesOf('tsconfig.check-dom.json')]);
    const missing = workspaceConfigs.flatMap(filesOf).filter((file) => !checked.has(file));
    expect(missing).toEqual([]);
  });

  it('give DOM types only to the files whose workspace config has them', () => {
    const withDom = new Set(filesOf('tsconfig.check-dom.json'));
    const nodeOnly = ['domain/tsconfig.json', 'functions/tsconfig.json', 'emulators/tsconfig.json'].flatMap(
      filesOf,
    );
    expect(nodeOnly.filter((file) => withDom.has(file))).toEqual([]);
  });
});
