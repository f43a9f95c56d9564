import { defineProject } from 'vitest/config';

// Protocol unit tests (JSON mapping, REST, WebChannel) and the headless-Chromium suite that drives
// the web SDK against the emulator in both transport modes. The harness page is built once.
export default defineProject({
  test: {
    name: 'browser',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
