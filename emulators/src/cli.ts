// `npm run emulators -- [--only firestore,storage] [--data DIR] [--import DIR] [--export-on-exit DIR] [--project ID]`
// Starts our Firestore and Storage emulators on the hosts and ports named in firebase.json.
import { readFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICES, type ServiceName, startEmulators } from './emulators.ts';
import type { RunningService, ServiceOptions } from './service.ts';

// Compiling (and type-stripping) the services' modules is most of the start-up time; Node's
// compile cache (in the OS temp directory; NODE_DISABLE_COMPILE_CACHE=1 turns it off) keeps it
// for the next start.
enableCompileCache();

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    data: { type: 'string' },
    import: { type: 'string' },
    'export-on-exit': { type: 'string' },
    project: { type: 'string' },
    config: { type: 'string', default: 'firebase.json' },
    'functions-emulator': { type: 'string' },
    'functions-sequential': { type: 'boolean', default: false },
  },
});

const configPath = resolve(values.config);
const config = JSON.parse(readFileSync(configPath, 'utf8'));
const projectId = values.project ?? readDefaultProject(resolve(configPath, '../.firebaserc'));
const wanted = (values.only ? values.only.split(',') : [...SERVICES]).map((s) => s.trim());

for (const name of wanted) {
  if (!SERVICES.includes(name as ServiceName)) {
    console.error(`Unknown emulator "${name}". This command starts: ${SERVICES.join(', ')}.`);
    process.exit(2);
  }
}

function readDefaultProject(rcPath: string): string {
  try {
    return JSON.parse(readFileSync(rcPath, 'utf8')).projects.default;
  } catch {
    return 'demo-nail-studio';
  }
}

function optionsFor(name: ServiceName): ServiceOptions {
  const emulator = config.emulators?.[name] ?? {};
  const rules = config[name]?.rules;
  return {
    host: emulator.host ?? '127.0.0.1',
    port: emulator.port ?? (name === 'firestore' ? 8080 : 9199),
    dataDir: values.data ? resolve(values.data) : undefined,
    importDir: values.import ? resolve(values.import) : undefined,
    exportOnExitDir: values['export-on-exit'] ? resolve(values['export-on-exit']) : undefined,
    rulesPath: rules ? resolve(configPath, '..', rules) : undefined,
    defaultProjectId: projectId,
    functionsEmulator: values['functions-emulator'],
    functionsSequential: values['functions-sequential'],
    log: (line) => console.log(`[${name}] ${line}`),
  };
}

// Signals are handled from the start: without a handler a SIGINT/SIGTERM would kill the process
// outright (no compaction, no export, the data LOCK left behind), also in the instant between the
// ready line and the end of start-up. One arriving while services start stops them once they are up.
const running: RunningService[] = [];
let starting = true;
let stopping = false;
async function stopAll(code: number): Promise<never> {
  await Promise.allSettled(running.map((s) => s.stop()));
  process.exit(code);
}
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  if (!starting) void stopAll(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

console.log(`Starting ${wanted.join(', ')} (project ${projectId})…`);
try {
  await startEmulators(wanted as ServiceName[], optionsFor, running);
} catch (error) {
  console.error(`Emulator failed to start: ${(error as Error).message}`);
  await stopAll(1);
}
starting = false;
if (stopping) await stopAll(0);
for (const s of running) console.log(`${s.name} emulator ready on ${s.host}:${s.port}`);
