import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rules',
    include: ['test/rules/**/*.test.ts'],
    // Files share a worker: nothing they set survives them (each starts its own emulators or
    // apps), and the heavy SDK modules load once instead of once per file.
    isolate: false,
    // The conformance suites start the emulators; leave room when the whole suite shares the CPU.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
