// globalSetup of the rules-through-emulators project: starts our Firestore and Storage
// emulators on free loopback ports with the project's rules files, and hands their addresses
// to the test files (provide/inject), which reach them with @firebase/rules-unit-testing.

import { start as startFirestore } from '@studio/emulators/firestore';
import { start as startStorage } from '@studio/emulators/storage';
import type { TestProject } from 'vitest/node';
import { firestoreRulesPath, storageRulesPath } from './paths.ts';

export default async function setup(project: TestProject) {
  const common = { host: '127.0.0.1', port: 0, defaultProjectId: 'demo-nail-studio' };
  const firestore = await startFirestore({ ...common, rulesPath: firestoreRulesPath });
  const storage = await startStorage({ ...common, rulesPath: storageRulesPath });
  project.provide('rulesRunner', {
    kind: 'emulators',
    firestore: { host: firestore.host, port: firestore.port },
    storage: { host: storage.host, port: storage.port },
    slice: process.env.RULES_EMULATORS_FULL !== '1',
  });
  return async () => {
    await Promise.all([firestore.stop(), storage.stop()]);
  };
}
