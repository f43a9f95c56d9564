/**
 * Gzipped JavaScript per route of the built site (run `npm run build -w web` first):
 * the first load (index.html's entry and its static imports) and each lazy route on top of it.
 * Usage: node web/scripts/bundle-size.ts [--json]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(`${dist}.vite/manifest.json`, 'utf8'),
);

/** A chunk and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function gzipKb(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js'))
      bytes += gzipSync(readFileSync(`${dist}${chunk.file}`), { level: 9 }).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: was the site built?');
const first = closure(entryKey);
const routes: Record<string, number> = { 'first load (home)': gzipKb(first) };
// The lazy screens are imported from the first-load chunk (vite.config.ts), not the entry itself.
const lazyRoutes = new Set([...first].flatMap((key) => manifest[key]?.dynamicImports ?? []));
for (const lazy of lazyRoutes) {
  const extra = [...closure(lazy)].filter((key) => !first.has(key));
  routes[`+ ${manifest[lazy]?.src ?? lazy}`] = gzipKb(extra);
}
if (process.argv.includes('--json')) console.log(JSON.stringify(routes));
else for (const [name, kb] of Object.entries(routes)) console.log(`${String(kb).padStart(7)} KB  ${name}`);
