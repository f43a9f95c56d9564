import { defineProject } from 'vitest/config';

// Pure rules and schemas: the files share one module graph per worker (isolate: false), so zod
// and date-fns load once instead of once per file.
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false, testTimeout: 30_000 },
});
