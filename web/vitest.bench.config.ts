import { defineProject } from 'vitest/config';

// The pure parts of `npm run bench:web` (source maps, WebChannel traffic, the build's index.html).
export default defineProject({
  test: { name: 'web-bench', include: ['bench/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
