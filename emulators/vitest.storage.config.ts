import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storage',
    include: ['test/storage/**/*.test.ts'],
    // Ceilings, not expectations: CI runs this beside the e2e suite's browser on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
