// Storage emulator throughput through the official clients: a 10 MiB upload and download with the
// web SDK (multipart upload, alt=media download) and with firebase-admin (resumable save,
// checksum-validated download), and listing 1,000 objects. The emulator runs in its own process
// through the CLI, as `npm run emulators` runs it (in this process it would share one thread with
// the clients' own checksums), and writes durably (--data, fsync) as `npm start` does.
//   npm run bench:storage

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getStorage, list, ref, uploadBytes } from 'firebase/storage';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';

const PROJECT = 'demo-bench';
const BUCKET = `${PROJECT}.appspot.com`;
const SIZE = 10 * 1024 * 1024;
const ROUNDS = 5;
const CLI = new URL('../src/cli.ts', import.meta.url).pathname;

const scratch = mkdtempSync(join(tmpdir(), 'storage-bench-'));
const config = join(scratch, 'firebase.json');
writeFileSync(config, JSON.stringify({ emulators: { storage: { host: '127.0.0.1', port: 0 } } }));
const args = [
  CLI,
  '--only',
  'storage',
  '--project',
  PROJECT,
  '--config',
  config,
  '--data',
  join(scratch, 'data'),
];
const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<number>((done, fail) => {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    const match = /ready on [^:\s]+:(\d+)/.exec(output);
    if (match) done(Number(match[1]));
  });
  child.on('exit', () => fail(new Error(`The emulator exited before it was ready:\n${output}`)));
});
const emulator = {
  port,
  stop: () =>
    new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    }),
};
const app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET, apiKey: 'bench' });
const storage = getStorage(app);
connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: 'owner' });
process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
const adminApp = initializeAdminApp({ projectId: PROJECT, storageBucket: BUCKET }, 'bench-admin');
const bucket = getAdminStorage(adminApp).bucket();

const data = new Uint8Array(SIZE).map((_, i) => (i * 31) & 0xff);
const mbPerSecond = (ms: number) => SIZE / 1e6 / (ms / 1000);

async function median(_label: string, run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const report: string[] = [];
const webUp = await median('web upload', () => uploadBytes(ref(storage, 'bench/web.bin'), data));
report.push(
  `web SDK uploadBytes 10 MiB:       ${mbPerSecond(webUp).toFixed(0)} MB/s (${webUp.toFixed(1)} ms)`,
);
const webDown = await median('web download', () => getBytes(ref(storage, 'bench/web.bin')));
report.push(
  `web SDK getBytes 10 MiB:          ${mbPerSecond(webDown).toFixed(0)} MB/s (${webDown.toFixed(1)} ms)`,
);
const buffer = Buffer.from(data);
const adminUp = await median('admin upload', () => bucket.file('bench/admin.bin').save(buffer));
report.push(
  `firebase-admin save 10 MiB:       ${mbPerSecond(adminUp).toFixed(0)} MB/s (${adminUp.toFixed(1)} ms)`,
);
// firebase-admin computes its own CRC32C and MD5 in JS on each side; without that the emulator's
// share shows.
const adminUpRaw = await median('admin upload, no validation', () =>
  bucket.file('bench/admin-raw.bin').save(buffer, { validation: false }),
);
report.push(
  `  … with validation: false:        ${mbPerSecond(adminUpRaw).toFixed(0)} MB/s (${adminUpRaw.toFixed(1)} ms)`,
);
const adminDown = await median('admin download', () => bucket.file('bench/admin.bin').download());
report.push(
  `firebase-admin download 10 MiB:   ${mbPerSecond(adminDown).toFixed(0)} MB/s (${adminDown.toFixed(1)} ms)`,
);
const adminDownRaw = await median('admin download, no validation', () =>
  bucket.file('bench/admin.bin').download({ validation: false }),
);
report.push(
  `  … with validation: false:        ${mbPerSecond(adminDownRaw).toFixed(0)} MB/s (${adminDownRaw.toFixed(1)} ms)`,
);

for (let i = 0; i < 1000; i += 50) {
  await Promise.all(
    Array.from({ length: 50 }, (_, j) =>
      uploadBytes(ref(storage, `listing/${String(i + j).padStart(4, '0')}.txt`), new Uint8Array([1])),
    ),
  );
}
const listing = await median('list', async () => {
  const page = await list(ref(storage, 'listing'), { maxResults: 1000 });
  if (page.items.length !== 1000) throw new Error(`listed ${page.items.length} objects`);
});
report.push(`web SDK list 1,000 objects:       ${listing.toFixed(1)} ms`);
const adminListing = await median('admin list', async () => {
  const [files] = await bucket.getFiles({ prefix: 'listing/' });
  if (files.length !== 1000) throw new Error(`listed ${files.length} objects`);
});
report.push(`firebase-admin getFiles 1,000:    ${adminListing.toFixed(1)} ms`);

console.log(
  `Storage emulator in its own process, median of ${ROUNDS} runs (targets: ≥ 100 MB/s each way, listing < 200 ms)`,
);
for (const line of report) console.log(`  ${line}`);

await deleteApp(app);
await deleteAdminApp(adminApp);
await emulator.stop();
rmSync(scratch, { recursive: true, force: true });
