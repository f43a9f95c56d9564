import { defineProject } from 'vitest/config';

// The rules matrix and hostile writes (tests/rules/, one file per collection, one table).
// This project runs them through our rules engine in process (about a second); the same files run
// through our Firestore and Storage emulators with @firebase/rules-unit-testing in the
// `security-rules-emulators` project (vitest.rules-emulators.config.ts).
export default defineProject({
  test: {
    name: 'security-rules',
    include: ['rules/**/*.test.ts'],
    provide: { rulesRunner: { kind: 'engine' } },
    // In process and pure (each file compiles the rules into its own driver): files share one
    // module graph per worker instead of loading the engine and zod again for each.
    isolate: false,
    testTimeout: 30_000,
  },
});
