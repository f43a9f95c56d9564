import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'realtime',
    include: ['test/realtime/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
