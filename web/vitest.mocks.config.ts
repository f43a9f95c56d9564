import { defineProject } from 'vitest/config';
import { defaultSettingsDefine } from './build/default-settings.ts';
import { jsx, mockingTests } from './vitest.config.ts';

// The web tests that replace modules with vi.mock: each file in a fresh module graph, so their
// mocks stay theirs. A new test file that calls vi.mock goes in `mockingTests` (vitest.config.ts);
// web/src/__tests__/mock-isolation.test.ts fails when one is missing from it.
export default defineProject({
  oxc: jsx,
  define: defaultSettingsDefine,
  test: { name: 'web-mocks', include: mockingTests, environment: 'node', testTimeout: 30_000 },
});
