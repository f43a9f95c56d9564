import { ThemeProvider } from '@emotion/react';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { defaultTheme, textOf } from '../../../../testing/render-markup.tsx';

// The account menu only needs an Auth instance when Sign Out is clicked.
vi.mock('reactfire', () => ({ useAuth: () => ({}) }));

const { ClientLayout, StaffLayout } = await import('../dashboard-layout.tsx');

const user = { uid: 'u1', email: 'owner@studio.test' } as User;

function at(path: string, node: ReactNode) {
  return renderToString(
    <ThemeProvider theme={defaultTheme}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </ThemeProvider>,
  );
}

const activeLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*class="[^"]*\bactive\b[^"]*"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

describe('the staff frame', () => {
  it('shows the logo link home, the account menu with the e-mail and the sidebar', () => {
    const html = at(
      '/dashboard',
      <StaffLayout user={user} isOwner={false}>
        screen
      </StaffLayout>,
    );
    expect(html).toContain('href="/"');
    // The trigger's name is the visible e-mail (the avatar letter is hidden from screen readers).
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*owner@studio\.test<\/span><\/button>/);
    expect(textOf(html)).toContain(
      'My day Overview Clients Bookings Calendar Today Booking Interests Messages Availability Services Products Orders Blog Settings',
    );
  });

  it('lists Staff for an owner only', () => {
    const owner = textOf(
      at(
        '/dashboard',
        <StaffLayout user={user} isOwner>
          x
        </StaffLayout>,
      ),
    );
    expect(owner).toContain('Blog Settings Staff');
    const assistant = textOf(
      at(
        '/dashboard',
        <StaffLayout user={user} isOwner={false}>
          x
        </StaffLayout>,
      ),
    );
    expect(assistant).not.toContain('Staff');
  });

  it('highlights Overview on /dashboard only, the others by path prefix', () => {
    expect(
      activeLinks(
        at(
          '/dashboard',
          <StaffLayout user={user} isOwner={false}>
            x
          </StaffLayout>,
        ),
      ),
    ).toEqual(['Overview']);
    expect(
      activeLinks(
        at(
          '/dashboard/clients/abc',
          <StaffLayout user={user} isOwner={false}>
            x
          </StaffLayout>,
        ),
      ),
    ).toEqual(['Clients']);
  });
});

describe('the client frame', () => {
  it('has the top bar and no sidebar', () => {
    const html = at(
      '/dashboard',
      <ClientLayout user={user} isOwner={false}>
        mine
      </ClientLayout>,
    );
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*owner@studio\.test<\/span><\/button>/);
    expect(html).not.toContain('aria-label="Dashboard"');
    expect(html).not.toContain('Sections');
    expect(textOf(html)).toContain('mine');
  });
});
