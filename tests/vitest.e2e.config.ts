import { defineProject } from 'vitest/config';

// End-to-end: the public site in headless Chromium against the whole local stack with demo data,
// started once per run by the globalSetup. Files run one after another: they share the stack's
// data, and one of them switches the shop and blog off while pages are open. They share one
// worker's modules (isolate: false): playwright-core, the admin SDK and the support code load once
// per lane instead of about 6 CPU-seconds per file, and so does the browser (support/browser.ts).
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
