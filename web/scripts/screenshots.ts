/**
 * Screenshots of the built site (vite preview) in Debian's headless Chromium at 360 and 1280 px.
 * Usage: node web/scripts/screenshots.ts [outDir] — run `npm run build -w web` first
 * (or point SHOTS_DIST at another build).
 * Requests leaving the machine are refused, so pages show what they show offline.
 */

import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { launchChromium } from '../../scripts/chromium.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir =
  process.argv[2] ?? fileURLToPath(new URL('../../test-results/web-screenshots', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'auth', path: '/auth' },
  { name: 'booking', path: '/booking' },
  { name: 'shop', path: '/shop' },
  { name: 'blog', path: '/blog' },
  { name: 'blog-post', path: '/blog/unknown-post' },
  { name: 'not-found', path: '/no-such-page' },
];
const widths = [360, 1280];

const port = await freePort();
const server = await preview({
  root: webRoot,
  logLevel: 'error',
  preview: { port, strictPort: true, host: '127.0.0.1' },
  // SHOTS_DIST: a build made for other emulator hosts (e.g. a seeded emulator on a free port).
  build: { outDir: process.env.SHOTS_DIST ?? 'dist' },
});
const browser = await launchChromium({ localOnly: true });
try {
  await mkdir(outDir, { recursive: true });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 780 : 900 } });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (msg) => logs.push(`${msg.type()}: ${msg.text().slice(0, 200)}`));
    page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
    for (const { name, path } of pages) {
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(1200);
      const file = `${outDir}/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    if (width < 600) {
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.screenshot({ path: `${outDir}/home-menu-open-${width}.png` });
      console.log(`${outDir}/home-menu-open-${width}.png`);
    }
    console.log(`console (${width}px):\n  ${[...new Set(logs)].slice(0, 15).join('\n  ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
