import { defineConfig } from 'vitest/config';
import { SizeShardSequencer } from './scripts/size-shard-sequencer.ts';

// One run, one project per vitest config file; each file names its project and says how its
// tests start (emulators on free ports, a browser, …). A workspace may hold several.
// Every project sets a test timeout of at least 30 s: vitest's 5 s default is a ceiling a pure
// test meets on a quiet machine, not in CI, where this lane shares 2 cores with the e2e browser.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', '*/vitest.*.config.ts'],
    // Only `--shard` runs use its split (the e2e lanes of run-tests.ts); the order is vitest's own.
    sequence: { sequencer: SizeShardSequencer },
  },
});
