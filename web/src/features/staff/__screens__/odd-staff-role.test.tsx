// One odd staff role document (a user_roles document its schema refuses, e.g. written by hand in the
// console without its user_id) is left out where the staff roles are read, and named on Staff: the
// calendar, the booking form's team and the Clients list read them through one checked query
// (entities/staff). Our emulator with the project's rules, as the owner.
import { screen, waitFor, within } from '@testing-library/react';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore, storedProfile } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';

// Tuesday 11 March 2031, New York summer time (UTC−4).
const day = '2031-03-11';
const oddRole = doc(seedingFirestore(), 'user_roles', 'screens-odd-role');

beforeAll(async () => {
  await seed({
    [`user_roles/${people.owner.uid}`]: { user_id: people.owner.uid, role: 'owner' },
    [`profiles/${people.owner.uid}`]: storedProfile({ full_name: 'Olga Owner', email: people.owner.email }),
    'bookings/screens-odd-role-visit': {
      client_id: 'screens-odd-role-gia',
      client_name: 'Gia Steady',
      service_id: 'svc-gel-manicure',
      service_name: 'Gel Manicure',
      scheduled_at: new Date(`${day}T10:00:00-04:00`),
      duration_minutes: 60,
      total_price: 45,
      status: 'confirmed',
    },
  });
  // Past the seed's own check, which keeps ordinary seeds valid: this one is odd on purpose.
  await setDoc(oddRole, { role: 'assistant' });
});

afterAll(() => deleteDoc(oddRole));

describe('an odd staff role document', () => {
  viewerTimeZone('America/New_York');

  it('leaves the calendar showing its bookings', async () => {
    await renderStaffScreen(`/dashboard/calendar?view=day&date=${day}`);
    expect(await screen.findByRole('button', { name: /^Gia Steady/ })).toBeTruthy();
    expect(screen.queryByText(/The calendar could not be loaded/)).toBeNull();
  });

  it('is named on Staff, beside the owners and assistants', async () => {
    await renderStaffScreen('/dashboard/staff');
    const notice = await screen.findByRole('region', { name: 'Records that could not be shown' });
    expect(notice.textContent).toContain('1 staff role could not be shown');
    expect(notice.textContent).toContain('user_roles/screens-odd-role');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Owners and assistants' })).getAllByRole('listitem').length,
      ).toBeGreaterThan(0),
    );
  });
});
