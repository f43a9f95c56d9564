// `npm start`, `npm run preview` and `npm run reset`: the whole studio on this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultPorts, defaultProjectId } from './config.ts';
import { freePorts } from './ports.ts';
import { demoLogins, seedDemoData } from './seed.ts';
import { StackError, startStack } from './stack.ts';

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

const startedAt = Date.now();
try {
  const stack = await startStack({
    root,
    dataDir,
    projectId: defaultProjectId(root),
    ports: throwaway ? await freePorts() : defaultPorts(root),
    web: values.preview ? 'preview' : 'dev',
    echo: true,
    seed: seedDemoData,
  });
  printReady(stack.urls, Date.now() - startedAt);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the studio…');
    await stack.stop();
    removeThrowawayData();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  stack.crashed.catch(async (error: Error) => {
    console.error(`\n✖ ${error.message} Stopping the rest; run npm start again once it is fixed.`);
    await stack.stop();
    removeThrowawayData();
    process.exit(1);
  });
} catch (error) {
  const message = error instanceof StackError ? error.message : (error as Error).stack;
  console.error(`\n✖ ${message}`);
  removeThrowawayData();
  process.exit(1);
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
