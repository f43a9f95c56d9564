/**
 * `npm run bench:web`: the home page's weight and speed.
 *   (a) JavaScript a home view loads in all, gzipped, per chunk: the entry, static imports and
 *       preloads hydration waits for (the hero is interactive after them), then the lazily loaded
 *       Firebase chunk and sections (the services need Firestore); targets 200 KB in all, 100 KB
 *       before the hero is interactive;
 *   (b) Largest Contentful Paint and Cumulative Layout Shift of / in headless Chromium, cold loads
 *       interleaved with loads of a static copy of the prerendered home (static-copy.ts) from the
 *       same server: the app's LCP as a ratio to the static page's (target ≤ 1.3), CLS ≤ 0.05;
 *   (c) Firestore queries and document reads of one home page view.
 * It starts its own local stack (free ports, production build served by `vite preview`, demo
 * data), so it runs beside `npm start`. With --web URL --dist DIR --firestore URL it measures a
 * site that is already running instead (e.g. another build, for a before/after).
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { firestoreTraffic, launchChromium, loadOnce, type PageLoad } from './browser.ts';
import type { TrafficCount } from './firestore-traffic.ts';
import { type ChunkSize, dashboardOnlyChunks, type HomeView, kb, measureHomeView } from './home-js.ts';
import { startSite } from './site.ts';
import { serveStaticCopy } from './static-copy.ts';
import { median, ms } from './stats.ts';

const TARGET_JS_KB = 200;
const TARGET_INTERACTIVE_JS_KB = 100;
const TARGET_LCP_RATIO = 1.3;
const TARGET_CLS = 0.05;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    web: { type: 'string' },
    dist: { type: 'string' },
    firestore: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

function printChunks(chunks: ChunkSize[]) {
  for (const chunk of chunks) {
    const contents = chunk.contents.map((c) => `${c.name} ${Math.round(c.share * 100)}%`).join(', ');
    console.log(`    ${kb(chunk.gzip).padStart(6)} KB  ${chunk.file}  ${contents}`);
  }
}

function printJs(view: HomeView, dashboard: string[]) {
  const verdict = view.gzip / 1024 <= TARGET_JS_KB ? 'meets' : 'misses';
  console.log(
    `\n(a) JavaScript a home view loads — ${kb(view.gzip)} KB gzipped (${kb(view.raw)} KB minified), ${verdict} the ${TARGET_JS_KB} KB target`,
  );
  const { firstPaint, later } = view;
  const interactive = firstPaint.gzip / 1024 <= TARGET_INTERACTIVE_JS_KB ? 'meets' : 'misses';
  console.log(
    `    before the hero is interactive (entry + static imports + preloads; the HTML paints without them): ${kb(firstPaint.gzip)} KB, ${interactive} the ${TARGET_INTERACTIVE_JS_KB} KB target, gzip -9 per file:`,
  );
  printChunks(firstPaint.chunks);
  console.log(`    loaded after it (Firebase, the live sections): ${kb(later.gzip)} KB:`);
  printChunks(later.chunks);
  console.log(`    dashboard route chunk (not loaded by /): ${dashboard.join(', ') || 'none found'}`);
}

function printLoads(loads: PageLoad[], statics: PageLoad[]) {
  const lcp = median(loads.map((l) => l.lcp));
  const staticLcp = median(statics.map((l) => l.lcp));
  const ratio = lcp / staticLcp;
  const pairRatio = median(loads.map((l, i) => l.lcp / (statics[i]?.lcp ?? NaN)));
  const verdict = ratio <= TARGET_LCP_RATIO ? 'meets' : 'misses';
  console.log(
    `\n(b) Largest Contentful Paint of / — app ${ms(lcp)}, static copy ${ms(staticLcp)} (medians of ${loads.length} interleaved cold loads each): ratio ${ratio.toFixed(2)}, ${verdict} the ${TARGET_LCP_RATIO}× target (median of the pairs' ratios ${pairRatio.toFixed(2)})`,
  );
  console.log(
    `    app runs: ${loads.map((l) => Math.round(l.lcp)).join(', ')} ms; element: ${loads[0]?.lcpElement}`,
  );
  console.log(
    `    static runs: ${statics.map((l) => Math.round(l.lcp)).join(', ')} ms; element: ${statics[0]?.lcpElement}`,
  );
  const cls = loads.map((l) => l.cls);
  const clsVerdict = Math.max(...cls) <= TARGET_CLS ? 'meets' : 'misses';
  console.log(
    `    CLS of the app: median ${median(cls).toFixed(3)}, worst ${Math.max(...cls).toFixed(3)}, ${clsVerdict} the ${TARGET_CLS} target`,
  );
  console.log(
    `    first contentful paint median ${ms(median(loads.map((l) => l.firstContentfulPaint)))}; services from Firestore shown at median ${ms(median(loads.map((l) => l.servicesShown)))}`,
  );
}

function printTraffic(traffic: TrafficCount) {
  const perCollection = new Map<string, number>();
  for (const q of traffic.queries)
    perCollection.set(q.collection, (perCollection.get(q.collection) ?? 0) + 1);
  const repeated = [...perCollection].filter(([, n]) => n > 1);
  const verdict =
    repeated.length === 0 ? 'meets' : `misses (${repeated.map(([c, n]) => `${c} ×${n}`).join(', ')})`;
  console.log(
    `\n(c) Firestore for one home view — ${traffic.queries.length} queries, ${traffic.documentGets} single-document gets, ${traffic.reads} document reads, ${traffic.writes} writes; one query per collection at most: ${verdict}`,
  );
  console.log(
    '    counted in the page from the WebChannel Listen traffic (addTarget sent, documentChange received) and REST calls',
  );
  for (const q of traffic.queries) {
    const reads = traffic.readsByCollection[q.collection] ?? 0;
    console.log(`    ${q.collection.padEnd(20)} ${q.description}  → ${reads} documents`);
  }
}

const site = await startSite(values);
try {
  console.log(
    `bench:web — ${site.web}, ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const browser = await launchChromium();
  try {
    const loads: PageLoad[] = [];
    const statics: PageLoad[] = [];
    const yardstick = serveStaticCopy(site.dist);
    try {
      // Interleaved, each going first in turn: both see the same machine.
      for (let run = 0; run < runs; run++) {
        const app = () => loadOnce(browser, `${site.web}/`).then((load) => loads.push(load));
        const still = () =>
          loadOnce(browser, `${site.web}${yardstick.path}`, { ready: null }).then((load) =>
            statics.push(load),
          );
        if (run % 2 === 0) await app().then(still);
        else await still().then(app);
      }
    } finally {
      yardstick.remove();
    }
    // Every script any of the loads fetched, as build-folder paths.
    const loaded = loads.flatMap((load) => load.scripts).map((path) => path.replace(/^\//, ''));
    const js = measureHomeView(site.dist, loaded);
    const traffic = await firestoreTraffic(browser, `${site.web}/`, site.firestore);
    const dashboard = dashboardOnlyChunks(site.dist);
    if (values.json) {
      console.log(JSON.stringify({ js, loads, statics, traffic, dashboard, loadavg: loadavg() }));
    } else {
      printJs(js, dashboard);
      printLoads(loads, statics);
      printTraffic(traffic);
      console.log(
        `\nload average at the end ${loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
}
