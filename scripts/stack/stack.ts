// The whole studio on one machine: our Firestore and Storage emulators, firebase-tools' Auth and
// Functions emulators, the demo data, and the web app. `npm start`, `npm run preview` and the
// end-to-end tests all start it through `startStack`.
import { copyFileSync, cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeStackConfig } from './config.ts';
import { firstBusyPort, freePorts, SERVICE_OF_PORT, type StackPorts } from './ports.ts';
import { type ServiceProcess, type SpawnOptions, spawnService } from './processes.ts';

export type WebMode = 'dev' | 'preview' | 'none';

export interface StackOptions {
  root: string;
  dataDir: string;
  projectId: string;
  ports: StackPorts;
  web: WebMode;
  /** Print every service's output (npm start) or keep it for error reports (tests). */
  echo: boolean;
  /** Called once the demo data is needed: on the first start of a data folder. */
  seed?: (target: SeedTarget) => Promise<void>;
  /**
   * Function parameters (functions/.env) that differ for this stack alone: tests point
   * INSTAGRAM_GRAPH_BASE_URL at a local fake Graph API.
   */
  functionsEnv?: Record<string, string>;
  /**
   * Serve a copy of the built functions kept in the data folder instead of functions/ itself. The
   * Functions emulator reloads when its bundle changes: a test that rewrites the bundle then
   * reloads this stack alone, not every stack started from the checkout (CI's e2e lane's).
   */
  ownFunctions?: boolean;
  /**
   * Stops the start where it is (Ctrl-C during `npm start`): every process started so far is
   * stopped, none is started after, and startStack rejects with StackStopped.
   */
  signal?: AbortSignal;
  /**
   * Run every function in one warm worker, listening for a debugger on this port (firebase-tools'
   * sequential mode, which its --inspect-functions turns on). Otherwise (npm start) firebase-tools
   * starts a Node process per function on its first call and one more whenever that one is busy:
   * about 3 CPU-seconds each, which on a test run's two cores made a cold trigger wait minutes.
   * One worker runs the functions one at a time and without their timeouts; tests want neither
   * parallelism nor a cut-off, and a debugger may attach.
   */
  oneFunctionsWorker?: { inspectorPort: number };
  /** Told as each start-up phase begins and ends (npm start prints them). */
  onPhase?: (phase: StartPhase, state: 'started' | 'ready') => void;
}

export type StartPhase =
  | 'Firestore and Storage emulators'
  | 'functions build'
  | 'Auth and Functions emulators'
  | 'web app'
  | 'demo data';

/** What seeding needs to reach the emulators. */
export interface SeedTarget {
  projectId: string;
  ports: StackPorts;
  env: Record<string, string>;
  echo: boolean;
  /** Starts the seeding's process as one of the stack's, so that stopping the start stops it. */
  spawn?: (options: SpawnOptions) => ServiceProcess;
}

export interface RunningStack {
  projectId: string;
  ports: StackPorts;
  urls: { web: string; firestore: string; storage: string; auth: string; functions: string };
  /** Environment that points firebase-admin and the web SDK in Node at this stack. */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Rejects, naming the service, when a service stops by itself. */
  crashed: Promise<never>;
  /** The folder the Functions emulator serves (package.json and the bundle in lib/). */
  functionsDir: string;
  /** Milliseconds each start-up phase took (phases overlap). */
  timings: Record<string, number>;
}

export class StackError extends Error {}

/** The start was stopped on purpose (Ctrl-C, SIGTERM) before the stack was ready. */
export class StackStopped extends StackError {
  constructor() {
    super('The start was stopped; everything it had started is stopped too.');
  }
}

// Generous: a loaded 2-core machine has taken over 2 minutes to start firebase-tools; a real failure
// (a crash, a port in use) is reported at once by the crash and port checks, not by this wait.
const READY_TIMEOUT_MS = 300_000;
const SEEDED_MARKER = 'seeded';

/**
 * Starts a stack on ports chosen afresh for each try. Test stacks started side by side (the CI
 * lanes) choose their free ports at the same moment and may choose the same one: a start that
 * failed because a service did not start is tried once more on other ports. Nothing was seeded
 * then, so the same data folder serves again.
 */
export async function startOnFreePorts(
  start: (ports: StackPorts) => Promise<RunningStack>,
  label: string,
): Promise<RunningStack> {
  const attempt = async () => start(await freePorts());
  return attempt().catch((error: unknown) => {
    if (!(error instanceof StackError) || !/did not start|is already in use/.test(error.message)) throw error;
    console.warn(`[${label}] starting again on other ports: ${error.message.split('\n')[0]}`);
    return attempt();
  });
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { root, dataDir, ports } = options;
  const busy = await firstBusyPort(portsInUse(ports, options.web));
  if (busy) {
    throw new StackError(
      `Port ${ports[busy]} (${SERVICE_OF_PORT[busy]}) is already in use: stop what runs there (another npm start?) and try again.`,
    );
  }
  const hostingPublic = options.web === 'preview' ? previewDir(options) : undefined;
  // Hosting may start before the build is written; it serves the folder as it is at each request.
  if (hostingPublic) mkdirSync(hostingPublic, { recursive: true });
  const functionsDir = options.ownFunctions ? join(dataDir, 'stack', 'functions') : join(root, 'functions');
  const config = writeStackConfig(root, join(dataDir, 'stack'), ports, {
    hostingPublic,
    // Only a stack with its own copy overrides firebase.json's functions source.
    functionsSource: options.ownFunctions ? functionsDir : undefined,
    // Waitlist messages link to this stack's own web app.
    functionsEnv: { STUDIO_SITE_URL: `http://127.0.0.1:${ports.web}`, ...options.functionsEnv },
  });
  const env = emulatorEnv(ports);
  const children: ServiceProcess[] = [];
  const services: ServiceProcess[] = [];
  let stopping = false;
  const isStopping = () => stopping || options.signal?.aborted === true;
  // Every process goes through here: builds are tracked so that a stop ends them too, services must
  // also keep running. Once stopping, nothing more starts (a phase that would start one ends).
  const track: Track = (start, kind = 'service') => {
    if (isStopping()) throw new StackStopped();
    const child = start();
    children.push(child);
    if (kind === 'service') services.push(child);
    return child;
  };
  const timings: Record<string, number> = {};
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      for (const child of [...children].reverse()) await child.stop();
    })();
    return stopped;
  };
  // Once stopping, no phase begins, and one that ends anyway (firebase-tools finishes its start
  // while it handles the SIGINT) is not announced: "ready" after "Stopping the studio…" would mislead.
  const phase = async <T>(name: StartPhase, run: () => Promise<T>): Promise<T> => {
    if (isStopping()) throw new StackStopped();
    options.onPhase?.(name, 'started');
    const result = await run();
    if (isStopping()) throw new StackStopped();
    options.onPhase?.(name, 'ready');
    return result;
  };
  const spawn = (spawnOptions: SpawnOptions) => track(() => spawnService(spawnOptions), 'build');
  const target = { projectId: options.projectId, ports, env, echo: options.echo, spawn };
  // The demo data needs the emulators, not the web app: it is seeded beside Vite or the web build.
  const emulatorsThenDemoData = async () => {
    await allOrFirstError([
      timed(timings, 'Firestore and Storage emulators', () =>
        phase('Firestore and Storage emulators', () => startOurEmulators(options, config, track)),
      ),
      timed(timings, 'functions build, Auth and Functions emulators', async () => {
        await phase('functions build', () => buildFunctions(options, track));
        if (options.ownFunctions) copyBuiltFunctions(root, functionsDir);
        await phase('Auth and Functions emulators', () => startFirebaseTools(options, config, env, track));
      }),
    ]);
    await timed(timings, 'demo data', () => phase('demo data', () => seedOnce(options, target)));
  };
  // Nothing but the seeding needs another service, so everything else starts at once.
  const starting = allOrFirstError([
    emulatorsThenDemoData(),
    options.web === 'none'
      ? Promise.resolve()
      : timed(timings, 'web app', () => phase('web app', () => startWeb(options, env, track))),
  ]);
  // A stopped start's phases still end (their processes exit, their waits fail): nobody awaits them.
  starting.catch(() => {});
  try {
    await Promise.race([starting, stoppedBy(options.signal)]);
  } catch (error) {
    await stop();
    throw options.signal?.aborted ? new StackStopped() : error;
  }
  const crashed = watchForCrash(services, () => stopping);
  return { ...runningStack(options, env, stop, crashed), functionsDir, timings };
}

/** Rejects with StackStopped when the signal aborts; never settles without one. */
function stoppedBy(signal: AbortSignal | undefined): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (!signal) return;
    if (signal.aborted) return reject(new StackStopped());
    signal.addEventListener('abort', () => reject(new StackStopped()), { once: true });
  });
}

/** Like Promise.all, but waits for every start to end, so that none is left half-started. */
async function allOrFirstError(starts: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(starts);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

async function timed<T>(timings: Record<string, number>, phase: string, run: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    return await run();
  } finally {
    timings[phase] = Math.round(performance.now() - startedAt);
  }
}

/** Rejects with the name of the first service that stops while the stack is meant to run. */
function watchForCrash(children: ServiceProcess[], stopping: () => boolean): Promise<never> {
  const crashed = new Promise<never>((_, reject) => {
    for (const child of children) {
      void child.exited.then((code) => {
        if (!stopping()) reject(new StackError(`${child.name} stopped unexpectedly (exit code ${code}).`));
      });
    }
  });
  crashed.catch(() => {});
  return crashed;
}

function portsInUse(ports: StackPorts, web: WebMode): StackPorts {
  return web === 'none' ? { ...ports, web: ports.firestore } : ports;
}

export function emulatorEnv(ports: StackPorts): Record<string, string> {
  const host = '127.0.0.1';
  return {
    FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://${host}:${ports.storage}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
    FUNCTIONS_EMULATOR_HOST: `${host}:${ports.functions}`,
  };
}

type Track = (start: () => ServiceProcess, kind?: 'service' | 'build') => ServiceProcess;

async function buildFunctions(options: StackOptions, track: Track): Promise<void> {
  const build = track(
    () =>
      spawnService({
        name: 'functions build',
        command: 'npm',
        args: ['run', 'build', '--silent', '-w', 'functions'],
        cwd: options.root,
        echo: options.echo,
      }),
    'build',
  );
  if ((await build.exited) !== 0) {
    throw new StackError(`The functions did not build: fix them and start again.${outputOf(build, options)}`);
  }
}

/** The built functions beside this stack's data, resolving their packages from the checkout's. */
function copyBuiltFunctions(root: string, to: string): void {
  const from = join(root, 'functions');
  mkdirSync(to, { recursive: true });
  copyFileSync(join(from, 'package.json'), join(to, 'package.json'));
  cpSync(join(from, 'lib'), join(to, 'lib'), { recursive: true });
  if (!existsSync(join(to, 'node_modules')))
    symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'), 'dir');
}

async function startOurEmulators(options: StackOptions, config: string, track: Track): Promise<void> {
  const child = track(() =>
    spawnService({
      name: 'emulators',
      command: process.execPath,
      args: [
        join(options.root, 'emulators/src/cli.ts'),
        '--config',
        config,
        '--project',
        options.projectId,
        '--data',
        join(options.dataDir, 'emulators'),
        '--functions-emulator',
        `127.0.0.1:${options.ports.functions}`,
        // firebase-tools then runs one function at a time, which the trigger delivery relies on to
        // tell a delivery firebase-tools dropped during a reload from one still running.
        ...(options.oneFunctionsWorker ? ['--functions-sequential'] : []),
      ],
      cwd: options.root,
      echo: options.echo,
    }),
  );
  await readyOrExplain(child, /storage emulator ready/, 'Firestore/Storage emulators');
}

async function startFirebaseTools(
  options: StackOptions,
  config: string,
  env: Record<string, string>,
  track: Track,
): Promise<void> {
  const authDir = join(options.dataDir, 'auth');
  const importArgs = existsSync(join(authDir, 'firebase-export-metadata.json')) ? ['--import', authDir] : [];
  const child = track(() =>
    spawnService({
      name: 'firebase',
      command: join(options.root, 'node_modules/.bin/firebase'),
      args: [
        'emulators:start',
        '--only',
        options.web === 'preview' ? 'auth,functions,hosting' : 'auth,functions',
        '--project',
        options.projectId,
        '--config',
        config,
        ...importArgs,
        ...(options.oneFunctionsWorker
          ? ['--inspect-functions', String(options.oneFunctionsWorker.inspectorPort)]
          : []),
        '--export-on-exit',
        authDir,
      ],
      cwd: options.root,
      // The functions' firebase-admin reaches our emulators through these (firebase-tools passes its
      // environment on to the functions runtime); no Google metadata server exists here.
      // Finding the functions in the bundle may take longer than firebase-tools' 10 s on a busy
      // machine; it then starts with none loaded. Allow a minute unless told otherwise.
      env: {
        FUNCTIONS_DISCOVERY_TIMEOUT: '60',
        ...env,
        ...(options.oneFunctionsWorker ? oneRequestPerWorkerSocket(options.root) : {}),
        METADATA_SERVER_DETECTION: 'none',
      },
      echo: options.echo,
    }),
  );
  await readyOrExplain(child, /All emulators ready/, 'Auth and Functions emulators (firebase-tools)');
}

/**
 * One worker runs every function, told which one by an IPC message before each request; a request
 * on a socket kept from the last one can run the last function (see the preloaded file).
 */
function oneRequestPerWorkerSocket(root: string): Record<string, string> {
  const preload = join(root, 'scripts/stack/one-request-per-worker-socket.cjs');
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${preload}`].filter(Boolean).join(' ') };
}

/** `npm run preview`'s build goes to the data folder: web/dist stays what `firebase deploy` ships. */
export function previewDir(options: Pick<StackOptions, 'dataDir'>): string {
  return join(options.dataDir, 'web-dist');
}

/**
 * dev: Vite's dev server on the web port. preview: the production build, which firebase-tools'
 * Hosting emulator serves on that port as Hosting would (see startFirebaseTools).
 */
async function startWeb(options: StackOptions, env: Record<string, string>, track: Track): Promise<void> {
  const vite = (name: string, args: string[], kind: 'service' | 'build') =>
    track(
      () =>
        spawnService({
          name,
          command: join(options.root, 'node_modules/.bin/vite'),
          args,
          cwd: join(options.root, 'web'),
          env: webAppEnv(options, env),
          echo: options.echo,
        }),
      kind,
    );
  if (options.web === 'preview') {
    const build = vite('web build', ['build', '--outDir', previewDir(options), '--emptyOutDir'], 'build');
    if ((await build.exited) !== 0) {
      throw new StackError(`The web app did not build: fix it and start again.${outputOf(build, options)}`);
    }
    return;
  }
  const server = vite(
    'web',
    ['--host', '127.0.0.1', '--port', String(options.ports.web), '--strictPort'],
    'service',
  );
  // Vite prints this address once it listens there (--strictPort: that address or none).
  const listening = new RegExp(`Local:\\s+http://127\\.0\\.0\\.1:${options.ports.web}/`);
  await readyOrExplain(server, listening, 'web app (Vite)');
}

/** The web app finds the emulators through Vite env variables (see web/.env.example). */
function webAppEnv(options: StackOptions, env: Record<string, string>): Record<string, string> {
  return {
    // Not inherited: under vitest NODE_ENV is "test", which would build a development React.
    NODE_ENV: options.web === 'preview' ? 'production' : 'development',
    VITE_FIREBASE_PROJECT_ID: options.projectId,
    VITE_USE_EMULATORS: 'true',
    VITE_FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST ?? '',
    VITE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    VITE_STORAGE_EMULATOR_HOST: env.FIREBASE_STORAGE_EMULATOR_HOST ?? '',
    VITE_FUNCTIONS_EMULATOR_HOST: env.FUNCTIONS_EMULATOR_HOST ?? '',
  };
}

/** Where a failed child's output is not echoed, the error carries its last lines. */
function outputOf(child: ServiceProcess, options: StackOptions): string {
  return options.echo ? ' (see its output above)' : `\n${child.recentOutput()}`;
}

async function readyOrExplain(child: ServiceProcess, ready: RegExp, label: string): Promise<void> {
  try {
    await child.waitForLine(ready, READY_TIMEOUT_MS);
  } catch (error) {
    const output = (error as { output?: string }).output;
    throw new StackError(
      `${label} did not start: ${(error as Error).message}.${output ? `\n${output}` : ''}`,
    );
  }
}

async function seedOnce(options: StackOptions, target: SeedTarget): Promise<void> {
  const marker = join(options.dataDir, SEEDED_MARKER);
  if (!options.seed || existsSync(marker)) return;
  await options.seed(target);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}

function runningStack(
  options: StackOptions,
  env: Record<string, string>,
  stop: () => Promise<void>,
  crashed: Promise<never>,
): Omit<RunningStack, 'timings' | 'functionsDir'> {
  const { ports } = options;
  const url = (port: number) => `http://127.0.0.1:${port}`;
  return {
    projectId: options.projectId,
    ports,
    urls: {
      web: url(ports.web),
      firestore: url(ports.firestore),
      storage: url(ports.storage),
      auth: url(ports.auth),
      functions: url(ports.functions),
    },
    env,
    stop,
    crashed,
  };
}
