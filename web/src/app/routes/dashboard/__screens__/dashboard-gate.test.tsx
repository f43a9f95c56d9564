// The dashboard's gate (spec §2), moved here from tests/e2e/auth.test.ts (docs/testing.md): the
// real DashboardRoute with the Auth stand-in (render-screen.tsx, renderDashboardGate). Signed out,
// /dashboard/... goes to /auth; a client gets 'My Dashboard' without the staff sidebar; the owner
// (her role read from her claim) gets the staff sections and Staff, Overview active on exact match
// only; and the account menu, down to Sign Out back to '/'. Signing in itself stays end to end.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  people,
  renderDashboardGate,
  signOutOfGate,
  toastTexts,
} from '../../../../testing/screens/render-screen.tsx';

const staffSections = [
  'My day',
  'Overview',
  'Clients',
  'Bookings',
  'Calendar',
  'Today',
  'Reports',
  'Booking Interests',
  'Messages',
  'Availability',
  'Services',
  'Products',
  'Orders',
  'Blog',
  'Settings',
];

const sidebar = () => screen.queryByRole('navigation', { name: 'Dashboard' });

const sidebarLinks = () =>
  within(sidebar() ?? document.createElement('nav'))
    .queryAllByRole('link')
    .map((link) => link.textContent?.trim());

const activeSections = () =>
  [...(sidebar()?.querySelectorAll('a[aria-current="page"]') ?? [])].map((link) => link.textContent);

afterEach(() => signOutOfGate());

describe('dashboard gate', () => {
  it('signed out: /dashboard/clients goes to /auth', async () => {
    const { where } = await renderDashboardGate('/dashboard/clients', { as: null });
    await screen.findByText('Sign-in page');
    expect(where()).toBe('/auth');
  });

  it("a client sees 'My Dashboard' with her loyalty and appointments, no sidebar", async () => {
    await renderDashboardGate('/dashboard', { as: 'client' });
    await screen.findByRole('heading', { name: 'My Dashboard' });
    const main = screen.getByRole('main');
    await within(main).findByText('Total Visits');
    await waitFor(() => expect(main.textContent).toMatch(/\w+ tier/));
    expect(main.textContent).toMatch(/Lifetime bookings/);
    await within(main).findByRole('heading', { name: 'My Appointments' });
    expect(sidebar()).toBeNull();
  });

  it('the owner sees the staff sections and Staff; Overview is active on exact match only', async () => {
    const { user, where } = await renderDashboardGate('/dashboard', { as: 'owner' });
    // Staff (roles) is the owner's alone.
    await waitFor(() => expect(sidebarLinks()).toEqual([...staffSections, 'Staff']));
    expect(activeSections()).toEqual(['Overview']);
    await user.click(within(sidebar() as HTMLElement).getByRole('link', { name: 'Clients' }));
    await waitFor(() => expect(where()).toBe('/dashboard/clients'));
    await waitFor(() => expect(activeSections()).toEqual(['Clients']));
  });

  it("the account menu: 'My Account', View Store, Account settings, Two-step verification, and Sign Out back to '/'", async () => {
    const { user, where, signedIn } = await renderDashboardGate('/dashboard/bookings', { as: 'owner' });
    const trigger = await screen.findByRole('button', { name: people.owner.email });
    await user.click(trigger);
    await screen.findByRole('heading', { name: 'My Account' });
    const menu = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect([...menu.querySelectorAll('a, button')].map((item) => item.textContent)).toEqual([
      'View Store',
      'Account settings',
      'Two-step verification',
      'Sign Out',
    ]);
    await user.click(screen.getByRole('link', { name: 'Two-step verification' }));
    await waitFor(() => expect(where()).toBe('/dashboard/security'));
    // Its title carries the On/Off badge.
    await screen.findByRole('heading', { name: /^Two-step verification/ });
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'View Store' }));
    await waitFor(() => expect(where()).toBe('/'));
    // Back to the dashboard through history (the stand-in home's Back is the browser's).
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(where()).toBe('/dashboard/security'));
    await user.click(await screen.findByRole('button', { name: people.owner.email }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(where()).toBe('/'));
    await waitFor(() => expect(toastTexts('success')).toContain('Signed out successfully'));
    expect(signedIn()).toBeNull();
    // Signed out, the dashboard goes to /auth.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(where()).toBe('/auth'));
  });
});
