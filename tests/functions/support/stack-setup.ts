// globalSetup of the functions-through-the-stack tests: a fake Instagram Graph server, then the
// stack as `npm start` runs it (startStack, without the web app or demo data) on free loopback
// ports and a throwaway data folder, its functions pointed at the fake.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakeGraph } from '../../../functions/test/fake-graph-server.ts';
import { freePort } from '../../../scripts/stack/ports.ts';
import { startOnFreePorts, startStack } from '../../../scripts/stack/stack.ts';
import { FAKE_GRAPH, PROJECT_ID, type StackAddresses } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackAddresses;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

export default async function setup(project: TestProject) {
  const graph = await startFakeGraph({ ...FAKE_GRAPH, slowMs: 4000 });
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-functions-'));
  const cleanUp = async () => {
    await graph.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stack = await startOnFreePorts(
    async (ports) =>
      startStack({
        root,
        dataDir,
        projectId: PROJECT_ID,
        ports,
        web: 'none',
        echo: false,
        // A short timeout, so that the slow token's test waits 1.5 s rather than the real 10.
        functionsEnv: { INSTAGRAM_GRAPH_BASE_URL: graph.baseUrl, INSTAGRAM_GRAPH_TIMEOUT_MS: '1500' },
        oneFunctionsWorker: { inspectorPort: await freePort() },
      }),
    'functions-stack',
  ).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  stack.crashed.catch((error: Error) => console.error(`[functions-stack] ${error.message}`));
  project.provide('stack', {
    firestore: stack.env.FIRESTORE_EMULATOR_HOST ?? '',
    auth: stack.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
    functions: stack.env.FUNCTIONS_EMULATOR_HOST ?? '',
    storage: stack.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '',
  });
  return async () => {
    await stack.stop();
    await cleanUp();
  };
}
