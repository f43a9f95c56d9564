import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'triggers', include: ['test/triggers/**/*.test.ts'], testTimeout: 30_000 },
});
