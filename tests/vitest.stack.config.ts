import { defineProject } from 'vitest/config';

// `npm start`'s stack itself: readiness, demo data, a trigger through the whole stack, persistence
// across a restart, a clean stop, and the one-line failures (port in use, crashed service).
export default defineProject({
  test: {
    name: 'stack',
    include: ['stack/**/*.test.ts'],
    // Ceilings, not expectations: CI runs this beside the e2e suite's browser on 2 cores.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
