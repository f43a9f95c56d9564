import type { Query } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';

const getCountFromServer = vi.hoisted(() => vi.fn());
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  getCountFromServer,
}));

const { clientsCount, countOf } = await import('../api/get-overview-counts.ts');
const { countText, OverviewStats } = await import('../components/overview-stats.tsx');

describe('a server count', () => {
  it('is the aggregation result', async () => {
    getCountFromServer.mockResolvedValueOnce({ data: () => ({ count: 1234 }) });
    expect(await countOf({} as Query)).toEqual({ status: 'success', count: 1234 });
  });

  it('is an error when the rules refuse it (an assistant without reports)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    getCountFromServer.mockRejectedValueOnce(new Error('permission-denied'));
    expect(await countOf({} as Query)).toEqual({ status: 'error' });
  });
});

describe('the overview cards', () => {
  it('show the counts, a dash where refused, and Clients as profiles less the staff', () => {
    const text = textOf(
      renderMarkup(
        <OverviewStats
          counts={{
            bookings: { status: 'error' },
            activeServices: { status: 'success', count: 12 },
            products: { status: 'loading' },
            profiles: { status: 'success', count: 42 },
            staff: { status: 'success', count: 2 },
          }}
        />,
      ),
    );
    expect(text).toBe('Total Bookings — Not available Active Services 12 Products … Clients 40');
    expect(countText({ status: 'success', count: 1500 })).toBe('1,500');
  });

  it('count no clients until both counts are in, and none when either is refused', () => {
    const ok = (count: number) => ({ status: 'success', count }) as const;
    expect(clientsCount(ok(5), { status: 'loading' })).toEqual({ status: 'loading' });
    expect(clientsCount({ status: 'error' }, ok(1))).toEqual({ status: 'error' });
    expect(clientsCount(ok(3), ok(3))).toEqual(ok(0));
  });
});
