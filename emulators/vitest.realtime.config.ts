import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'realtime',
    include: ['test/realtime/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
