import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'realtime',
    include: ['test/realtime/**/*.test.ts'],
    // Files share a worker: nothing they set survives them (each starts its own emulators or
    // apps), and the heavy SDK modules load once instead of once per file.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
