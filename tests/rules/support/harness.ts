// The driver a rules test file uses, chosen by its vitest project: `provide` in the config says
// 'engine' (in process) or the globalSetup provides 'emulators' with their addresses. Neither
// means a misconfigured project, and the tests fail instead of silently running elsewhere.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import type { RulesDriver } from './driver.ts';
import { EngineDriver } from './engine-driver.ts';

export type RulesRunner =
  | { kind: 'engine' }
  | { kind: 'emulators'; firestore: { host: string; port: number }; storage: { host: string; port: number } };

declare module 'vitest' {
  export interface ProvidedContext {
    rulesRunner: RulesRunner;
  }
}

export const firestoreRulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
export const storageRulesPath = fileURLToPath(new URL('../../../storage.rules', import.meta.url));

async function startDriver(projectId: string): Promise<RulesDriver> {
  const runner = inject('rulesRunner');
  if (runner?.kind === 'engine') return new EngineDriver(firestoreRulesPath, storageRulesPath);
  if (runner?.kind === 'emulators') {
    const { EmulatorDriver } = await import('./emulator-driver.ts');
    return EmulatorDriver.start({ projectId, ...runner, firestoreRulesPath, storageRulesPath });
  }
  throw new Error('No rules runner provided: run the rules tests through their vitest project.');
}

/** One driver per test file (its own demo- project, so files can run side by side). */
export function useRulesDriver(projectSuffix: string): () => RulesDriver {
  let driver: RulesDriver | undefined;
  beforeAll(async () => {
    driver = await startDriver(`demo-rules-${projectSuffix.replace(/_/g, '-')}`);
  });
  afterAll(async () => {
    await driver?.stop();
  });
  return () => {
    if (!driver) throw new Error('The rules driver did not start.');
    return driver;
  };
}
