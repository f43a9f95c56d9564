/**
 * The yardstick for the home page's LCP: the prerendered home as a static page (the same HTML,
 * stylesheet and font preload, every script and modulepreload taken out), served by the same
 * server in the same run. The app's LCP is reported as a ratio to it, which holds still when the
 * machine's load does not.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'bench-static-home.html';

/** The page without JavaScript. */
export function staticCopy(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/** Writes the copy of dist/index.html beside it; its URL path and how to take it away again. */
export function serveStaticCopy(dist: string): { path: string; remove(): void } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  if (html.includes('<div id="root"></div>')) {
    throw new Error(`${dist}/index.html is not prerendered: there is no static page to compare with`);
  }
  const file = join(dist, FILE);
  writeFileSync(file, staticCopy(html));
  return { path: `/${FILE.replace(/\.html$/, '')}`, remove: () => rmSync(file, { force: true }) };
}
