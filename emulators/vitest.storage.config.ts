import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'storage', include: ['test/storage/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
});
