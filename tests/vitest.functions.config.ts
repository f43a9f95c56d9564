import { defineProject } from 'vitest/config';

// The functions through the local stack: firebase-tools' Auth and Functions emulators running
// the built functions, our Firestore emulator delivering triggers, a fake Instagram Graph server.
export default defineProject({
  test: {
    name: 'functions-stack',
    include: ['functions/**/*.test.ts'],
    globalSetup: ['functions/support/stack-setup.ts'],
    fileParallelism: false,
    // Files share a worker: each deletes its Admin app when done, and every variable they set
    // points at the one stack; firebase-admin loads once instead of once per file.
    isolate: false,
    // Room for eventually()'s two minutes (support/stack.ts) and the call that follows.
    testTimeout: 180_000,
    hookTimeout: 180000,
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
