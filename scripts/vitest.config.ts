import { defineProject } from 'vitest/config';

// The development scripts' own helpers (the test runner's CPU meter, …).
export default defineProject({
  test: { name: 'scripts', include: ['**/*.test.ts'], testTimeout: 30_000 },
});
