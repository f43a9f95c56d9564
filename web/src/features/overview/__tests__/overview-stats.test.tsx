import { describe, expect, it, vi } from 'vitest';
import type { ReportState } from '../../../hooks/use-report.ts';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { totalsOf } from '../api/get-overview-counts.ts';
import { OverviewStats, totalText } from '../components/overview-stats.tsx';

const totals = { bookings: 1500, activeServices: 12, products: 3, clients: 40 };

describe("the overview's figures", () => {
  it("are getReport's totals, the Reports screen's source", () => {
    const report = { status: 'success', data: { totals }, error: null } as unknown as ReportState;
    expect(totalsOf(report)).toEqual({ status: 'success', data: totals, error: undefined });
    expect(totalsOf({ status: 'loading', data: null, error: null })).toEqual({
      status: 'loading',
      data: null,
      error: undefined,
    });
  });

  it('are refused, not a crash, when the report is (an assistant without reports)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused: ReportState = {
      status: 'error',
      data: null,
      error: { code: 'permission-denied', message: 'Reports need the "view reports" permission.' },
    };
    expect(totalsOf(refused)).toMatchObject({
      status: 'error',
      data: null,
      error: { message: 'Reports need the "view reports" permission.' },
    });
  });
});

describe('the overview cards', () => {
  it('show the totals, with thousands separated', () => {
    const text = textOf(
      renderMarkup(<OverviewStats state={{ status: 'success', data: totals, error: undefined }} />),
    );
    expect(text).toBe('Total Bookings 1,500 Active Services 12 Products 3 Clients 40');
  });

  it('show an ellipsis while loading and a dash where refused', () => {
    expect(totalText({ status: 'loading', data: null, error: undefined }, 'products')).toBe('…');
    const refused = { status: 'error', data: null, error: new Error('refused') } as const;
    const text = textOf(renderMarkup(<OverviewStats state={refused} />));
    expect(text).toBe(
      'Total Bookings — Not available Active Services — Not available Products — Not available Clients — Not available',
    );
  });
});
