// The calendar by member and My day (issue 31), on our Firestore emulator with the project's rules:
// a column per member at 1280 px with two members' bookings at the same time both shown, one
// member's overlapping pair side by side; the phone's member picker over the day's list; the week's
// member filter; My day; and an assistant without manage bookings, who sees only her own.
import { settingDocument } from '@studio/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { people, renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, storedProfile } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';

// The viewer's clock reads the studio's, so times carry no zone name.
viewerTimeZone('America/New_York');

const olga = people.owner.uid;
const cam = people.assistant.uid;

/** Wednesday 15 January 2031, New York winter time (UTC−5): 10:00 there is 15:00Z. */
const day = '2031-01-15';
const at = (time: string) => new Date(`${day}T${time}:00-05:00`);

const booking = (client: string, time: string, staffId?: string) => ({
  client_id: `screens-${client.split(' ')[0]?.toLowerCase()}`,
  ...(staffId ? { staff_id: staffId } : {}),
  service_id: 'screens-gel',
  scheduled_at: at(time),
  total_price: 45,
  status: 'scheduled',
  service_name: 'Gel Manicure',
  client_name: client,
  client_email: null,
  duration_minutes: 60,
});

const permission = (
  key: 'permissions_assistant_manage_bookings' | 'permissions_assistant_view_reports',
  on: boolean,
) => settingDocument(key, on, olga, new Date('2026-11-01T09:00:00Z'));

beforeAll(() =>
  seed({
    [`user_roles/${olga}`]: { user_id: olga, role: 'owner' },
    [`user_roles/${cam}`]: { user_id: cam, role: 'assistant' },
    [`staff_profiles/${olga}`]: { bookable: true, display_name: 'Olga', time_off: [] },
    [`staff_profiles/${cam}`]: { bookable: true, display_name: 'Cam', time_off: [] },
    // Stored before staff_id: the owner's.
    'bookings/screens-cal-ana': booking('Ana Screens', '10:00'),
    // Cam at the same time as Olga: two chairs, two columns.
    'bookings/screens-cal-bea': booking('Bea Screens', '10:00', cam),
    // An override over Cam's 10:00: side by side in her column.
    'bookings/screens-cal-dora': { ...booking('Dora Screens', '10:30', cam), conflict_override: true },
    'bookings/screens-cal-cleo': booking('Cleo Screens', '13:00', cam),
    // Wednesdays open 09:00–17:00 (the members keep the studio's hours).
    'availability_blocks/screens-cal-wednesday': {
      day_of_week: 3,
      start_time: '09:00',
      end_time: '17:00',
      is_active: true,
    },
    // A client and a service to book when a free time in a member's column is clicked.
    'profiles/screens-cal-ella': storedProfile({
      full_name: 'Ella Columns',
      email: 'ella-columns@screens.test',
    }),
    'services/screens-cal-polish': {
      name: 'Column Polish',
      description: null,
      parent_category: 'Column Hands',
      subcategory: null,
      base_price: 20,
      show_starting_price: false,
      duration_minutes: 30,
      display_order: 950,
      is_active: true,
      compatible_material_ids: ['none-for-this-test'],
      allergens: [],
      free_of: [],
    },
  }),
);

// Back to the defaults, which the other screen files expect.
afterAll(() =>
  seed({
    'settings_staff/permissions_assistant_manage_bookings': permission(
      'permissions_assistant_manage_bookings',
      true,
    ),
    'settings_staff/permissions_assistant_view_reports': permission(
      'permissions_assistant_view_reports',
      true,
    ),
  }),
);

/** The window's width, as a phone or a desktop browser would have it (the media queries follow). */
function viewport(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}

/** A booking's button, named by its client first (then service, time, status). */
const card = (within_: HTMLElement, client: string) =>
  within(within_).queryByRole('button', { name: new RegExp(`^${client}`) });

const column = (name: string) => screen.findByRole('group', { name });

describe('the calendar by member at 1280 px', () => {
  it('gives each member a column; two members at 10:00 both show, one member’s overlap sits side by side', async () => {
    viewport(1280);
    const { user } = await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    const olgas = await column('Olga, Wed, Jan 15');
    const cams = await column('Cam, Wed, Jan 15');
    await waitFor(() => expect(card(cams, 'Bea Screens')).not.toBeNull());
    expect(card(olgas, 'Ana Screens')).not.toBeNull();
    expect(card(olgas, 'Bea Screens')).toBeNull();
    expect(card(cams, 'Ana Screens')).toBeNull();
    // Alone in her column, Olga's booking keeps its whole width.
    expect((card(olgas, 'Ana Screens') as HTMLElement).style.width).toBe('calc(100% - 6px)');
    const bea = card(cams, 'Bea Screens') as HTMLElement;
    const dora = card(cams, 'Dora Screens') as HTMLElement;
    expect([bea.style.left, dora.style.left]).toEqual(['calc(0% + 3px)', 'calc(50% + 3px)']);
    expect(bea.style.width).toBe('calc(50% - 6px)');

    await user.click(bea);
    const panel = await screen.findByRole('dialog', { name: 'Booking' });
    await within(panel).findByText('Bea Screens');
  });

  it('filters the week by member: Everyone first, then one member’s bookings', async () => {
    viewport(1280);
    const { user } = await renderStaffScreen(`/dashboard/calendar?view=week&date=${day}`);
    const wednesday = await column('Wed, Jan 15');
    await waitFor(() => expect(card(wednesday, 'Bea Screens')).not.toBeNull());
    expect(card(wednesday, 'Ana Screens')?.textContent).toContain('with Olga');
    const picker = screen.getByLabelText('Member') as HTMLSelectElement;
    expect(picker.value).toBe('');
    expect([...picker.options].map((o) => o.text)).toEqual(['Everyone', 'Olga', 'Cam']);
    await user.selectOptions(picker, 'Olga');
    await waitFor(() =>
      expect(card(screen.getByRole('group', { name: 'Wed, Jan 15' }), 'Bea Screens')).toBeNull(),
    );
    expect(card(screen.getByRole('group', { name: 'Wed, Jan 15' }), 'Ana Screens')).not.toBeNull();
  });

  it('shows every member to an assistant who manages bookings (the default)', async () => {
    viewport(1280);
    await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`, { as: 'assistant' });
    const olgas = await column('Olga, Wed, Jan 15');
    await waitFor(() => expect(card(olgas, 'Ana Screens')).not.toBeNull());
    expect(await column('Cam, Wed, Jan 15')).toBeTruthy();
  });
});

describe('a free time clicked in a member’s column', () => {
  it('opens New Booking with that member picked, once the visit is chosen', async () => {
    viewport(1280);
    const { user } = await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    const cams = await column('Cam, Wed, Jan 15');
    await waitFor(() => expect(card(cams, 'Bea Screens')).not.toBeNull());
    // Noon, free in Cam's column: its hour label's offset down the grid (happy-dom lays nothing
    // out, so the column's own box starts at 0).
    const noon = within(screen.getByRole('region', { name: 'Calendar' })).getByText('12:00 PM');
    fireEvent.click(cams, { clientY: Number.parseFloat(noon.style.top) + 5 });
    const form = within(await screen.findByRole('dialog', { name: 'New Booking' }));
    await user.type(form.getByLabelText('Client'), 'Ella');
    await user.click(await form.findByRole('button', { name: /^Ella Columns/ }));
    const service = await form.findByLabelText('Service');
    await waitFor(() =>
      expect(
        within(service)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Column Polish (30 min)'),
    );
    await user.selectOptions(service, 'Column Polish (30 min)');
    const member = (await form.findByLabelText('Staff member')) as HTMLSelectElement;
    await waitFor(() => expect(member.selectedOptions[0]?.textContent).toBe('Cam'));
  });
});

describe('a time held for a visitor signing in (issue 32)', () => {
  it('shows as held in her member’s column, without who holds it; an expired hold does not', async () => {
    const hold = (id: string, time: string, expiresAt: Date) => ({
      [`booking_holds/${id}`]: {
        holder: `visitor-${id}`,
        staff_id: cam,
        service_ids: ['screens-gel'],
        start: at(time),
        end: new Date(at(time).getTime() + 45 * 60_000),
        expires_at: expiresAt,
        created_at: new Date('2026-11-01T09:00:00Z'),
      },
    });
    await seed({
      ...hold('screens-cal-held', '15:00', new Date('2099-01-01T00:00:00Z')),
      ...hold('screens-cal-expired', '16:00', new Date('2020-01-01T00:00:00Z')),
    });
    viewport(1280);
    await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    const cams = await column('Cam, Wed, Jan 15');
    await waitFor(() =>
      expect(within(cams).queryAllByText(/held for a client booking online/)).toHaveLength(1),
    );
    expect(within(await column('Olga, Wed, Jan 15')).queryAllByText(/held for a client/)).toHaveLength(0);
    expect(cams.textContent).not.toContain('visitor-');
  });
});

describe('rescheduling a booking', () => {
  it('offers its member’s free starts: Olga’s 10:00 may move to 10:15, which Cam’s bookings take', async () => {
    viewport(1280);
    const { user } = await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    const olgas = await column('Olga, Wed, Jan 15');
    await waitFor(() => expect(card(olgas, 'Ana Screens')).not.toBeNull());
    await user.click(card(olgas, 'Ana Screens') as HTMLElement);
    const panel = within(await screen.findByRole('dialog', { name: 'Booking' }));
    await user.click(await panel.findByRole('button', { name: 'Reschedule' }));
    const times = await panel.findByRole('group', { name: /Start time/ });
    await waitFor(() => expect(within(times).queryByRole('button', { name: '10:15 AM' })).not.toBeNull());
    // 3:00 PM is still inside the day for her hour-long visit; 4:15 PM is not.
    expect(within(times).queryByRole('button', { name: '3:00 PM' })).not.toBeNull();
    expect(within(times).queryByRole('button', { name: '4:15 PM' })).toBeNull();
  });
});

describe('the calendar on a 360 px phone', () => {
  it('puts a member picker over the day’s list', async () => {
    viewport(360);
    const { user } = await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    await screen.findByRole('list', { name: 'Appointments' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Appointments' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    // Everyone: in time order, each naming her member.
    await waitFor(() => expect(names()).toHaveLength(4));
    expect(names()).toEqual([
      expect.stringMatching(/^10:00 AM.*Ana Screens.*with Olga/),
      expect.stringMatching(/^10:00 AM.*Bea Screens.*with Cam/),
      expect.stringMatching(/^10:30 AM.*Dora Screens.*with Cam/),
      expect.stringMatching(/^1:00 PM.*Cleo Screens.*with Cam/),
    ]);
    await user.selectOptions(screen.getByLabelText('Member'), 'Cam');
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(names().join(' ')).not.toContain('Ana Screens');
    // One member's list needs no member on each card.
    expect(names().join(' ')).not.toContain('with Cam');
  });
});

describe('My day', () => {
  // A fixed clock that runs on from the 15th's morning (only Date is faked: timers stay real).
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(at('08:00'));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('heads a member’s column today with how late she is running (issue 34)', async () => {
    await seed({
      [`staff_status/${cam}`]: { delay_minutes: 20, day, updated_at: at('07:55'), updated_by: cam },
      // Yesterday's delay of Olga's has cleared itself.
      [`staff_status/${olga}`]: {
        delay_minutes: 45,
        day: '2031-01-14',
        updated_at: at('07:00'),
        updated_by: olga,
      },
    });
    viewport(1280);
    await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    const heads = () => [...document.querySelectorAll('.head')].map((h) => h.textContent);
    await waitFor(() => expect(heads()).toContain('CamRunning 20 min late'));
    expect(heads()).toContain('Olga');
  });

  it('lists her own appointments of today in time order, with client, service, time and status', async () => {
    viewport(1280);
    await renderStaffScreen('/dashboard/my-day', { as: 'assistant' });
    await screen.findByRole('heading', { name: 'My day' });
    const list = await screen.findByRole('list', { name: 'My appointments today' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '10:00 AM – 11:00 AM, Bea Screens, Gel Manicure · Scheduled',
      '10:30 AM – 11:30 AM, Dora Screens, Gel Manicure · Scheduled',
      '1:00 PM – 2:00 PM, Cleo Screens, Gel Manicure · Scheduled',
    ]);
  });

  it('gives the owner hers, a booking stored before staff_id included', async () => {
    viewport(1280);
    await renderStaffScreen('/dashboard/my-day');
    const list = await screen.findByRole('list', { name: 'My appointments today' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['10:00 AM – 11:00 AM, Ana Screens, Gel Manicure · Scheduled']),
    );
  });

  it('is the first entry of the sidebar', async () => {
    await renderStaffScreen('/dashboard/my-day');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('link')[0]?.textContent).toBe('My day');
  });
});

// Last: it switches the assistant's bookings rights off (afterAll puts them back).
describe('an assistant without manage bookings', () => {
  beforeAll(() =>
    seed({
      'settings_staff/permissions_assistant_manage_bookings': permission(
        'permissions_assistant_manage_bookings',
        false,
      ),
      'settings_staff/permissions_assistant_view_reports': permission(
        'permissions_assistant_view_reports',
        false,
      ),
    }),
  );

  it('sees only her own column and bookings, read with a query the rules allow', async () => {
    viewport(1280);
    await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`, { as: 'assistant' });
    await screen.findByText(/You see your own appointments/);
    const cams = await column('Cam, Wed, Jan 15');
    await waitFor(() => expect(card(cams, 'Cleo Screens')).not.toBeNull());
    expect(card(cams, 'Bea Screens')).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'Olga, Wed, Jan 15' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ana Screens/ })).toBeNull();
    expect(screen.queryByLabelText('Member')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Booking' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on the week too', async () => {
    viewport(1280);
    await renderStaffScreen(`/dashboard/calendar?view=week&date=${day}`, { as: 'assistant' });
    const wednesday = await column('Wed, Jan 15');
    await waitFor(() => expect(card(wednesday, 'Cleo Screens')).not.toBeNull());
    expect(card(wednesday, 'Ana Screens')).toBeNull();
  });
});
