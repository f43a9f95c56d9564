// Bundles the functions into lib/index.js for the Functions emulator and `firebase deploy`.
// @studio/domain (with its zod and date-fns) is inlined, so the deployed package needs only the
// two Firebase packages its package.json names; those stay external. @studio/domain is not a
// listed dependency on purpose: Cloud Build installs the deployed package.json from the npm
// registry, where our workspace package does not exist; locally the workspace link at the root
// node_modules resolves it. The empty "gcp-build" script stops Cloud Build from running this
// file (src is not uploaded): lib/ is built by firebase.json's predeploy.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(`${here}package.json`, 'utf8')) as {
  dependencies?: Record<string, string>;
};
const external = Object.keys(manifest.dependencies ?? {});

const result = await build({
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
  write: false,
});

// Every running Functions emulator watches functions/ and reloads on a change; while one loads
// lib/index.js another stack's build must not be rewriting it. So a file is written only when
// its bytes differ: stacks started side by side (the test projects) build without touching lib/.
// On a clean clone they all find lib/ empty and write it at once: each writes a file of its own
// and renames it into place, so an emulator never reads a half-written bundle (a likely cause,
// not a proven one, of CI-26's firebase-tools stopping with "An unexpected error has occurred").
// The dot keeps the file out of the emulators' watchers.
let written = 0;
for (const file of result.outputFiles) {
  if (existsSync(file.path) && Buffer.from(file.contents).equals(readFileSync(file.path))) continue;
  mkdirSync(dirname(file.path), { recursive: true });
  const whole = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.tmp`);
  writeFileSync(whole, file.contents);
  renameSync(whole, file.path);
  written += 1;
}
console.log(
  `functions: ${written ? 'built' : 'up to date:'} lib/index.js (external: ${external.join(', ')})`,
);
