import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore } from 'firebase/firestore';
import { readFirebaseSetup } from './firebase-config.ts';

/**
 * The one place Firebase is initialised and pointed at the emulators. Auth and Firestore are
 * what every page needs; Storage and Functions load on demand (dashboard chunks) so the public
 * site does not ship them.
 */
const setup = readFirebaseSetup(import.meta.env);

export const firebaseApp = initializeApp(setup.options);

// initializeAuth without a popup/redirect resolver: we only use e-mail and password, and the
// resolver is a large part of getAuth()'s bundle.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

export const firestore = initializeFirestore(firebaseApp, {});

const emulators = setup.emulators;
if (emulators) {
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
    disableWarnings: true,
  });
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
