// Figures for our Firestore emulator, measured through firebase-admin against the CLI running in
// its own process (as `npm run emulators` runs it):
//   npm run bench:emulator
// start-up to ready; single-document writes per second (in memory, and with --data); query
// latency p50/p95 over 10,000 and 100,000 documents (equality + order by + limit 50); time for a
// write to reach 100 onSnapshot listeners (p95); memory per 100,000 documents.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { startFirestoreProcess, stopFirestoreProcess } from './firestore-process.ts';

const PROJECT = 'demo-bench';
let scratch = '';

let apps = 0;
function admin(port: number) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: PROJECT }, `bench-${++apps}`);
  const db = getFirestore(app);
  const close = async () => {
    await db.terminate();
    await deleteApp(app);
  };
  return { db, close };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Single-document sets, `concurrency` in flight at a time, as an app's many users would. */
async function writesPerSecond(db: Firestore, count: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await db.doc(`writes/w${i}`).set({ i, at: new Date(), label: `write ${i}` });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return count / ((performance.now() - started) / 1000);
}

async function load(db: Firestore, collection: string, from: number, to: number): Promise<void> {
  const batches: Promise<unknown>[] = [];
  for (let start = from; start < to; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(to, start + 500); i++) {
      batch.set(db.doc(`${collection}/item${i}`), {
        category: `c${i % 10}`,
        rank: (i * 7919) % to,
        name: `Item ${i}`,
        price: (i % 1000) / 10,
        tags: ['a', `t${i % 5}`],
      });
    }
    batches.push(batch.commit());
    if (batches.length >= 8) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
}

async function queryLatency(
  db: Firestore,
  collection: string,
  runs: number,
): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await db
      .collection(collection)
      .where('category', '==', `c${i % 10}`)
      .orderBy('rank')
      .limit(50)
      .get();
    samples.push(performance.now() - started);
    if (result.size !== 50) throw new Error(`Expected 50 results, got ${result.size}.`);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** From just before a write to each of 100 listeners seeing it. */
async function fanOut(db: Firestore, rounds: number): Promise<{ p50: number; p95: number }> {
  const ref = db.doc('fanout/doc');
  await ref.set({ round: -1 });
  const waiters = new Map<number, ((at: number) => void)[]>();
  const unsubscribes = Array.from({ length: 100 }, () =>
    ref.onSnapshot((snapshot) => {
      const round = snapshot.get('round') as number;
      const at = performance.now();
      for (const notify of waiters.get(round)?.splice(0, 1) ?? []) notify(at);
    }),
  );
  await new Promise((done) => setTimeout(done, 1000));
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const arrivals = Array.from(
      { length: 100 },
      () =>
        new Promise<number>((done) => {
          const list = waiters.get(round) ?? [];
          list.push(done);
          waiters.set(round, list);
        }),
    );
    const started = performance.now();
    await ref.set({ round });
    for (const at of await Promise.all(arrivals)) samples.push(at - started);
  }
  for (const unsubscribe of unsubscribes) unsubscribe();
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** CPU time the process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Writes/s, and the CPU each write costs the emulator and the client, to tell who limits. */
async function measureWrites(
  db: Firestore,
  pid: number,
  count: number,
  concurrency: number,
): Promise<string> {
  const emulatorBefore = processCpuMs(pid);
  const clientBefore = process.cpuUsage();
  const rate = await writesPerSecond(db, count, concurrency);
  const emulatorMs = (processCpuMs(pid) - emulatorBefore) / count;
  const client = process.cpuUsage(clientBefore);
  const clientMs = (client.user + client.system) / 1000 / count;
  return `${rate.toFixed(0)} (CPU per write: emulator ${emulatorMs.toFixed(2)} ms, client ${clientMs.toFixed(2)} ms)`;
}

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * One firebase-admin client per process: the client costs more CPU per write than the emulator,
 * so one process cannot show what the emulator takes. Each child writes `count` documents with
 * 100 in flight; the figure is all writes over the time from first start to last finish.
 */
async function writersInProcesses(port: number, processes: number, count: number): Promise<number> {
  const spans = await Promise.all(
    Array.from({ length: processes }, (_, n) => {
      const child = spawn(
        process.execPath,
        [import.meta.filename, '--writer', String(port), String(count), `p${n}`],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let output = '';
      child.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      return new Promise<{ start: number; end: number }>((done) =>
        child.on('exit', () => done(JSON.parse(output.trim().split('\n').pop() ?? '{}'))),
      );
    }),
  );
  const start = Math.min(...spans.map((s) => s.start));
  const end = Math.max(...spans.map((s) => s.end));
  return (processes * count) / ((end - start) / 1000);
}

/** The child side of `writersInProcesses`. */
async function writer(port: number, count: number, prefix: string): Promise<void> {
  const client = admin(port);
  await client.db.doc(`writes-${prefix}/warm-up`).set({ ready: true });
  const start = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await client.db.doc(`writes-${prefix}/w${i}`).set({ i, at: new Date(), label: `write ${i}` });
    }
  };
  await Promise.all(Array.from({ length: 100 }, worker));
  console.log(JSON.stringify({ start, end: Date.now() }));
  await client.close();
}

async function main(): Promise<void> {
  scratch = mkdtempSync(join(tmpdir(), 'bench-firestore-'));
  const lines: string[] = [];
  const report = (line: string) => {
    lines.push(line);
    console.log(line);
  };

  // Start-up: the best of three cold starts of the CLI (process start included).
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const emulator = await startFirestoreProcess(scratch, PROJECT);
    starts.push(emulator.readyMs);
    await stopFirestoreProcess(emulator);
  }
  report(
    `start-up to ready (CLI, node start included): best ${ms(Math.min(...starts))}, worst ${ms(Math.max(...starts))}`,
  );

  const emulator = await startFirestoreProcess(scratch, PROJECT);
  const client = admin(emulator.port);
  await writesPerSecond(client.db, 500, 50);
  const pid = emulator.child.pid as number;
  report(
    `single-document writes/s (firebase-admin, 100 in flight): ${await measureWrites(client.db, pid, 5000, 100)}`,
  );
  report(
    `single-document writes/s (firebase-admin, one at a time): ${await measureWrites(client.db, pid, 1000, 1)}`,
  );
  report(
    `single-document writes/s (two firebase-admin processes, 100 in flight each): ${(await writersInProcesses(emulator.port, 2, 4000)).toFixed(0)}`,
  );

  await load(client.db, 'items10k', 0, 10_000);
  await queryLatency(client.db, 'items10k', 20);
  const q10 = await queryLatency(client.db, 'items10k', 200);
  report(`query over 10,000 documents (== + orderBy + limit 50): p50 ${ms(q10.p50)}, p95 ${ms(q10.p95)}`);

  const before = residentMiB(emulator.child.pid as number);
  await load(client.db, 'items100k', 0, 100_000);
  await queryLatency(client.db, 'items100k', 20);
  const q100 = await queryLatency(client.db, 'items100k', 100);
  report(`query over 100,000 documents (== + orderBy + limit 50): p50 ${ms(q100.p50)}, p95 ${ms(q100.p95)}`);
  const afterLoad = residentMiB(emulator.child.pid as number);
  report(
    `memory per 100,000 documents (resident set growth, 5 fields each): ${(afterLoad - before).toFixed(0)} MiB`,
  );

  const fan = await fanOut(client.db, 20);
  report(`write to 100 onSnapshot listeners: p50 ${ms(fan.p50)}, p95 ${ms(fan.p95)}`);
  await client.close();
  await stopFirestoreProcess(emulator);

  // The same writes made durable: --data journals each commit with group commit.
  const dataDir = join(scratch, 'data');
  const durable = await startFirestoreProcess(scratch, PROJECT, ['--data', dataDir]);
  const durableClient = admin(durable.port);
  await writesPerSecond(durableClient.db, 500, 50);
  const durablePid = durable.child.pid as number;
  report(
    `single-document writes/s with --data (fsync before acknowledging, 100 in flight): ${await measureWrites(durableClient.db, durablePid, 5000, 100)}`,
  );
  await load(durableClient.db, 'items100k', 0, 100_000);
  await durableClient.close();
  await stopFirestoreProcess(durable);
  const restarted = await startFirestoreProcess(scratch, PROJECT, ['--data', dataDir]);
  report(`start-up to ready with --data holding 105,500 documents: ${ms(restarted.readyMs)}`);
  await stopFirestoreProcess(restarted);
  rmSync(scratch, { recursive: true, force: true });
}

if (process.argv[2] === '--writer') {
  await writer(Number(process.argv[3]), Number(process.argv[4]), String(process.argv[5]));
} else {
  await main();
}
process.exit(0);
