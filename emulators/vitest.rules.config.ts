import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rules',
    include: ['test/rules/**/*.test.ts'],
    // The conformance suites start the emulators; leave room when the whole suite shares the CPU.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
