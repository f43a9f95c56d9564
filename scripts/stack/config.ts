// The firebase.json a stack instance runs with: the project's own, with this instance's ports.
// It is written inside the instance's data folder, so paths in it point back at the project.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { StackPorts } from './ports.ts';

/**
 * `hostingPublic`: serve that folder with firebase-tools' Hosting emulator on the web port, with
 * firebase.json's rewrites and headers (npm run preview); without it there is no hosting.
 */
export function writeStackConfig(
  root: string,
  dir: string,
  ports: StackPorts,
  hostingPublic?: string,
): string {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const fromDir = (path: string) => relative(dir, join(root, path));
  config.firestore.rules = fromDir(config.firestore.rules);
  config.firestore.indexes = fromDir(config.firestore.indexes);
  config.storage.rules = fromDir(config.storage.rules);
  for (const codebase of config.functions) codebase.source = fromDir(codebase.source);
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
