// Time from a write to the snapshot in a browser tab, through our emulator's WebChannel streams:
// writes by another tab in both transport modes, and by the admin SDK over gRPC. 200 writes each,
// one at a time; prints p50/p95.
//   npm run bench:browser
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Firestore } from '@google-cloud/firestore';
import type { Page } from 'playwright-core';
import { BrowserEnv, type Transport } from '../test/browser/support/env.ts';
import { buildHarnessPage } from '../test/browser/support/page.ts';

const WRITES = Number(process.env.BENCH_WRITES ?? 200);
const WARMUP = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The listening tab stamps each value of `i` it sees from the server with the shared clock. */
async function startListening(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { fs, db } = window.harness;
    const seen: Record<number, number> = {};
    (window as unknown as { seen: Record<number, number> }).seen = seen;
    fs.onSnapshot(fs.doc(db, 'open/bench'), (snap) => {
      const i = snap.get('i');
      if (typeof i === 'number' && seen[i] === undefined)
        seen[i] = performance.timeOrigin + performance.now();
    });
  });
}

function waitSeen(page: Page, i: number): Promise<number> {
  return page
    .waitForFunction((n) => (window as unknown as { seen: Record<number, number> }).seen[n], i, {
      polling: 'raf',
    })
    .then((handle) => handle.jsonValue() as Promise<number>);
}

async function tabWrite(writer: Page, i: number): Promise<number> {
  return writer.evaluate((n) => {
    const { fs, db } = window.harness;
    const at = performance.timeOrigin + performance.now();
    void fs.setDoc(fs.doc(db, 'open/bench'), { i: n });
    return at;
  }, i);
}

async function run(env: BrowserEnv, transport: Transport, source: 'tab' | 'admin') {
  const projectId = `demo-bench-${transport}-${source}`;
  const context = await env.newContext();
  const listener = await env.openPage({ projectId, transport }, context);
  const writer = await env.openPage({ projectId, transport }, context);
  // The admin SDK finds the emulator the way firebase-admin does, and writes as the owner.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${env.emulator.port}`;
  // Nothing to discover on a laptop: keep google-auth from probing the GCE metadata server.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const admin = new Firestore({ projectId });
  await startListening(listener.page);
  const latencies: number[] = [];
  for (let i = 0; i < WARMUP + WRITES; i++) {
    let start: number;
    if (source === 'tab') {
      start = await tabWrite(writer.page, i);
    } else {
      // Both clocks are wall-clock based; reading the page's first makes the figure an upper bound.
      start = await listener.page.evaluate(() => performance.timeOrigin + performance.now());
      await admin.doc('open/bench').set({ i });
    }
    const seen = await waitSeen(listener.page, i);
    if (i >= WARMUP) latencies.push(seen - start);
  }
  await context.close();
  await admin.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const label = `${source === 'tab' ? 'tab → tab' : 'admin SDK → tab'} (${transport})`.padEnd(34);
  console.log(
    `${label} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${sorted.at(-1)?.toFixed(1)} ms`,
  );
  return p95;
}

const pageDir = mkdtempSync(join(tmpdir(), 'firestore-bench-page-'));
const env = new BrowserEnv(pageDir, { measuring: true });
try {
  await buildHarnessPage(join(import.meta.dirname, '..', 'test', 'browser', 'page'), pageDir);
  await env.start();
  console.log(
    `${WRITES} writes each (after ${WARMUP} warm-up), write → snapshot in another tab; target p95 < 100 ms`,
  );
  const worst = Math.max(
    await run(env, 'streaming', 'tab'),
    await run(env, 'long-polling', 'tab'),
    await run(env, 'streaming', 'admin'),
  );
  console.log(worst < 100 ? 'p95 within target' : 'p95 over target');
} finally {
  await env.close();
  rmSync(pageDir, { recursive: true, force: true });
}
