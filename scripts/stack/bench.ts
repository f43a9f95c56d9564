// `npm run bench:stack`: how long `npm start` takes to be ready, cold (fresh data folder: functions
// build, every service, demo seeding, Vite) and warm (the same folder again: no seeding, Auth
// import). Free ports, so it runs beside a running `npm start`. Prints each run and the medians.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePorts } from './ports.ts';
import { seedDemoData } from './seed.ts';
import { startStack } from './stack.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const TARGET_COLD_S = 20;

async function timeStart(dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const stack = await startStack({
    root,
    dataDir,
    projectId: 'demo-nail-studio',
    ports: await freePorts(),
    web: 'dev',
    echo: false,
    seed: seedDemoData,
  });
  const seconds = (performance.now() - startedAt) / 1000;
  const phases = Object.entries(stack.timings).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`);
  console.log(`    ${seconds.toFixed(1)} s to ready: ${phases.join(', ')}`);
  await stack.stop();
  return seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

console.log(
  `bench:stack — ${runs} cold and ${runs} warm starts, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
);
const cold: number[] = [];
const warm: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  try {
    cold.push(await timeStart(dataDir));
    warm.push(await timeStart(dataDir));
    console.log(`  run ${run}: cold ${cold.at(-1)?.toFixed(1)} s, warm ${warm.at(-1)?.toFixed(1)} s`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const coldMedian = median(cold);
console.log(
  `cold start to ready: median ${coldMedian.toFixed(1)} s (target < ${TARGET_COLD_S} s: ${coldMedian < TARGET_COLD_S ? 'met' : 'missed'})`,
);
console.log(`warm restart to ready: median ${median(warm).toFixed(1)} s`);
console.log(`load average after: ${loadavg()[0]?.toFixed(2)}`);
