// globalSetup of the end-to-end tests: the whole local stack (our Firestore and Storage emulators,
// firebase-tools' Auth and Functions emulators, the demo data, the built web app under
// `vite preview`) once per run, on free loopback ports with a fresh data folder. The machine has
// no internet: the functions reach a fake Instagram Graph API started here instead.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakeGraph } from '../../functions/test/fake-graph-server.ts';
import { freePort } from '../../scripts/stack/ports.ts';
import { seedDemoData } from '../../scripts/stack/seed.ts';
import { previewDir, startOnFreePorts, startStack } from '../../scripts/stack/stack.ts';
import { E2E_GRAPH_OPTIONS, E2E_PROJECT_ID, type E2eStack } from './support/stack-info.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack;
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  const sessionsDir = join(dataDir, 'sessions');
  mkdirSync(sessionsDir);
  const graph = await startFakeGraph(E2E_GRAPH_OPTIONS);
  const cleanUp = async () => {
    await graph.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const startedAt = Date.now();
  const stack = await startOnFreePorts(
    async (ports) =>
      startStack({
        root,
        dataDir,
        projectId: E2E_PROJECT_ID,
        ports,
        web: 'preview',
        echo: false,
        seed: seedDemoData,
        functionsEnv: { INSTAGRAM_GRAPH_BASE_URL: graph.baseUrl },
        oneFunctionsWorker: { inspectorPort: await freePort() },
      }),
    'e2e',
  ).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  // A service that dies mid-run would otherwise surface as puzzling page timeouts.
  stack.crashed.catch((error: Error) => console.error(`[e2e] ${error.message}`));
  console.log(`[e2e] stack ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s at ${stack.urls.web}`);
  project.provide('e2eStack', {
    projectId: stack.projectId,
    urls: stack.urls,
    env: stack.env,
    graphUrl: graph.baseUrl,
    webDist: previewDir({ dataDir }),
    sessionsDir,
  });
  return async () => {
    await stack.stop();
    await cleanUp();
  };
}
