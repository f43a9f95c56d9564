import { defineProject } from 'vitest/config';

// The functions' Firestore code (loyalty recompute in a transaction, copies of names with a bulk
// writer) against our Firestore emulator on a free port, called directly with firebase-admin.
// Triggers and callables through the Functions emulator are the local stack's tests.
export default defineProject({
  test: {
    name: 'functions-firestore',
    include: ['test/firestore/**/*.test.ts'],
    // Files share a worker (each uses its own named app and project): firebase-admin is loaded
    // once instead of once per file, which was 80 % of this project's time (64 s -> 15 s).
    isolate: false,
    globalSetup: ['test/firestore/global-setup.ts'],
    // Ceilings, not expectations: CI runs this beside the e2e suite's browser on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // No Google metadata server here: firebase-admin should not go looking for one.
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
