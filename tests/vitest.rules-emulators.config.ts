import { defineProject } from 'vitest/config';

// The rules tests through our Firestore and Storage emulators with @firebase/rules-unit-testing.
// PENDING: not picked up by the root config (its name does not match */vitest.*.config.ts).
// It runs (cd tests && npx vitest run --config rules-emulators.vitest-config.ts): 883 tests in
// about 90 s, all passing except a few random cells that write a server timestamp checked with
// `== request.time`. Our Firestore emulator gives the rules `new Date()` at authorization while the
// serverTimestamp() value is the commit time (microseconds, bumped by 1 µs for commits within one
// millisecond), so the two differ now and then; on Firebase they are the same instant. Once the
// emulator passes the commit time as request.time, rename this file to
// tests/vitest.rules-emulators.config.ts.
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
