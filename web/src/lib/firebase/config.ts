import type { FirebaseOptions } from 'firebase/app';
import { apiKeyFrom, type Env, envText, usesEmulators } from './env.ts';

/** host:port of one emulator. */
export interface EmulatorHost {
  host: string;
  port: number;
}

export interface EmulatorHosts {
  firestore: EmulatorHost;
  auth: EmulatorHost;
  storage: EmulatorHost;
  functions: EmulatorHost;
}

export interface FirebaseSetup {
  options: FirebaseOptions;
  /** null: talk to the real project. */
  emulators: EmulatorHosts | null;
}

const defaultHosts = {
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
  storage: '127.0.0.1:9199',
  functions: '127.0.0.1:5001',
} as const;

/** '127.0.0.1:8080' → { host, port }; a clear error for anything else, at start-up. */
export function parseEmulatorHost(value: string, name: string): EmulatorHost {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(value.trim());
  const port = Number(match?.[2]);
  if (!match?.[1] || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must look like host:port, got "${value}"`);
  }
  return { host: match[1], port };
}

/**
 * The app's Firebase options and emulator hosts from Vite's env (VITE_*). A build with no project
 * configured at all (no VITE_FIREBASE_PROJECT_ID, VITE_USE_EMULATORS unset) can only be meant for
 * the local stack, so it uses the emulators with the demo project; a demo- id never reaches a
 * real project. VITE_USE_EMULATORS=false without a project id is a configuration error.
 */
export function readFirebaseSetup(env: Env): FirebaseSetup {
  const useEmulators = usesEmulators(env);
  const projectId =
    envText(env, 'VITE_FIREBASE_PROJECT_ID') ?? (useEmulators ? 'demo-nail-studio' : undefined);
  if (!projectId) throw new Error('VITE_FIREBASE_PROJECT_ID is not set (see web/.env.example)');
  const options: FirebaseOptions = {
    apiKey: apiKeyFrom(env),
    authDomain: envText(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: envText(env, 'VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
    appId: envText(env, 'VITE_FIREBASE_APP_ID'),
  };
  if (!useEmulators) return { options, emulators: null };
  const host = (key: string, fallback: string) => parseEmulatorHost(envText(env, key) ?? fallback, key);
  return {
    options,
    emulators: {
      firestore: host('VITE_FIRESTORE_EMULATOR_HOST', defaultHosts.firestore),
      auth: host('VITE_AUTH_EMULATOR_HOST', defaultHosts.auth),
      storage: host('VITE_STORAGE_EMULATOR_HOST', defaultHosts.storage),
      functions: host('VITE_FUNCTIONS_EMULATOR_HOST', defaultHosts.functions),
    },
  };
}
