import { defineProject } from 'vitest/config';
import { defaultSettingsDefine } from './build/default-settings.ts';

// Pure logic and server-rendered markup: no DOM emulation is installed, so components are checked
// with react-dom/server and hooks through their pure parts. The files share one module graph per
// worker (isolate: false): loading React, zod and the domain once instead of once per file is most
// of this project's time. Files that replace modules with vi.mock run isolated in `web-mocks`
// (vitest.mocks.config.ts), so a mock never leaks into another file.
export const mockingTests = [
  'src/app/routes/dashboard/__tests__/dashboard-layout.test.tsx',
  'src/features/auth/__tests__/sign-in-up.test.ts',
  'src/features/auth/__tests__/auth-action.test.tsx',
  'src/features/clients/__tests__/feedback.test.ts',
  'src/features/shop/__tests__/cart.test.ts',
  'src/lib/firebase/__tests__/lite-refresh.test.ts',
  'src/features/booking/__tests__/create-booking-interest.test.ts',
  'src/features/client-dashboard/__tests__/withdraw-booking-interest.test.ts',
];

export const jsx = { jsx: { runtime: 'automatic', importSource: '@emotion/react' } } as const;

export default defineProject({
  oxc: jsx,
  define: defaultSettingsDefine,
  test: {
    name: 'web',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    exclude: mockingTests,
    environment: 'node',
    isolate: false,
    testTimeout: 30_000,
  },
});
