import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One run, one project per workspace; each workspace's vitest.config.ts says how its tests start.
const workspaces = ['domain', 'emulators', 'functions', 'web', 'tests'];

export default defineConfig({
  test: {
    projects: workspaces.map((w) => `${w}/vitest.config.ts`).filter((config) => existsSync(config)),
  },
});
