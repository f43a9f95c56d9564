// Bundles the functions into lib/index.js for the Functions emulator and `firebase deploy`.
// @studio/domain (and its zod, date-fns) is inlined, so the deployed package needs only the
// two Firebase packages its package.json names; those stay external.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(`${here}package.json`, 'utf8')) as {
  dependencies?: Record<string, string>;
};
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@studio/domain');

await build({
  entryPoints: [`${here}src/index.ts`],
  outfile: `${here}lib/index.js`,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Some bundled CommonJS code calls require(); an ES module has none unless we make one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`functions: built lib/index.js (external: ${external.join(', ')})`);
