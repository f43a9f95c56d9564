import { defineProject } from 'vitest/config';

// Pure logic and server-rendered markup: no DOM emulation is installed, so components are checked
// with react-dom/server and hooks through their pure parts.
export default defineProject({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: { name: 'web', include: ['src/**/__tests__/**/*.test.{ts,tsx}'], environment: 'node' },
});
