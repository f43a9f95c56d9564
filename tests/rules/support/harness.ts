// The driver a rules test file uses, chosen by its vitest project: `provide` in the config says
// 'engine' (in process) or the globalSetup provides 'emulators' with their addresses. Neither
// means a misconfigured project, and the tests fail instead of silently running elsewhere.
import { afterAll, beforeAll, inject } from 'vitest';
import type { RulesDriver } from './driver.ts';
import { EngineDriver } from './engine-driver.ts';
import { firestoreRulesPath, storageRulesPath } from './paths.ts';

export type RulesRunner =
  | { kind: 'engine' }
  | {
      kind: 'emulators';
      firestore: { host: string; port: number };
      storage: { host: string; port: number };
      /** Only a representative slice of the access matrix (support/matrix.ts: matrixCells). */
      slice: boolean;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    rulesRunner: RulesRunner;
  }
}

async function startDriver(_file: string): Promise<RulesDriver> {
  const runner = inject('rulesRunner');
  if (runner?.kind === 'engine') return new EngineDriver(firestoreRulesPath, storageRulesPath);
  if (runner?.kind === 'emulators') {
    const { EmulatorDriver } = await import('./emulator-driver.ts');
    // One project for all files (the Storage emulator serves its default project's buckets);
    // the emulator project runs the files one after another so seeds do not collide.
    const projectId = 'demo-nail-studio';
    return EmulatorDriver.start({ projectId, ...runner, firestoreRulesPath, storageRulesPath });
  }
  throw new Error('No rules runner provided: run the rules tests through their vitest project.');
}

/** One driver per test file. */
export function useRulesDriver(projectSuffix: string): () => RulesDriver {
  let driver: RulesDriver | undefined;
  beforeAll(async () => {
    driver = await startDriver(projectSuffix);
  });
  afterAll(async () => {
    await driver?.stop();
  });
  return () => {
    if (!driver) throw new Error('The rules driver did not start.');
    return driver;
  };
}
