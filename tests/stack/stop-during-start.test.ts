// `npm start` stopped at each start-up phase, as a person stops it: start.ts runs in its own process
// group like a terminal's foreground job, and Ctrl-C (SIGINT to that group) or SIGTERM (to the
// process, as `kill` or npm passes it on) goes out the moment the phase's line appears, never after a
// sleep. Afterwards start.ts has exited, no process it started is left (none carries this run's
// marker in its environment: the emulators, Vite, the builds, firebase-tools and its functions
// runtime all inherit it) and every port it was given is free.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isPortFree } from '../../scripts/stack/ports.ts';

const root = resolve(import.meta.dirname, '../..');
const MARKER = 'STUDIO_STOP_TEST_RUN';

type Stop = 'Ctrl-C' | 'SIGTERM';

interface StoppedRun {
  code: number | null;
  output: string[];
  ports: number[];
  /** Processes of the run when the signal went out (start.ts included). */
  runningAtStop: number;
  marker: string;
}

/** The pids (and command lines) of live processes whose environment carries the run's marker. */
function processesOf(marker: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (!environ.split('\0').includes(`${MARKER}=${marker}`)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'latin1').replaceAll('\0', ' ');
      found.push(`${entry} ${command.slice(0, 160)}`);
    } catch {
      // Gone while we looked, or a zombie with nothing left to read.
    }
  }
  return found;
}

/** Polls a condition that settles once killed processes are gone; bounded, so a leak fails. */
async function eventually(check: () => Promise<boolean> | boolean, limitMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 100));
  }
  return true;
}

function send(child: ChildProcess, stop: Stop): void {
  const pid = child.pid as number;
  if (stop === 'Ctrl-C') process.kill(-pid, 'SIGINT');
  else process.kill(pid, 'SIGTERM');
}

/** Starts `npm start --free-ports` (start.ts itself) and stops it when `trigger` matches a line. */
async function startAndStopAt(trigger: RegExp, stop: Stop): Promise<StoppedRun> {
  const marker = randomUUID();
  const child = spawn(process.execPath, ['scripts/stack/start.ts', '--free-ports'], {
    cwd: root,
    // Coloured output, as CI's environment makes Vite print it: readiness must not depend on it.
    env: { ...process.env, [MARKER]: marker, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  let ports: number[] = [];
  let runningAtStop = 0;
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  await new Promise<void>((stopped, failed) => {
    let signalled = false;
    const onLine = (raw: string) => {
      const line = stripVTControlCharacters(raw);
      output.push(line);
      const listed = /^Starting the studio \(ports: (.*)\)/.exec(line);
      if (listed) ports = [...(listed[1] ?? '').matchAll(/\w+ (\d+)/g)].map((m) => Number(m[1]));
      if (signalled || !trigger.test(line)) return;
      signalled = true;
      runningAtStop = processesOf(marker).length;
      send(child, stop);
      stopped();
    };
    if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
    if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine);
    void exited.then((code) => {
      if (!signalled)
        failed(new Error(`start.ts exited (${code}) before ${trigger}:\n${output.slice(-40).join('\n')}`));
    });
  });
  const code = await exited;
  return { code, output, ports, runningAtStop, marker };
}

describe('npm start stopped during its start', () => {
  // `running`: how many of the run's processes must be up at the line (start.ts included). The first
  // line is printed as the first processes are spawned, so they may or may not be seen yet. A stop
  // once the studio runs is the existing stack test's (and costs a whole start more).
  const phases: { when: string; trigger: RegExp; stop: Stop; running: number }[] = [
    {
      when: 'as its first processes start',
      trigger: /^▸ Firestore and Storage emulators…/,
      stop: 'Ctrl-C',
      running: 1,
    },
    {
      when: 'once our emulators are ready (the functions build and Vite still starting)',
      trigger: /^✔ Firestore and Storage emulators ready/,
      stop: 'SIGTERM',
      running: 2,
    },
    {
      when: 'as firebase-tools starts',
      trigger: /^▸ Auth and Functions emulators…/,
      stop: 'Ctrl-C',
      running: 2,
    },
    {
      when: 'once firebase-tools has loaded the functions (its functions runtime started)',
      trigger: /functions: Loaded functions definitions/,
      stop: 'SIGTERM',
      running: 2,
    },
    { when: 'while the demo data is seeded', trigger: /^▸ demo data…/, stop: 'Ctrl-C', running: 2 },
  ];

  for (const { when, trigger, stop, running } of phases) {
    it(`${stop} ${when} stops every process it started and frees every port`, async () => {
      const run = await startAndStopAt(trigger, stop);
      const tail = run.output.slice(-30).join('\n');
      expect(run.code, tail).toBe(0);
      expect(run.ports).toHaveLength(9);
      expect(run.runningAtStop, tail).toBeGreaterThanOrEqual(running);
      const left = () => processesOf(run.marker);
      expect(await eventually(() => left().length === 0), left().join('\n')).toBe(true);
      const busy = async () => {
        const free = await Promise.all(run.ports.map((port) => isPortFree(port)));
        return run.ports.filter((_, i) => !free[i]);
      };
      expect(await eventually(async () => (await busy()).length === 0), `busy: ${await busy()}`).toBe(true);
    }, 420_000);
  }
});
