import { defineProject } from 'vitest/config';

// Unit tests of the functions' pure logic (Graph answer mapping against a local fake Graph
// server, loyalty recompute, copies of names). Functions through the emulators are stack tests.
export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts'],
    // Files share a worker: nothing they set survives them (the Graph tests start and stop their
    // own fake server), and the modules they import load once instead of once per file.
    isolate: false,
    testTimeout: 30_000,
  },
});
