// Our Firestore emulator on a free port with a RulesTestEnvironment on it, for one conformance test
// file: started before the file's tests, stopped after them.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { type DocumentReference, onSnapshot, type Query } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import type { RunningService } from '../../../src/service.ts';

export interface FirestoreWithRules {
  server: RunningService;
  env: RulesTestEnvironment;
}

/** Registers the file's start and stop; the fields are there once its tests run. */
export function useFirestoreWithRules(projectId: string, rules: string): FirestoreWithRules {
  const started = {} as FirestoreWithRules;
  beforeAll(async () => {
    const { start } = await import('../../../src/firestore/server.ts');
    started.server = await start({ host: '127.0.0.1', port: 0, defaultProjectId: projectId });
    started.env = await initializeTestEnvironment({
      projectId,
      firestore: { host: started.server.host, port: started.server.port, rules },
    });
  });
  afterAll(async () => {
    await started.env?.cleanup();
    await started.server?.stop();
  });
  return started;
}

/** The first snapshot from the server (not the local cache) of a listener, or its error. */
export function firstSnapshot(target: Query | DocumentReference): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      target as never,
      { includeMetadataChanges: true },
      (snapshot: { metadata: { fromCache: boolean } }) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve(snapshot);
      },
      (error: Error) => {
        stop();
        reject(error);
      },
    );
  });
}
