// `npm run bench:live-day` (issue 34): how long a client waits to see the studio running late.
// The whole local stack on free ports with the demo data; Ana's dashboard open in Chromium at
// phone width; the owner calls setRunningLate over HTTP, as her Today board does, and the time
// runs until Ana's page shows the new delay. 50 runs (BENCH_RUNS), a new delay each time; prints
// the median and p95. Wall-clock times of one machine, in the page and in this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { settingDocument } from '@studio/domain';
import { initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { launchChromium } from '../chromium.ts';
import { freePorts } from './ports.ts';
import { demoLogins, seedDemoData } from './seed.ts';
import { startStack } from './stack.ts';
import { zoneFurthestFromMidnight } from './zone-for-today.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 3;
const root = resolve(import.meta.dirname, '../..');
const projectId = 'demo-bench-live-day';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function login(email: string) {
  const found = demoLogins().find((l) => l.email === email);
  if (!found) throw new Error(`no demo login ${email}`);
  return found;
}

/** An ID token for a demo login, from the Auth emulator's REST API. */
async function idToken(authUrl: string, email: string): Promise<string> {
  const { password } = login(email);
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`could not sign ${email} in: ${JSON.stringify(body)}`);
  return body.idToken;
}

const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-live-'));
console.log(`bench:live-day — ${RUNS} runs, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
const stack = await startStack({
  root,
  dataDir,
  projectId,
  ports: await freePorts(),
  web: 'dev',
  echo: false,
  seed: seedDemoData,
});
const browser = await launchChromium({ localOnly: true });
try {
  Object.assign(process.env, stack.env);
  const admin = initializeAdmin({ projectId }, 'bench-live-day');
  const db = getAdminFirestore(admin);
  const owner = await getAdminAuth(admin).getUserByEmail('owner@studio.test');
  const ana = await getAdminAuth(admin).getUserByEmail('ana@studio.test');
  const zone = zoneFurthestFromMidnight(new Date());
  await db
    .doc('settings_public/scheduling_timezone')
    .set(settingDocument('scheduling_timezone', zone, 'bench', new Date()));
  await db.doc('bookings/bench-live-ana').set({
    client_id: ana.uid,
    client_name: 'Ana Lima',
    service_id: 'svc-gel-manicure',
    service_name: 'Gel Manicure',
    scheduled_at: new Date(Date.now() + 45 * 60_000),
    duration_minutes: 60,
    total_price: 55,
    status: 'confirmed',
    staff_id: owner.uid,
  });

  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(`${stack.urls.web}/auth`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill('ana@studio.test');
  await form.getByLabel('Password').fill(login('ana@studio.test').password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${stack.urls.web}/`);
  await page.goto(`${stack.urls.web}/dashboard`);
  await page.getByText('Gel Manicure').first().waitFor();

  const token = await idToken(stack.urls.auth, 'owner@studio.test');
  const setRunningLate = async (minutes: number) => {
    const response = await fetch(`${stack.urls.functions}/${projectId}/us-central1/setRunningLate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { minutes } }),
    });
    if (!response.ok) throw new Error(`setRunningLate answered ${response.status}: ${await response.text()}`);
  };

  const delays = [5, 10, 15, 20, 30, 45, 60, 90];
  const latencies: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const minutes = delays[run % delays.length] as number;
    const shown = page.waitForFunction(
      (m) => document.body.innerText.includes(`Running ${m} min late`) && Date.now(),
      minutes,
      { polling: 'raf' },
    );
    const sentAt = Date.now();
    await setRunningLate(minutes);
    const seenAt = (await (await shown).jsonValue()) as number;
    if (run >= WARMUP) latencies.push(seenAt - sentAt);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `staff write (setRunningLate) → client's screen, ${RUNS} runs: median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (min ${sorted[0]} ms, max ${sorted.at(-1)} ms)`,
  );
  console.log(`load average after: ${loadavg()[0]?.toFixed(2)}`);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
