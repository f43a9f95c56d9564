// Starts our Firestore emulator (emulators/) on a free loopback port, with the project's
// firestore.rules, once for the whole web-screens run, and hands its address to the test files.
// The screens read and write through the app's own SDK instance (lib/firebase/sdk.ts), so what a
// screen shows is what the rules let its user read, as in the browser.
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { start } from '../../../../emulators/src/firestore/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    screensFirestoreHost: string;
  }
}

export const screensProjectId = 'demo-screens';

export default async function setup(project: TestProject) {
  const firestore = await start({
    host: '127.0.0.1',
    port: 0,
    defaultProjectId: screensProjectId,
    rulesPath: fileURLToPath(new URL('../../../../firestore.rules', import.meta.url)),
  });
  project.provide('screensFirestoreHost', `${firestore.host}:${firestore.port}`);
  return () => firestore.stop();
}
