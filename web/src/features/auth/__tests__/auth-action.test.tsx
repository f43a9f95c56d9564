// @vitest-environment happy-dom
// /auth/action opened from the verification e-mail by a client still signed in on that browser.
// Firebase Auth reads her kept session back a moment after the page opens; the page must wait for
// it before asking for her walk-in record, or she counts as signed out and the record stays apart
// (CI-21 saw the e2e walk-in journey end on "Your email address is verified." alone).
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import type { Auth, User } from 'firebase/auth';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defaultTheme } from '../../../testing/render-markup.tsx';
import { AuthActionRoute } from '../routes/auth-action-route.tsx';

const calls = vi.hoisted(() => ({
  linked: [] as string[],
  synced: [] as string[],
  applied: () => {},
  auth: null as unknown,
}));

vi.mock('firebase/auth', async (actual) => ({
  ...(await actual<typeof import('firebase/auth')>()),
  applyActionCode: async () => calls.applied(),
}));
vi.mock('reactfire', () => ({ useAuth: () => calls.auth }));
vi.mock('../api/link-walk-in-record.ts', () => ({
  linkWalkInRecord: async (user: User) => {
    calls.linked.push(user.uid);
    return true;
  },
}));
vi.mock('../api/sync-my-email.ts', () => ({
  syncMyEmail: async (user: User) => {
    calls.synced.push(user.uid);
  },
}));

/** An Auth whose kept session is read back only after the code was applied. */
function authRestoringLate() {
  const her = { uid: 'wanda', emailVerified: true, reload: async () => undefined } as unknown as User;
  let restore = () => {};
  const restored = new Promise<void>((resolve) => {
    restore = resolve;
  });
  const auth = {
    name: '[DEFAULT]',
    currentUser: null as User | null,
    authStateReady: () => restored,
  };
  // Read back in a later task than the one that applied the code.
  calls.applied = () => {
    setTimeout(() => {
      auth.currentUser = her;
      restore();
    });
  };
  return auth as unknown as Auth;
}

describe('the verification link, opened where she is signed in', () => {
  it('waits for her session, then joins her walk-in record and says so', async () => {
    calls.auth = authRestoringLate();
    render(
      <ThemeProvider theme={defaultTheme}>
        <MemoryRouter initialEntries={['/auth/action?mode=verifyEmail&oobCode=code-1']}>
          <AuthActionRoute />
        </MemoryRouter>
      </ThemeProvider>,
    );
    await screen.findByRole('heading', { name: 'All set' });
    expect(screen.getByText(/^Your email address is verified\./).textContent).toBe(
      'Your email address is verified. Your visits with us are in your account now.',
    );
    expect(calls).toMatchObject({ linked: ['wanda'], synced: ['wanda'] });
  });
});
