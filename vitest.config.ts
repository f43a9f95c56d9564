import { defineConfig } from 'vitest/config';

// One run, one project per vitest config file; each file names its project and says how its
// tests start (emulators on free ports, a browser, …). A workspace may hold several.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', '*/vitest.*.config.ts'],
  },
});
