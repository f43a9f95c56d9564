// Settings → Advanced → Export data: the owner downloads the clients as CSV (issue 16, issue 29),
// moved here from tests/e2e/forms-and-undo.test.ts (docs/testing.md). The download is the Blob the
// screen hands URL.createObjectURL and the name on the link it clicks; what is in it comes from the
// emulator, read as the owner through the rules.
import { screen, waitFor, within } from '@testing-library/react';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderStaffScreen, toastTexts } from '../../../testing/screens/render-screen.tsx';
import { seed, seedingFirestore } from '../../../testing/screens/seed.ts';

const client = {
  full_name: 'Screens Export Client',
  email: 'export-client@screens.test',
  phone: null,
  created_at: new Date('2026-10-01T09:00:00Z'),
};

beforeAll(() =>
  seed({
    'profiles/screens-export-client': client,
    // The owner's own profile: a staff account's, which the export leaves out.
    'profiles/screens-owner': { ...client, full_name: 'Screens Owner', email: 'owner@screens.test' },
    'user_roles/screens-owner': { user_id: 'screens-owner', role: 'owner' },
  }),
);
afterEach(() => vi.restoreAllMocks());

/** What the screen handed the browser to download: the file's name and its text. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:screens/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('data export', () => {
  it('the owner downloads the clients as CSV, with every client in it and no staff account', async () => {
    const downloads = catchDownloads();
    const { user } = await renderStaffScreen('/dashboard/settings');
    await user.click(await screen.findByRole('tab', { name: 'Advanced' }));
    const card = within(await screen.findByRole('region', { name: 'Export data' }));
    await user.click(card.getByRole('button', { name: 'Prepare export' }));
    await waitFor(() => expect(toastTexts('success').join(' ')).toContain('Export ready'));
    await user.click(await card.findByRole('button', { name: 'Clients (CSV)' }));

    expect(downloads.names).toHaveLength(1);
    expect(downloads.names[0]).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const blob = downloads.blobs[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const [header, ...rows] = ((await blob?.text()) ?? '').trim().split('\r\n');
    expect(header).toMatch(/^id,full_name,email,/);
    expect(rows.some((row) => row.includes(client.email))).toBe(true);
    // Every client's profile, and no staff account's (issue 29).
    expect(rows.some((row) => row.includes('owner@screens.test'))).toBe(false);
    const db = seedingFirestore();
    const profiles = (await getDocs(collection(db, 'profiles'))).docs.map((d) => d.id);
    const roles = await Promise.all(profiles.map((id) => getDoc(doc(db, 'user_roles', id))));
    const staff = roles.filter((r) => ['owner', 'assistant'].includes(r.get('role') as string));
    expect(rows).toHaveLength(profiles.length - staff.length);
  });
});
