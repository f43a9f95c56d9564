/**
 * The site a web bench measures (bench:web, bench:book): its own local stack on free ports with the
 * production build served by `vite preview` and the demo data, so it runs beside `npm start`; or,
 * given --web URL --dist DIR --firestore URL, a site that is already running.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface Site {
  web: string;
  firestore: string;
  dist: string;
  stop(): Promise<void>;
}

export async function startSite(given: { web?: string; dist?: string; firestore?: string }): Promise<Site> {
  if (given.web || given.dist || given.firestore) {
    if (!given.web || !given.dist || !given.firestore)
      throw new Error('--web, --dist and --firestore go together');
    return { web: given.web, dist: given.dist, firestore: given.firestore, stop: async () => {} };
  }
  const { startStack } = await import('../../scripts/stack/stack.ts');
  const { freePorts } = await import('../../scripts/stack/ports.ts');
  const { seedDemoData } = await import('../../scripts/stack/seed.ts');
  // What visitors get: Vite builds React's development flavour when NODE_ENV says so (vitest
  // sets 'test'), and the stack's build inherits our environment.
  process.env.NODE_ENV = 'production';
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const stack = await startStack({
    root,
    dataDir,
    projectId: 'demo-nail-studio',
    ports: await freePorts(),
    web: 'preview',
    echo: false,
    seed: seedDemoData,
  });
  return {
    web: stack.urls.web,
    firestore: stack.urls.firestore,
    // startStack builds the preview into the data folder (web/dist stays the deploy build).
    dist: join(dataDir, 'web-dist'),
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
