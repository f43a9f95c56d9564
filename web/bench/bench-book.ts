/**
 * `npm run bench:book`, its page half (issue 32): /book as a visitor first sees it, from a
 * service's shareable link with a day (`/book?service=…&addons=…&date=…`), in headless Chromium
 * at phone width, on the studio's own stack in `instant` mode:
 *   (a) first contentful paint and Largest Contentful Paint of /book, cold loads interleaved with
 *       loads of a static copy of the same page (the /book a load drew, scripts taken out, its
 *       styles inlined) from the same server, as bench:web compares the home; and when the day's
 *       free times were on the page (the listFreeTimes callable's answer drawn);
 *   (b) the Firestore queries and document reads the page makes to show them (the catalogue,
 *       hours and settings it reads itself; the callable's own reads are the server half's).
 * Wall-clock times of one machine; it prints figures and never fails. --runs N (default 9).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { settingDocument, studioDateOfInstant } from '@studio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { firestoreTraffic, launchChromium, loadOnce, type PageLoad } from './browser.ts';
import { startSite } from './site.ts';
import { staticCopy } from './static-copy.ts';
import { median, ms } from './stats.ts';

/** The day's free times drawn: the page's live part. */
const FREE_TIMES = '[aria-label="Free times"] button';
const STATIC_FILE = 'bench-static-book.html';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    web: { type: 'string' },
    dist: { type: 'string' },
    firestore: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

/** The demo's gel manicure, which asks for a nail shape (a required add-on). */
const SERVICE = 'svc-gel-manicure';

/**
 * Online booking on, and the link a visitor follows: the gel manicure with an option of each of
 * its required add-ons, on a weekday ten days ahead (the demo studio opens on weekdays).
 */
async function prepareStudio(firestoreUrl: string): Promise<string> {
  process.env.FIRESTORE_EMULATOR_HOST = new URL(firestoreUrl).host;
  const app = initializeApp({ projectId: 'demo-nail-studio' }, 'bench-book');
  const db = getFirestore(app);
  try {
    await db.doc('settings_public/booking_mode').set(settingDocument('booking_mode', 'instant'));
    const service = await db.doc(`services/${SERVICE}`).get();
    if (!service.exists) throw new Error(`The demo data has no ${SERVICE}`);
    const addOns = await db.collection('service_add_ons').where('service_id', '==', service.id).get();
    const required = addOns.docs.filter((a) => a.get('is_required') && a.get('is_active'));
    const zone =
      (await db.doc('settings_public/scheduling_timezone').get()).get('value') ?? 'America/New_York';
    let date = '';
    for (let ahead = 10; !date; ahead++) {
      const day = studioDateOfInstant(new Date(Date.now() + ahead * 86_400_000), zone);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      if (weekday >= 1 && weekday <= 5) date = day;
    }
    const params = new URLSearchParams({ service: service.id, date });
    if (required.length > 0)
      params.set('addons', required.map((a) => `${a.id}:${a.get('options')[0]?.id}`).join(','));
    return `/book?${params}`;
  } finally {
    await deleteApp(app);
  }
}

/**
 * The static copy: /book as a load drew it, without scripts, its CSS-in-JS rules (inserted through
 * the CSSOM, so absent from the markup) written into one <style>.
 */
async function writeStaticCopy(browser: Browser, url: string, dist: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // The first load compiles and the first call of a callable loads the functions: minutes on a busy machine.
    await page.goto(url, { waitUntil: 'load', timeout: 300_000 });
    const drawn = page.locator(`${FREE_TIMES}, [role="alert"]`).first();
    await drawn.waitFor({ timeout: 300_000 });
    if ((await drawn.getAttribute('role')) === 'alert')
      throw new Error(`/book said instead of free times: ${await drawn.textContent()}`);
    const html = await page.evaluate(() => {
      const rules = [...document.styleSheets]
        .filter((sheet) => !sheet.href)
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const style of copy.querySelectorAll('style')) style.remove();
      const inlined = document.createElement('style');
      inlined.textContent = rules;
      copy.querySelector('head')?.append(inlined);
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    writeFileSync(join(dist, STATIC_FILE), staticCopy(html));
    return `/${STATIC_FILE.replace(/\.html$/, '')}`;
  } finally {
    await context.close();
  }
}

function printLoads(loads: PageLoad[], statics: PageLoad[]) {
  const paint = (xs: PageLoad[], key: 'firstContentfulPaint' | 'lcp') => median(xs.map((l) => l[key]));
  for (const [name, key] of [
    ['First contentful paint', 'firstContentfulPaint'],
    ['Largest Contentful Paint', 'lcp'],
  ] as const) {
    const app = paint(loads, key);
    const still = paint(statics, key);
    console.log(
      `(a) ${name} of /book — app ${ms(app)}, static copy ${ms(still)} (medians of ${loads.length} interleaved cold loads each): ratio ${(app / still).toFixed(2)}`,
    );
  }
  console.log(
    `    app LCP runs: ${loads.map((l) => Math.round(l.lcp)).join(', ')} ms; element: ${loads[0]?.lcpElement}`,
  );
  console.log(
    `    static LCP runs: ${statics.map((l) => Math.round(l.lcp)).join(', ')} ms; element: ${statics[0]?.lcpElement}`,
  );
  console.log(
    `    the day's free times on the page at median ${ms(median(loads.map((l) => l.servicesShown)))} (runs: ${loads.map((l) => Math.round(l.servicesShown)).join(', ')} ms)`,
  );
}

const site = await startSite(values);
try {
  const path = await prepareStudio(site.firestore);
  const url = `${site.web}${path}`;
  console.log(
    `bench:book (page) — ${url}, ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const browser = await launchChromium();
  try {
    // One load first: the functions emulator loads the code on its first call.
    const copyPath = await writeStaticCopy(browser, url, site.dist);
    const loads: PageLoad[] = [];
    const statics: PageLoad[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        const app = () => loadOnce(browser, url, { ready: FREE_TIMES }).then((load) => loads.push(load));
        const still = () =>
          loadOnce(browser, `${site.web}${copyPath}`, { ready: null }).then((load) => statics.push(load));
        if (run % 2 === 0) await app().then(still);
        else await still().then(app);
      }
    } finally {
      rmSync(join(site.dist, STATIC_FILE), { force: true });
    }
    printLoads(loads, statics);
    const traffic = await firestoreTraffic(browser, url, site.firestore, FREE_TIMES);
    console.log(
      `(b) Firestore for one /book view up to its free times — ${traffic.queries.length} queries, ${traffic.documentGets} single-document gets, ${traffic.reads} document reads (plus listFreeTimes' and listBookableMembers' own reads on the server)`,
    );
    for (const q of traffic.queries)
      console.log(
        `    ${q.collection.padEnd(20)} ${q.description}  → ${traffic.readsByCollection[q.collection] ?? 0} documents`,
      );
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
}
