import { describe, expect, it } from 'vitest';
import {
  type BoardBooking,
  type BoardConnection,
  isBoardOffline,
  nextBoardConnection,
  todayBoard,
} from './today-board.ts';

const at = (time: string) => new Date(`2026-06-15T${time}:00-04:00`);
const visit = (
  id: string,
  staff_id: string | null,
  time: string,
  extra: Partial<BoardBooking> = {},
): BoardBooking => ({
  id,
  staff_id,
  client_name: `Client ${id}`,
  service_name: 'Gel Manicure',
  status: 'confirmed',
  scheduled_at: at(time),
  duration_minutes: 60,
  ...extra,
});

describe('the Today board', () => {
  const members = [
    { uid: 'ava', display_name: 'Ava' },
    { uid: 'bea', display_name: 'Bea' },
  ];
  const board = (now: Date, bookings: BoardBooking[]) =>
    todayBoard({
      members,
      ownerUid: 'ava',
      bookings,
      statuses: {
        bea: { delay_minutes: 20, day: '2026-06-15' },
        ava: { delay_minutes: 15, day: '2026-06-14' },
      },
      today: '2026-06-15',
      now,
    });

  it('shows per member the visit in the chair and how long it runs over, the next client, who arrived and who is overdue', () => {
    const bookings = [
      visit('a1', null, '10:00', { started_at: at('10:05'), checked_in_at: at('09:50') }),
      visit('a2', null, '11:00', { checked_in_at: at('10:55') }),
      visit('a3', null, '12:00'),
      visit('b1', 'bea', '10:30'),
      visit('b2', 'bea', '09:00', { status: 'completed', started_at: at('09:00'), finished_at: at('10:00') }),
    ];
    const [ava, bea] = board(at('11:10'), bookings);
    expect(ava?.inChair).toMatchObject({ booking: { id: 'a1' }, overMinutes: 10 });
    expect(ava?.next?.id).toBe('a2');
    expect(ava?.arrived.map((b) => b.id)).toEqual(['a2']);
    expect(ava?.overdue).toEqual([]);
    expect(ava?.delayMinutes).toBe(0);
    expect(bea?.inChair).toBeNull();
    expect(bea?.next?.id).toBe('b1');
    expect(bea?.overdue.map((b) => b.id)).toEqual(['b1']);
    expect(bea?.delayMinutes).toBe(20);
  });

  it('lists a pending online booking apart, waiting for approval: neither her next client nor overdue', () => {
    const bookings = [
      visit('a1', null, '10:00', { status: 'pending' }),
      visit('a2', null, '12:00'),
      visit('a3', null, '15:00', { status: 'pending' }),
      visit('a4', null, '16:00', { status: 'cancelled' }),
    ];
    const [ava, bea] = board(at('11:10'), bookings);
    expect(ava?.awaitingApproval.map((b) => b.id)).toEqual(['a1', 'a3']);
    expect(ava?.next?.id).toBe('a2');
    expect(ava?.overdue).toEqual([]);
    expect(bea?.awaitingApproval).toEqual([]);
  });

  it('gives a column to a member it does not know, so no visit is hidden', () => {
    const columns = board(at('09:00'), [visit('c1', 'cleo', '13:00')]);
    expect(columns.map((c) => c.member.uid)).toEqual(['ava', 'bea', 'cleo']);
    expect(columns[2]?.next?.id).toBe('c1');
  });
});

describe('the board’s connection', () => {
  const live: BoardConnection = { lastUpdateAt: at('11:00'), disconnectedSince: null };

  it('says offline only after 30 s without a live connection, keeping the last update time', () => {
    const lost = nextBoardConnection(live, { live: false, at: at('11:01') });
    expect(lost).toEqual({ lastUpdateAt: at('11:00'), disconnectedSince: at('11:01') });
    const stillLost = nextBoardConnection(lost, {
      live: false,
      at: new Date(at('11:01').getTime() + 20_000),
    });
    expect(stillLost.disconnectedSince).toEqual(at('11:01'));
    expect(isBoardOffline(stillLost, new Date(at('11:01').getTime() + 29_999))).toBe(false);
    expect(isBoardOffline(stillLost, new Date(at('11:01').getTime() + 30_000))).toBe(true);
    const back = nextBoardConnection(stillLost, { live: true, at: at('11:02') });
    expect(back).toEqual({ lastUpdateAt: at('11:02'), disconnectedSince: null });
    expect(isBoardOffline(back, at('11:30'))).toBe(false);
  });
});
