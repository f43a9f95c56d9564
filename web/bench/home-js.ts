/**
 * What a built site ships for its home route: the entry chunk, every chunk it imports statically
 * and every chunk index.html preloads (Vite's build manifest and index.html), then what the page
 * loads after that (the Firebase chunk, the live sections), each gzipped, with the packages that
 * fill each chunk (from its source map).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageOfSource, sourceSpans } from './source-map.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  /** Path inside the build folder, e.g. assets/index-abc.js. */
  file: string;
  raw: number;
  gzip: number;
  /** The largest contributors, by minified bytes, with their share of the chunk. */
  contents: { name: string; share: number }[];
}

export interface HomeJs {
  chunks: ChunkSize[];
  gzip: number;
  raw: number;
}

// Level 9 like the earlier measurements in this project; servers often use 6 (about 1% larger).
export const gzipLevel = 9;

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: gzipLevel }).length;
}

function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path))
    throw new Error(`${path} is missing: build with build.manifest on (web/vite.config.ts)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Files index.html loads before anything runs: its module script and its modulepreload links. */
export function htmlScriptFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /\btype="module"/.test(tag) || /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if (isModule && url && !/^[a-z]+:/i.test(url)) files.add(url.replace(/^\//, ''));
  }
  return [...files];
}

/** The entry's file and everything it imports statically, as build-folder paths. */
function staticClosure(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the build manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

function contentsOf(dist: string, file: string): ChunkSize['contents'] {
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return [];
  const spans = sourceSpans(
    readFileSync(join(dist, file), 'utf8'),
    JSON.parse(readFileSync(mapPath, 'utf8')),
  );
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const [source, bytes] of spans) {
    const name = packageOfSource(source);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
    total += bytes;
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, bytes]) => ({ name, share: total === 0 ? 0 : bytes / total }));
}

export function chunkSize(dist: string, file: string): ChunkSize {
  const path = join(dist, file);
  return { file, raw: readFileSync(path).length, gzip: gzipBytes(path), contents: contentsOf(dist, file) };
}

/** The home route's JavaScript: entry, static imports and preloads, largest first. */
export function measureHomeJs(dist: string): HomeJs {
  const files = new Set([...htmlScriptFiles(dist), ...staticClosure(readManifest(dist))]);
  const chunks = [...files].filter((file) => file.endsWith('.js')).map((file) => chunkSize(dist, file));
  chunks.sort((a, b) => b.gzip - a.gzip);
  return {
    chunks,
    gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    raw: chunks.reduce((sum, c) => sum + c.raw, 0),
  };
}

/**
 * Everything a home view loads, as the browser saw it (`loaded`: build-folder paths of the scripts
 * it fetched): what comes before the first paint (measureHomeJs) and what comes after, lazily.
 * The total is what the JavaScript target is about: the home page is not all there before the
 * lazy chunks are (the services come from Firestore).
 */
export function measureHomeView(dist: string, loaded: readonly string[]): HomeView {
  const firstPaint = measureHomeJs(dist);
  const before = new Set(firstPaint.chunks.map((chunk) => chunk.file));
  const chunks = [...new Set(loaded)]
    .filter((file) => file.endsWith('.js') && !before.has(file))
    .map((file) => chunkSize(dist, file))
    .sort((a, b) => b.gzip - a.gzip);
  const later = {
    chunks,
    gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    raw: chunks.reduce((sum, c) => sum + c.raw, 0),
  };
  return { firstPaint, later, gzip: firstPaint.gzip + later.gzip, raw: firstPaint.raw + later.raw };
}

export interface HomeView {
  /** Entry, static imports and preloads: what the first paint waits for. */
  firstPaint: HomeJs;
  /** Chunks loaded after that (dynamic imports the home view makes). */
  later: HomeJs;
  gzip: number;
  raw: number;
}

/** Chunks the dashboard route loads that the home route does not: proof it is split off. */
export function dashboardOnlyChunks(dist: string): string[] {
  const manifest = readManifest(dist);
  const home = new Set(staticClosure(manifest));
  const key = Object.keys(manifest).find((k) => manifest[k]?.src?.includes('routes/dashboard/dashboard.tsx'));
  if (!key) return [];
  return [manifest[key]?.file ?? key].filter((file) => !home.has(file));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
