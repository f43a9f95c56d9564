// The firebase.json a stack instance runs with: the project's own, with this instance's ports.
// It is written inside the instance's data folder, so paths in it point back at the project.
import { appendFileSync, copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { StackPorts } from './ports.ts';

export interface StackConfigOptions {
  /**
   * Serve this folder with firebase-tools' Hosting emulator on the web port, with firebase.json's
   * rewrites and headers (npm run preview); without it there is no hosting.
   */
  hostingPublic?: string;
  /** Function parameters that override the functions' .env files for this instance only. */
  functionsEnv?: Record<string, string>;
  /** The built functions' folder, when not the project's own (see StackOptions.ownFunctions). */
  functionsSource?: string;
}

export function writeStackConfig(
  root: string,
  dir: string,
  ports: StackPorts,
  { hostingPublic, functionsEnv, functionsSource }: StackConfigOptions = {},
): string {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const fromDir = (path: string) => relative(dir, join(root, path));
  config.firestore.rules = fromDir(config.firestore.rules);
  config.firestore.indexes = fromDir(config.firestore.indexes);
  config.storage.rules = fromDir(config.storage.rules);
  for (const codebase of config.functions) {
    if (functionsEnv) {
      const envDir = join(dir, `functions-env-${codebase.codebase}`);
      writeFunctionsEnv(join(root, codebase.configDir ?? codebase.source), envDir, functionsEnv);
      codebase.configDir = relative(dir, envDir);
    } else if (codebase.configDir) {
      codebase.configDir = fromDir(codebase.configDir);
    }
    codebase.source = functionsSource ? relative(dir, functionsSource) : fromDir(codebase.source);
  }
  if (hostingPublic) {
    const { predeploy: _build, ...hosting } = config.hosting;
    config.hosting = { ...hosting, public: relative(dir, hostingPublic) };
  } else {
    delete config.hosting;
  }
  const host = '127.0.0.1';
  config.emulators = {
    ...config.emulators,
    auth: { host, port: ports.auth },
    functions: { host, port: ports.functions },
    firestore: { host, port: ports.firestore },
    storage: { host, port: ports.storage },
    hub: { host, port: ports.hub },
    logging: { host, port: ports.logging },
    hosting: { host, port: ports.web },
    eventarc: { host, port: ports.eventarc },
    tasks: { host, port: ports.tasks },
    ui: { enabled: false },
  };
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

/**
 * firebase-tools reads a codebase's parameters from the .env files of its configDir, the emulator
 * last from .env.local. A copy of the project's files with the overrides appended to .env.local
 * changes them for one instance, where writing into functions/ would change them for every stack
 * started from this checkout at the same time.
 */
function writeFunctionsEnv(from: string, to: string, overrides: Record<string, string>): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.env' || name.startsWith('.env.')) copyFileSync(join(from, name), join(to, name));
  }
  const lines = Object.entries(overrides).map(([key, value]) => {
    if (/[\r\n]/.test(value)) throw new Error(`Function parameter ${key} must fit on one line.`);
    return `${key}=${value}\n`;
  });
  appendFileSync(join(to, '.env.local'), `\n${lines.join('')}`);
}

export function defaultPorts(root: string): StackPorts {
  const emulators = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).emulators;
  return {
    auth: emulators.auth.port,
    functions: emulators.functions.port,
    firestore: emulators.firestore.port,
    storage: emulators.storage.port,
    hub: emulators.hub.port,
    logging: emulators.logging?.port ?? 4500,
    eventarc: emulators.eventarc?.port ?? 9299,
    tasks: emulators.tasks?.port ?? 9499,
    web: 5173,
  };
}

export function defaultProjectId(root: string): string {
  return JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')).projects.default;
}
