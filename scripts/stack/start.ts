// `npm start`, `npm run preview` and `npm run reset`: the whole studio on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultPorts, defaultProjectId } from './config.ts';
import { freePorts, type StackPorts } from './ports.ts';
import { demoLogins, seedDemoData } from './seed.ts';
import { type RunningStack, StackError, StackStopped, startStack } from './stack.ts';

const root = resolve(import.meta.dirname, '../..');
const localDataDir = join(root, '.data/local');
const { values } = parseArgs({
  options: { preview: { type: 'boolean' }, reset: { type: 'boolean' }, 'free-ports': { type: 'boolean' } },
});
// --free-ports: a throwaway studio beside a running `npm start` (fresh demo data, removed on exit).
const throwaway = values['free-ports'] === true;
const dataDir = throwaway ? mkdtempSync(join(tmpdir(), 'studio-stack-')) : localDataDir;

if (values.reset) {
  rmSync(localDataDir, { recursive: true, force: true });
  console.log('Local data removed: the next `npm start` seeds the demo data again.');
  process.exit(0);
}

// Ctrl-C or SIGTERM at any moment stops everything started so far: during the start, the start is
// stopped (startStack stops what it began and starts nothing more); once running, the stack.
const starting = new AbortController();
let running: RunningStack | undefined;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the studio…');
  if (!running) return starting.abort();
  await running.stop();
  removeThrowawayData();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);

const startedAt = Date.now();
const ports = throwaway ? await freePorts() : defaultPorts(root);
console.log(`Starting the studio (ports: ${describePorts(ports)})…`);
try {
  running = await startStack({
    root,
    dataDir,
    projectId: defaultProjectId(root),
    ports,
    web: values.preview ? 'preview' : 'dev',
    echo: true,
    seed: seedDemoData,
    signal: starting.signal,
    onPhase: (phase, state) => console.log(state === 'started' ? `▸ ${phase}…` : `✔ ${phase} ready`),
  });
  printReady(running.urls, Date.now() - startedAt);
  running.crashed.catch(async (error: Error) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n✖ ${error.message} Stopping the rest; run npm start again once it is fixed.`);
    await running?.stop();
    removeThrowawayData();
    process.exit(1);
  });
} catch (error) {
  removeThrowawayData();
  if (error instanceof StackStopped) {
    console.log('Stopped: every process the start began is stopped and its ports are free.');
    process.exit(0);
  }
  const message = error instanceof StackError ? error.message : (error as Error).stack;
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function describePorts(ports: StackPorts): string {
  return Object.entries(ports)
    .map(([service, port]) => `${service} ${port}`)
    .join(', ');
}

function removeThrowawayData(): void {
  if (throwaway) rmSync(dataDir, { recursive: true, force: true });
}

function printReady(urls: Record<string, string>, elapsedMs: number): void {
  const lines = [
    '',
    `✔ The studio is running (ready in ${(elapsedMs / 1000).toFixed(1)} s). Ctrl-C stops everything.`,
    '',
    `  Web app             ${urls.web}`,
    `  Firestore emulator  ${urls.firestore}`,
    `  Storage emulator    ${urls.storage}`,
    `  Auth emulator       ${urls.auth}`,
    `  Functions emulator  ${urls.functions}`,
    '',
    '  Demo logins:',
    ...demoLogins().map(
      (login) => `    ${login.role.padEnd(10)} ${login.email.padEnd(26)} ${login.password}`,
    ),
    '',
  ];
  console.log(lines.join('\n'));
}
