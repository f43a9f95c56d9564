// Starts our Firestore emulator on a free loopback port for the functions' Firestore tests and
// hands its address to them. firebase-admin bypasses rules, as in the deployed functions.
import type { TestProject } from 'vitest/node';
import { start } from '../../../emulators/src/firestore/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const firestore = await start({ host: '127.0.0.1', port: 0, defaultProjectId: 'demo-functions-test' });
  project.provide('firestoreEmulatorHost', `${firestore.host}:${firestore.port}`);
  return () => firestore.stop();
}
