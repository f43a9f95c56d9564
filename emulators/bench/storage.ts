// Storage emulator throughput through the official clients: a 10 MiB upload and download with the
// web SDK (multipart upload, alt=media download) and with firebase-admin (resumable save,
// checksum-validated download; then without the client's checksums and with the one-request
// upload, which leaves the emulator's own share), and listing 1,000 objects. The emulator runs in
// its own process through the CLI, as `npm run emulators` runs it (in this process it would share
// one thread with the clients' own checksums), and writes durably (--data, fsync) as `npm start`
// does. Each line gives the median wall time and the CPU the clients spent per run.
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
const ROUNDS = 9;
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

interface Timing {
  /** Median wall time of one run. */
  ms: number;
  /** Median CPU time the clients (this process) spent on one run. */
  clientCpuMs: number;
}

async function median(run: () => Promise<unknown>): Promise<Timing> {
  await run(); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return { ms: middle(times), clientCpuMs: middle(cpu) };
}

const report: string[] = [];
const throughput = (label: string, t: Timing) =>
  report.push(
    `${label.padEnd(40)} ${mbPerSecond(t.ms).toFixed(0).padStart(4)} MB/s (${t.ms.toFixed(1)} ms; client CPU ${t.clientCpuMs.toFixed(0)} ms)`,
  );

throughput(
  'web SDK uploadBytes 10 MiB',
  await median(() => uploadBytes(ref(storage, 'bench/web.bin'), data)),
);
throughput('web SDK getBytes 10 MiB', await median(() => getBytes(ref(storage, 'bench/web.bin'))));

// firebase-admin (@google-cloud/storage) computes a CRC32C of what it saves, in JS and over the
// whole buffer before the first byte is sent, and checks what it downloads against x-goog-hash.
// The variants without that, or with the one-request upload, show the emulator's own share.
const buffer = Buffer.from(data);
const save = (name: string, options: { resumable?: boolean; validation?: boolean }) =>
  median(() => bucket.file(`bench/${name}.bin`).save(buffer, options));
const adminSave = await save('admin', {});
throughput('firebase-admin save 10 MiB', adminSave);
throughput('  … resumable: false', await save('admin-multipart', { resumable: false }));
const adminSaveRaw = await save('admin-raw', { validation: false });
throughput('  … validation: false', adminSaveRaw);
throughput(
  '  … resumable: false, validation: false',
  await save('admin-multipart-raw', { resumable: false, validation: false }),
);
const adminDown = await median(() => bucket.file('bench/admin.bin').download());
throughput('firebase-admin download 10 MiB', adminDown);
const adminDownRaw = await median(() => bucket.file('bench/admin.bin').download({ validation: false }));
throughput('  … validation: false', adminDownRaw);
const share = (validated: Timing, raw: Timing) =>
  `${(validated.ms - raw.ms).toFixed(0)} ms of ${validated.ms.toFixed(0)} ms`;
report.push(
  `firebase-admin's own checksums: save ${share(adminSave, adminSaveRaw)}, download ${share(adminDown, adminDownRaw)}`,
);

for (let i = 0; i < 1000; i += 50) {
  await Promise.all(
    Array.from({ length: 50 }, (_, j) =>
      uploadBytes(ref(storage, `listing/${String(i + j).padStart(4, '0')}.txt`), new Uint8Array([1])),
    ),
  );
}
const listing = await median(async () => {
  const page = await list(ref(storage, 'listing'), { maxResults: 1000 });
  if (page.items.length !== 1000) throw new Error(`listed ${page.items.length} objects`);
});
report.push(`${'web SDK list 1,000 objects'.padEnd(40)} ${listing.ms.toFixed(1)} ms`);
const adminListing = await median(async () => {
  const [files] = await bucket.getFiles({ prefix: 'listing/' });
  if (files.length !== 1000) throw new Error(`listed ${files.length} objects`);
});
report.push(`${'firebase-admin getFiles 1,000 objects'.padEnd(40)} ${adminListing.ms.toFixed(1)} ms`);

console.log(
  `Storage emulator in its own process, median of ${ROUNDS} runs (targets: ≥ 100 MB/s each way, listing < 200 ms)`,
);
for (const line of report) console.log(`  ${line}`);

await deleteApp(app);
await deleteAdminApp(adminApp);
await emulator.stop();
rmSync(scratch, { recursive: true, force: true });
