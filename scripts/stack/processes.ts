// Child processes of the local stack: started in their own process group so that stopping the
// stack stops everything they spawned too, with output prefixed by the service's name.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /**
   * Resolves when a line of output, without its colour codes, matches; rejects if the process exits
   * first or time runs out.
   */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** The last lines it printed, for error reports when its output is not echoed. */
  recentOutput(): string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Print the child's output; tests keep it in memory and show it only on failure. */
  echo: boolean;
}

const STOP_GRACE_MS = 8_000;

export function spawnService(options: SpawnOptions): ServiceProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const watchers = new Set<(line: string) => void>();
  const onLine = (raw: string) => {
    // Printed as it came (a terminal shows the colours); kept and matched without its escape codes.
    // Tools colour their output when the environment says CI even though it goes to a pipe (Vite's
    // picocolors does), and "\x1b[1mLocal\x1b[22m:" never matches /Local:/.
    if (options.echo) console.log(`[${options.name}] ${raw}`);
    const line = stripVTControlCharacters(raw);
    lines.push(line);
    if (lines.length > 500) lines.shift();
    for (const watcher of watchers) watcher(line);
  };
  if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine);

  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      // What it leaves behind in its group (a functions worker firebase-tools started as it shut
      // down, a build's compiler) would hold ports and files: it goes too. Killed at once, while
      // the group's id (the child's pid) cannot yet belong to anything else.
      signalGroup(child, 'SIGKILL');
      resolve(code);
    });
    child.on('error', (error) => {
      onLine(`could not start ${options.command}: ${error.message}`);
      resolve(-1);
    });
  });

  const waitForLine = (pattern: RegExp, timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return resolve(seen);
      const timer = setTimeout(
        () => finish(new Error(`${options.name} was not ready after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const watcher = (line: string) => pattern.test(line) && finish(undefined, line);
      const finish = (error?: Error, line?: string) => {
        clearTimeout(timer);
        watchers.delete(watcher);
        if (error) reject(Object.assign(error, { output: lines.slice(-40).join('\n') }));
        else resolve(line ?? '');
      };
      watchers.add(watcher);
      void exited.then((code) =>
        finish(new Error(`${options.name} exited (code ${code}) before it was ready`)),
      );
    });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child, 'SIGINT');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  const recentOutput = () => lines.slice(-40).join('\n');
  return { name: options.name, child, exited, waitForLine, recentOutput, stop };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
