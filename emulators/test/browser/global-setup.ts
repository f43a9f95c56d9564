// Builds the harness page once per run with Vite and hands its folder to the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildHarnessPage } from './support/page.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    browserPageDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'firestore-browser-page-'));
  await buildHarnessPage(join(dirname(fileURLToPath(import.meta.url)), 'page'), outDir);
  project.provide('browserPageDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
