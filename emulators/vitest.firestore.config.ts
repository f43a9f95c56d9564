import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'firestore',
    include: ['test/firestore/**/*.test.ts'],
    // Files share a worker: nothing they set survives them (each starts its own emulators or
    // apps), and the heavy SDK modules load once instead of once per file.
    isolate: false,
    // Ceilings, not expectations: CI runs this beside the e2e suite's browser on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
