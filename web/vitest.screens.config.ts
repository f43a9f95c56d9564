import { defineProject } from 'vitest/config';
import { defaultSettingsDefine } from './build/default-settings.ts';
import { jsx } from './vitest.config.ts';

// Screen tests: whole dashboard screens rendered into a DOM with Testing Library, clicked and
// typed into with user-event, inside the app's routes, reading and writing our Firestore emulator
// (started once, src/testing/screens/global-setup.ts) through the app's own SDK instance.
// Files live in `__screens__/` folders; the `web` project (markup rendered to strings, no DOM)
// only takes `__tests__/`. Files share one module graph (isolate: false): React, the Firebase SDK
// and the domain load once per worker. One worker, files one after another (fileParallelism:
// false): the files share the emulator and its studio-wide documents (an assistant's permissions,
// the team), so two files side by side could see each other's changes (seen: the reports and Today
// screens failing only beside other files). See docs/testing.md.
//
// happy-dom, not jsdom: the same 4 files (7 tests), 3 runs each on the shared 2-core machine
// (2026-11-28), median wall time 19.8 s against 25.5 s (vitest's Duration 11.4 s against 15.9 s).
export default defineProject({
  oxc: jsx,
  define: defaultSettingsDefine,
  test: {
    name: 'web-screens',
    include: ['src/**/__screens__/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    isolate: false,
    fileParallelism: false,
    globalSetup: ['src/testing/screens/global-setup.ts'],
    setupFiles: ['src/testing/screens/setup.ts'],
    // A test takes about a second, but the first to open a lazy screen waits for Vite to transform
    // its chunk (the reports' charts, the booking form): with another stack and browser beside
    // the suite (load 30 on 2 cores) two such tests passed 30 s. A deadline, not a speed check.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
