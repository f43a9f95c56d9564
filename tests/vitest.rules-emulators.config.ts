import { defineProject } from 'vitest/config';

// The rules tests through our Firestore and Storage emulators with @firebase/rules-unit-testing.
// Files run one after another (one project, seeds per test). The access matrix runs a
// representative slice here (tests/rules/support/matrix.ts: matrixCells); the in-process project
// runs all of it, and `npm run test:rules-emulators-full` runs all of it through the emulators.
export default defineProject({
  test: {
    name: 'security-rules-emulators',
    include: ['rules/**/*.test.ts'],
    globalSetup: ['rules/support/emulators-setup.ts'],
    fileParallelism: false,
    // Files share a worker: each file's driver deletes its apps when done, and the Firebase SDK
    // (most of a file's start) loads once instead of once per file.
    isolate: false,
    // Ceilings, not expectations: CI runs this lane beside the e2e suite's browser on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
