import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'firestore',
    include: ['test/firestore/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
