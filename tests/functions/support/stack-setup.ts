// globalSetup of the functions-through-the-stack tests: a fake Instagram Graph server, our
// Firestore emulator (delivering triggers to the Functions emulator), and firebase-tools' Auth and
// Functions emulators running the built functions, all on free loopback ports. The Graph URL
// reaches the functions through functions/.env.<projectId> (firebase-tools reads it for this
// project only), written here and removed at the end.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { start as startFirestore } from '../../../emulators/src/firestore/server.ts';
import { startFakeGraph } from '../../../functions/test/fake-graph-server.ts';
import { FAKE_GRAPH, PROJECT_ID, type StackAddresses } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackAddresses;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const HOST = '127.0.0.1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`firebase-tools not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`firebase-tools exited (${code}) before it was ready:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, [join(root, 'functions/build.ts')], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The functions did not build:\n${build.stdout}${build.stderr}`);

  const graph = await startFakeGraph({ ...FAKE_GRAPH, slowMs: 4000 });
  const envFile = join(root, 'functions', `.env.${PROJECT_ID}`);
  writeFileSync(envFile, `INSTAGRAM_GRAPH_BASE_URL=${graph.baseUrl}\nINSTAGRAM_GRAPH_TIMEOUT_MS=1500\n`);

  const [auth, functions, hub, logging, eventarc, tasks] = await Promise.all(
    Array.from({ length: 6 }, freePort),
  );
  const firestore = await startFirestore({
    host: HOST,
    port: 0,
    defaultProjectId: PROJECT_ID,
    rulesPath: join(root, 'firestore.rules'),
    functionsEmulator: `${HOST}:${functions}`,
  });
  const dir = mkdtempSync(join(tmpdir(), 'studio-functions-'));
  const config = {
    functions: [{ source: relative(dir, join(root, 'functions')), codebase: 'default' }],
    emulators: {
      auth: { host: HOST, port: auth },
      functions: { host: HOST, port: functions },
      hub: { host: HOST, port: hub },
      logging: { host: HOST, port: logging },
      eventarc: { host: HOST, port: eventarc },
      tasks: { host: HOST, port: tasks },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
  const firestoreHost = `${firestore.host}:${firestore.port}`;
  const child = spawn(
    join(root, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'auth,functions',
      '--project',
      PROJECT_ID,
      '--config',
      join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost, METADATA_SERVER_DETECTION: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await firestore.stop();
    await graph.stop();
    rmSync(envFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForLine(child, /All emulators ready/, 120000);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('stack', {
    firestore: firestoreHost,
    auth: `${HOST}:${auth}`,
    functions: `${HOST}:${functions}`,
  });
  return stop;
}
