// The staff overview (issue 12, issue 33 item 6), moved from tests/e2e/calendar.test.ts: its
// Clients card shows the studio's real client count, which getReport's totals carry (the callable
// counts profiles less staff with aggregation queries: functions/test/firestore/get-report.test.ts
// › counts the studio's totals for the overview's cards); here getReport is answered by the
// callables' stand-in. Today's appointments are read live from our Firestore emulator under the
// rules, on a fixed clock: Tuesday 10 May 2033, 8:00 in New York (only Date is faked).
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerCallable, callableRequests } from '../../../testing/screens/callables.ts';
import { renderStaffScreen } from '../../../testing/screens/render-screen.tsx';
import { seed } from '../../../testing/screens/seed.ts';
import { viewerTimeZone } from '../../../testing/viewer-zone.ts';

const booking = (client: string, scheduledAt: Date) => ({
  client_id: `screens-overview-${client.split(' ')[0]?.toLowerCase()}`,
  service_id: 'svc-gel-manicure',
  scheduled_at: scheduledAt,
  duration_minutes: 60,
  total_price: 45,
  status: 'confirmed',
  service_name: 'Gel Manicure',
  client_name: client,
  client_email: null,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2033-05-10T12:00:00Z'));
  await seed({
    'bookings/screens-overview-today': booking('Ana Overview', new Date('2033-05-10T14:00:00Z')),
    'bookings/screens-overview-tomorrow': booking('Bea Overview', new Date('2033-05-11T14:00:00Z')),
  });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the overview', () => {
  viewerTimeZone('America/New_York');

  it("shows getReport's count of the real clients, and lists today's appointments only", async () => {
    // The studio's totals as getReport counts them (its report part is not what this card reads).
    answerCallable('getReport', () => ({
      current: null,
      previous: null,
      skipped: 0,
      totals: { bookings: 2_048, activeServices: 14, products: 9, clients: 1_234 },
    }));
    const asked = callableRequests.length;
    await renderStaffScreen('/dashboard');
    const clients = (await screen.findByRole('heading', { name: 'Clients' })).parentElement as HTMLElement;
    await waitFor(() => expect(clients.textContent).toContain('1,234'));
    expect(callableRequests.slice(asked).map((r) => r.name)).toContain('getReport');

    const today = (await screen.findByRole('heading', { name: "Today's Appointments" }))
      .parentElement as HTMLElement;
    const items = () => [...today.querySelectorAll('li')].map((li) => li.textContent);
    await waitFor(() => expect(items()).toEqual(['10:00 AMAna Overview · Gel ManicureConfirmed']));
    expect(within(today).queryByText(/Bea Overview/)).toBeNull();
  });
});
