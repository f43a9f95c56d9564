import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mockingTests } from '../../vitest.config.ts';

// The `web` project shares modules between files (isolate: false): a vi.mock there would replace a
// module for the files that run after it. Every file that mocks runs in `web-mocks` instead.
const web = join(dirname(fileURLToPath(import.meta.url)), '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(web, path)] : [];
  });
}

describe('web tests that mock modules', () => {
  it('all run isolated in the web-mocks project', () => {
    const mocking = testFiles(join(web, 'src')).filter((file) =>
      /\bvi\.(mock|doMock|stubGlobal|resetModules)\(/.test(readFileSync(join(web, file), 'utf8')),
    );
    expect(mocking.sort()).toEqual([...mockingTests].sort());
  });
});
