// An assistant's screens take the shape of what the owner allows her (issue 16 item 5), moved here
// from tests/e2e/loyalty-and-permissions.test.ts (docs/testing.md): without reports she sees no
// figures or statistics; without bookings too she has no Bookings entry, her own day on the
// calendar and a plain note instead of an error; and the console stays clean (no refused read).
// The rules judge her reads by her role claim. Signing in through Auth stays end to end
// (auth.test.ts, dashboard-settings.test.ts); the dashboard's gate is dashboard-gate.test.tsx's.
import { settingDocument } from '@studio/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { booking } from '../../../../testing/fixtures.ts';
import { renderStaffScreen } from '../../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../../testing/screens/seed.ts';

const CLIENT = 'Screens Perla Pinto';
const profile = storedProfile({
  full_name: CLIENT,
  email: 'perla@screens.test',
  created_at: new Date('2026-01-04T10:00:00Z'),
  total_bookings: 1,
});
const { id: bookingId, ...visit } = booking({
  id: 'screens-perm-visit',
  client_id: 'screens-perla',
  client_name: CLIENT,
  client_email: profile.email,
});

type PermissionKey = 'permissions_assistant_view_reports' | 'permissions_assistant_manage_bookings';
const permissions = (values: Record<PermissionKey, boolean>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, on]) => [
      `settings_staff/${key}`,
      settingDocument(key as PermissionKey, on, 'screens-owner', new Date('2026-11-01T09:00:00Z')),
    ]),
  );

beforeAll(() => seed({ 'profiles/screens-perla': profile, [`bookings/${bookingId}`]: visit }));
// Back to the defaults, which the other screen files expect.
afterAll(() =>
  seed(
    permissions({ permissions_assistant_view_reports: true, permissions_assistant_manage_bookings: true }),
  ),
);

/** Console errors and warnings about refused reads, from the moment she is signed in. */
let problems: string[] = [];
beforeAll(() => {
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (level === 'error' || /permission|403/i.test(line)) problems.push(`${level}: ${line}`);
    });
});
afterEach(() => {
  problems = [];
});
afterAll(() => vi.restoreAllMocks());

/** Text that holds `part` (as Playwright's getByText matched). */
const containing = (part: string) => new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Opens `path` as the assistant (the screen before is closed) and waits for `settled` in it. */
let open: { unmount(): void } | undefined;
async function visitAs(path: string, settled: string) {
  open?.unmount();
  const view = await renderStaffScreen(path, { as: 'assistant' });
  open = view.view;
  await within(screen.getByRole('main')).findAllByText(containing(settled));
  return view;
}

async function openClient() {
  const { user } = await visitAs('/dashboard/clients', CLIENT);
  await user.click(
    within(screen.getByRole('main')).getAllByRole('link', { name: new RegExp(CLIENT) })[0] as HTMLElement,
  );
}

describe('permissions shape the screens', () => {
  it('an assistant without reports sees no figures or statistics, and no errors', async () => {
    await seed(
      permissions({ permissions_assistant_view_reports: false, permissions_assistant_manage_bookings: true }),
    );
    await visitAs('/dashboard', "Today's Appointments");
    await within(screen.getByRole('main')).findByText('Quick Actions');
    expect(within(screen.getByRole('main')).queryByText('Total Bookings')).toBeNull();
    await visitAs('/dashboard/bookings', 'Bookings Management');
    await waitFor(() => expect(screen.getByRole('main').querySelector('tbody tr')).not.toBeNull());
    await openClient();
    await screen.findByRole('tab', { name: 'Bookings' });
    expect(screen.queryByText('Statistics could not be loaded')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Statistics' })).toBeNull();
    const { user } = await visitAs('/dashboard/settings', 'Platform Settings');
    await user.click(await screen.findByRole('tab', { name: 'Pricing' }));
    await screen.findAllByText(containing('Only the owner can change this: it changes what clients pay.'));
    expect(problems).toEqual([]);
  });

  it('without reports or bookings: no Bookings entry, her own day on the calendar, a plain note instead of an error', async () => {
    await seed(
      permissions({
        permissions_assistant_view_reports: false,
        permissions_assistant_manage_bookings: false,
      }),
    );
    await visitAs('/dashboard', 'Quick Actions');
    const sidebar = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    await sidebar.findByRole('link', { name: 'Clients' });
    await waitFor(() => expect(sidebar.queryByRole('link', { name: 'Bookings' })).toBeNull());
    expect(screen.queryByText("Today's Appointments")).toBeNull();
    expect(sidebar.getAllByRole('link', { name: 'Calendar' })).toHaveLength(1);
    await visitAs('/dashboard/bookings', 'Bookings are not part of your account.');
    // Issue 31: the calendar and My day show her own appointments, which the rules let her read.
    await visitAs('/dashboard/calendar', 'You see your own appointments.');
    await visitAs('/dashboard/my-day', 'My day');
    expect(screen.queryByRole('alert')).toBeNull();
    await openClient();
    await screen.findByRole('tab', { name: 'Notes' });
    expect(screen.queryByRole('tab', { name: 'Bookings' })).toBeNull();
    expect(problems).toEqual([]);
  });
});
