import { defineProject } from 'vitest/config';

// The rules tests through our Firestore and Storage emulators with @firebase/rules-unit-testing.
// PENDING: not yet picked up by the root config (its name does not match */vitest.*.config.ts)
// because emulators/src/firestore/server.ts does not exist yet. Once it does, rename this file to
// tests/vitest.rules-emulators.config.ts; meanwhile run it with
//   npx vitest run --config tests/rules-emulators.vitest-config.ts
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
