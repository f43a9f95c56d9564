import { defineProject } from 'vitest/config';

// The rules tests through our Firestore and Storage emulators with @firebase/rules-unit-testing.
// Files run one after another (one project, seeds per test); about 2 minutes for 883 tests.
export default defineProject({
  test: {
    name: 'security-rules-emulators',
    include: ['rules/**/*.test.ts'],
    globalSetup: ['rules/support/emulators-setup.ts'],
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
