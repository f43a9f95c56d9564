// Our Firestore emulator's CLI in a process of its own, as `npm run emulators` runs it, on a free
// port: what the benchmarks measure against (this package's and functions/bench).
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const CLI = resolve(import.meta.dirname, '../src/cli.ts');

export interface FirestoreProcess {
  child: ChildProcess;
  port: number;
  /** From the spawn to the CLI's "ready" line, node's own start included. */
  readyMs: number;
}

/** Starts the CLI with its firebase.json in `scratch` (plus `args`, e.g. --data) and waits until it is ready. */
export async function startFirestoreProcess(
  scratch: string,
  project: string,
  args: string[] = [],
): Promise<FirestoreProcess> {
  const config = join(scratch, 'firebase.json');
  writeFileSync(config, JSON.stringify({ emulators: { firestore: { host: '127.0.0.1', port: 0 } } }));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [CLI, '--only', 'firestore', '--project', project, '--config', config, ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const port = await new Promise<number>((done, fail) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /ready on [^:\s]+:(\d+)/.exec(output);
      if (match) done(Number(match[1]));
    });
    child.on('exit', () => fail(new Error(`The emulator exited before it was ready:\n${output}`)));
  });
  return { child, port, readyMs: performance.now() - started };
}

/** Stops it and waits until the process has gone. */
export async function stopFirestoreProcess(emulator: FirestoreProcess): Promise<void> {
  const exited = new Promise((done) => emulator.child.on('exit', done));
  emulator.child.kill('SIGTERM');
  await exited;
}
