import { defineProject } from 'vitest/config';

// The rules matrix and hostile writes (tests/rules/, one file per collection, one table).
// This project runs them through our rules engine in process; the same files run through the
// Firestore and Storage emulators with @firebase/rules-unit-testing under the `rules-emulators`
// project once those emulators can serve them (see README).
export default defineProject({
  test: {
    name: 'security-rules',
    include: ['rules/**/*.test.ts'],
    provide: { rulesRunner: { kind: 'engine' } },
  },
});
