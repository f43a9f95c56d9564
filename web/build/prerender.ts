/**
 * Prerendering: after the browser build, the public pages (/, /shop, /blog and every blog post
 * published when the build runs) are rendered to HTML with the real components (src/prerender.tsx
 * built for the server), so the first response already shows the header, hero and section frames
 * and carries each page's title, description and Open Graph tags. app/start.tsx hydrates them. Every
 * other URL (a post published later, /booking, the dashboard) gets app.html, the empty shell,
 * through firebase.json's rewrite, and renders in the browser as before.
 *
 * Pages are written as `<path>.html` (index.html for /); Hosting's cleanUrls serves /shop from
 * shop.html and /blog/my-post from blog/my-post.html.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SettingsValues } from '@studio/domain';
import type { publicPages } from '../src/app/routes/public-pages.ts';
import { paintFirst } from './paint-first.ts';
import {
  type FirestoreSource,
  fetchPublicSettingEntries,
  fetchPublishedPosts,
  type PostSummary,
} from './prerender-data.ts';

/** What src/prerender.tsx exports (spelled out: this file is also type-checked without JSX). */
interface ServerEntry {
  renderPage(path: string): Promise<string>;
  defaultSettings(): SettingsValues;
  resolveSettings(entries: { key: string; value: unknown }[]): SettingsValues;
  publicPages: typeof publicPages;
  pageTitle(page: string | null, studio: string): string;
}

export interface PrerenderOptions {
  /** The web workspace (where vite.config.ts is). */
  root: string;
  /** The browser build's output folder; pages are written into it. */
  outDir: string;
  /** Where to read the published posts and the studio's name; without it, defaults and no posts. */
  firestore?: FirestoreSource;
  log?: (line: string) => void;
}

interface Page {
  path: string;
  title: string;
  description: string;
  image?: string | null;
  type: 'website' | 'article';
}

const SHELL = 'app.html';

export async function prerenderSite(options: PrerenderOptions): Promise<string[]> {
  const log = options.log ?? (() => {});
  const shell = readShell(options.outDir);
  const entry = await buildServerEntry(options.root);
  try {
    const pages = await pagesToRender(entry.module, options.firestore, log);
    const written: string[] = [];
    for (const page of pages) {
      const markup = await entry.module.renderPage(page.path);
      const file = fileOf(page.path);
      mkdirSync(dirname(join(options.outDir, file)), { recursive: true });
      writeAtomically(join(options.outDir, file), pageHtml(shell, page, markup));
      written.push(file);
    }
    log(`prerendered ${written.length} pages: ${written.join(', ')}`);
    return written;
  } finally {
    rmSync(entry.dir, { recursive: true, force: true });
  }
}

/**
 * The empty page every prerendered one starts from: Vite's index.html with the font preload,
 * kept as app.html. Found there when the pages are rendered again over an earlier run.
 */
function readShell(outDir: string): string {
  const shellFile = join(outDir, SHELL);
  if (existsSync(shellFile)) return readFileSync(shellFile, 'utf8');
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) {
    throw new Error(`${outDir}/index.html has no empty #root and there is no ${SHELL}`);
  }
  const shell = withFontPreload(template, outDir);
  writeAtomically(shellFile, shell);
  return shell;
}

/** A server reading the folder meanwhile sees the old page or the new one, never half of one. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** `/` → index.html, `/shop` → shop.html, `/blog/a` → blog/a.html. */
export function fileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

async function buildServerEntry(root: string): Promise<{ module: ServerEntry; dir: string }> {
  const { build } = await import('vite');
  // Inside the workspace, so the bundle's bare imports (react, emotion…) resolve from node_modules.
  const dir = join(root, 'node_modules', `.prerender-${process.pid}-${Date.now()}`);
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    // The Firebase chunks never load while prerendering (utils/firebase-loader.tsx).
    define: { 'import.meta.env.PRERENDER': 'true' },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: dir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const file = readdirSync(dir).find((name) => /^prerender\.m?js$/.test(name));
  if (!file) throw new Error(`the server build wrote no prerender.js in ${dir}`);
  return { module: (await import(pathToFileURL(join(dir, file)).href)) as ServerEntry, dir };
}

async function pagesToRender(
  entry: ServerEntry,
  firestore: FirestoreSource | undefined,
  log: (line: string) => void,
): Promise<Page[]> {
  let settings = entry.defaultSettings();
  let posts: PostSummary[] = [];
  if (firestore) {
    settings = entry.resolveSettings(await fetchPublicSettingEntries(firestore));
    posts = settings.blog_section_enabled ? await fetchPublishedPosts(firestore) : [];
    log(`read ${posts.length} published posts from ${firestore.url}`);
  }
  const studio = settings.business_info.name;
  const { home, shop, blog } = entry.publicPages;
  const page = (path: string, words: { title: string | null; description: string }): Page => ({
    path,
    title: entry.pageTitle(words.title, studio),
    description: words.description,
    type: 'website',
  });
  return [
    page('/', home),
    page('/shop', shop),
    page('/blog', blog),
    ...posts.map(
      (post): Page => ({
        path: `/blog/${encodeURIComponent(post.slug)}`,
        title: entry.pageTitle(post.title, studio),
        description: post.excerpt ?? blog.description,
        image: post.featuredImage,
        type: 'article',
      }),
    ),
  ];
}

/** Inter's Latin file, asked for at once rather than when the first text is laid out. */
function withFontPreload(html: string, outDir: string): string {
  const font = readdirSync(join(outDir, 'assets')).find((name) =>
    /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
  );
  if (!font) throw new Error('the build has no Inter Latin font file to preload');
  const link = `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`;
  return html.replace('</title>', `</title>\n    ${link}`);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The shell with the page's head tags and its markup inside #root, started after its first paint. */
export function pageHtml(shell: string, page: Page, markup: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(page.image ? [meta('property', 'og:image', page.image)] : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
  ];
  const html = shell
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(page.title)}</title>\n    ${tags.join('\n    ')}`,
    )
    .replace(/<meta name="description" content="[^"]*" \/>/, () =>
      meta('name', 'description', page.description),
    )
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  return paintFirst(html);
}
