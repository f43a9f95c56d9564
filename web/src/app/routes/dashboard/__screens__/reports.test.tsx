// The Reports screen (issue 33) on the hand-computed fixture of domain/src/reports (March 2026 in
// New York). The screens have no Functions emulator, so the getReport callable is stood in for by
// the domain's own buildReport on that fixture (the callable itself, its reads and its refusals,
// is functions/test/firestore/get-report.test.ts); who may see the screen is read live from our
// Firestore emulator under the real rules. The clock is fixed: Monday 6 April 2026, 10:00 EDT.
import {
  buildReport,
  previousPeriod,
  type ReportRequest,
  type ReportResponse,
  settingDocument,
} from '@studio/domain';
import { fixtureInput } from '@studio/domain/reports/report-fixture';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportSourceContext } from '../../../../hooks/use-report.ts';
import { renderStaffScreen } from '../../../../testing/screens/render-screen.tsx';
import { seedDoc } from '../../../../testing/screens/seed.ts';

const now = new Date('2026-04-06T14:00:00Z');
/** Keeps the byte-order mark, which a default TextDecoder drops. */
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

function fixtureSource() {
  const asked: ReportRequest[] = [];
  const load = async (request: ReportRequest): Promise<ReportResponse> => {
    asked.push(request);
    const period = { from: request.from, to: request.to };
    return {
      current: buildReport(fixtureInput({ period })),
      previous: request.compare ? buildReport(fixtureInput({ period: previousPeriod(period) })) : null,
      skipped: 1,
      totals: { bookings: 40, activeServices: 3, products: 0, clients: 12 },
    };
  };
  return { asked, value: { load, now: () => now } };
}

async function openReports(as: 'owner' | 'assistant' = 'owner') {
  const source = fixtureSource();
  const rendered = await renderStaffScreen('/dashboard/reports', {
    as,
    wrap: (routes) => (
      <ReportSourceContext.Provider value={source.value}>{routes}</ReportSourceContext.Provider>
    ),
  });
  return { ...rendered, asked: source.asked };
}

const card = (label: string) =>
  within(screen.getByRole('region', { name: 'Headline figures' })).getByRole('heading', { name: label })
    .parentElement as HTMLElement;

const viewReports = (on: boolean) =>
  seedDoc(
    'settings_staff/permissions_assistant_view_reports',
    settingDocument('permissions_assistant_view_reports', on, 'screens-owner', now),
  );

afterEach(async () => {
  vi.restoreAllMocks();
  // The emulator is shared with the other screen files: the default (on) comes back.
  await viewReports(true);
});

describe('reports screen', () => {
  it('opens on the last 30 days; Last month shows March, its tables and the comparison', async () => {
    const { user, asked } = await openReports();
    await screen.findByText('2026-03-08 to 2026-04-06');
    // The figures are asked for in an effect, just after the period is drawn.
    await waitFor(() => expect(asked[0]).toEqual({ from: '2026-03-08', to: '2026-04-06', compare: false }));
    // The sidebar reads her rights on its own: it may show the entry a moment later.
    expect(await screen.findByRole('link', { name: 'Reports' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Period'), 'Last month');
    await screen.findByText('2026-03-01 to 2026-03-31');
    await waitFor(() => expect(within(card('Revenue')).getByText('$841.80')).toBeTruthy());
    expect(screen.getByText('One booking could not be read: it is counted under Unknown.')).toBeTruthy();
    const members = screen.getByRole('region', { name: 'Revenue by member table' });
    expect(
      within(members)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MemberVisitsRevenue ($)', 'Ava13$511.20', 'Bea8$330.60']);

    await user.click(screen.getByRole('switch', { name: 'Compare with the previous period' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ from: '2026-03-01', to: '2026-03-31', compare: true }),
    );
    // February (29 Jan – 28 Feb) holds $105.00 of completed visits.
    await waitFor(() => expect(within(card('Revenue')).getByText('+701.7% against $105.00')).toBeTruthy());
  });

  it('downloads a table and all figures as CSV, the same text the table shows', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openReports();
    await user.selectOptions(await screen.findByLabelText('Period'), 'Last month');
    await waitFor(() => expect(within(card('Revenue')).getByText('$841.80')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Download CSV: Revenue by member' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(utf8.decode(await blobs[0]?.arrayBuffer())).toBe(
      '\uFEFFMember,Visits,Revenue ($)\r\nAva,13,511.20\r\nBea,8,330.60\r\n',
    );

    await user.click(screen.getByRole('button', { name: 'Download all figures (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const all = utf8.decode(await blobs[1]?.arrayBuffer());
    expect(all).toContain('\r\nRevenue by member\r\nMember,Visits,Revenue ($)\r\nAva,13,511.20\r\n');
    expect(all).toContain('\r\nShop orders\r\n');
  });

  it('refuses a custom range that ends before it starts, in plain words, and asks for nothing', async () => {
    const { user, asked } = await openReports();
    await user.selectOptions(await screen.findByLabelText('Period'), 'Custom dates');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-31');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    const before = asked.length;
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(asked.length).toBe(before);

    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ from: '2026-03-31', to: '2026-03-31', compare: false }),
    );
  });

  it('an assistant without "view reports" has no entry and reads a refusal; losing it while open too', async () => {
    await viewReports(false);
    const first = await openReports('assistant');
    expect(await screen.findByText(/Reports are not part of your account/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
    // No figures reach her screen (getReport itself refuses her: functions-firestore's test). The
    // page may have asked once from a permission still cached from an earlier screen.
    expect(screen.queryByText('2026-03-08 to 2026-04-06')).toBeNull();
    first.view.unmount();

    await viewReports(true);
    await openReports('assistant');
    await screen.findByText('2026-03-08 to 2026-04-06');
    await screen.findByRole('link', { name: 'Reports' });
    await viewReports(false);
    expect(await screen.findByText(/Reports are not part of your account/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull());
  });
});
