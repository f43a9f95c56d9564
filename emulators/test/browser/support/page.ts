// The harness page, built with Vite's API (no config file: the page needs none).
import { build } from 'vite';

export async function buildHarnessPage(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: false, sourcemap: false },
  });
}
