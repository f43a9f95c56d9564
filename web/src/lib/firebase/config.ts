import type { FirebaseOptions } from 'firebase/app';

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

type Env = Partial<Record<string, string | boolean | undefined>>;

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

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The app's Firebase options and emulator hosts from Vite's env (VITE_*). A build with no project
 * configured at all (no VITE_FIREBASE_PROJECT_ID, VITE_USE_EMULATORS unset) can only be meant for
 * the local stack, so it uses the emulators with the demo project; a demo- id never reaches a
 * real project. VITE_USE_EMULATORS=false without a project id is a configuration error.
 */
export function readFirebaseSetup(env: Env): FirebaseSetup {
  const configuredProject = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const flag = text(env, 'VITE_USE_EMULATORS');
  const useEmulators = flag === 'true' || (flag === undefined && configuredProject === undefined);
  const projectId = configuredProject ?? (useEmulators ? 'demo-nail-studio' : undefined);
  if (!projectId) throw new Error('VITE_FIREBASE_PROJECT_ID is not set (see web/.env.example)');
  const options: FirebaseOptions = {
    apiKey: text(env, 'VITE_FIREBASE_API_KEY') ?? (useEmulators ? 'demo-api-key' : undefined),
    authDomain: text(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: text(env, 'VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
    appId: text(env, 'VITE_FIREBASE_APP_ID'),
  };
  if (!useEmulators) return { options, emulators: null };
  const host = (key: string, fallback: string) => parseEmulatorHost(text(env, key) ?? fallback, key);
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
