import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { withPlainMessage } from './callable-error.ts';
import { readFirebaseSetup } from './config.ts';

/**
 * The one place Firebase is initialised and pointed at the emulators. Firestore is what every
 * page needs; Auth (lib/firebase/auth-sdk.ts) comes when someone is or gets signed in, Storage and
 * Functions on demand (dashboard chunks), so the public site does not ship them to visitors.
 */
const setup = readFirebaseSetup(import.meta.env);

export const firebaseApp = initializeApp(setup.options);

export const firestore = initializeFirestore(firebaseApp, {});

/** The emulators' hosts, or null for the real project. */
export const emulators = setup.emulators;
if (emulators) {
  connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
}

/** Firebase Storage, connected to its emulator when emulators are on. */
export async function loadStorage() {
  const { getStorage, connectStorageEmulator } = await import('firebase/storage');
  const storage = getStorage(firebaseApp);
  if (emulators && !storageConnected) {
    connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
    storageConnected = true;
  }
  return storage;
}
let storageConnected = false;

/** Cloud Functions, connected to its emulator when emulators are on. */
export async function loadFunctions() {
  const { getFunctions, connectFunctionsEmulator } = await import('firebase/functions');
  const functions = getFunctions(firebaseApp);
  if (emulators && !functionsConnected) {
    connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
    functionsConnected = true;
  }
  return functions;
}
let functionsConnected = false;

/**
 * Calls a callable function and answers its data. A refusal is rethrown with its plain words
 * (no "[400]"), its code and details kept for callers that branch on them.
 */
export async function callFunction<In, Out>(name: string, input: In): Promise<Out> {
  const [functions, { httpsCallable }] = await Promise.all([loadFunctions(), import('firebase/functions')]);
  try {
    return (await httpsCallable<In, Out>(functions, name)(input)).data;
  } catch (error) {
    throw withPlainMessage(error);
  }
}

/** The functions' region (functions/src/index.ts sets the same in setGlobalOptions). */
const functionsRegion = 'us-central1';

/**
 * The public address of an HTTPS function's path ('calendarFeed/…'): the Functions emulator's,
 * or Cloud Functions' default address of the project.
 */
export function functionUrl(path: string): string {
  const projectId = firebaseApp.options.projectId ?? '';
  if (emulators) {
    const { host, port } = emulators.functions;
    return `http://${host}:${port}/${projectId}/${functionsRegion}/${path}`;
  }
  return `https://${functionsRegion}-${projectId}.cloudfunctions.net/${path}`;
}
