// The Today board (issue 34): per member, who is in the chair (and whether it runs over), who has
// arrived, who is overdue, her next client, her delay and the online bookings of the day still
// waiting for the studio's Accept (issue 32: they hold their time); and when the board must say it is
// offline. Pure, with `now` passed in, so the screen and its tests share one clock.
import { bookingEnd } from '../bookings/duration.ts';
import { bookingStaffId } from '../bookings/staff-member.ts';
import { isActiveBooking } from '../bookings/status.ts';
import type { BookingStatus } from '../enums/statuses.ts';
import { currentDelay } from './running-late.ts';

const minuteMs = 60_000;

/** After this long without a live connection the board says it is offline. */
export const boardOfflineAfterSeconds = 30;

/** A booking of today as the board reads it. */
export interface BoardBooking {
  id: string;
  staff_id?: string | null;
  client_name: string | null;
  service_name: string | null;
  status: BookingStatus;
  scheduled_at: Date;
  end_at?: Date | null;
  duration_minutes?: number | null;
  checked_in_at?: Date | null;
  started_at?: Date | null;
  finished_at?: Date | null;
}

export interface BoardMember {
  uid: string;
  display_name: string;
}

/** One member's column on the board. */
export interface BoardColumn<B extends BoardBooking> {
  member: BoardMember;
  /** Her delay today (0: on time). */
  delayMinutes: number;
  /** The visit in her chair now, and how many minutes it runs past its planned end (0: not over). */
  inChair: { booking: B; overMinutes: number } | null;
  /** Her next client: the first of today's visits not yet started. */
  next: B | null;
  /** Clients checked in and waiting, earliest appointment first. */
  arrived: B[];
  /** Clients past their start who have not checked in. */
  overdue: B[];
  /**
   * Online bookings of the day still waiting for a staff member's Accept, earliest first. Not her
   * next client (a pending visit cannot be checked in), but their time is taken, so they show.
   */
  awaitingApproval: B[];
}

/** Visits still to be done: active and not started. */
const waiting = (b: BoardBooking) => isActiveBooking(b.status) && !b.started_at;

function inChairOf<B extends BoardBooking>(mine: readonly B[], now: Date): BoardColumn<B>['inChair'] {
  const booking = mine.find((b) => isActiveBooking(b.status) && b.started_at && !b.finished_at);
  if (!booking) return null;
  const over = Math.floor((now.getTime() - bookingEnd(booking).getTime()) / minuteMs);
  return { booking, overMinutes: Math.max(0, over) };
}

/**
 * The board's columns, one per member in the order given (members with no visit today too), plus
 * one per unknown staff_id found on a booking (named by its uid) so no visit is hidden.
 */
export function todayBoard<B extends BoardBooking>(input: {
  members: readonly BoardMember[];
  ownerUid: string;
  bookings: readonly B[];
  statuses: Readonly<Record<string, { delay_minutes: number; day: string } | undefined>>;
  today: string;
  now: Date;
}): BoardColumn<B>[] {
  const members = [...input.members];
  for (const b of input.bookings) {
    const uid = bookingStaffId(b, input.ownerUid);
    if (!members.some((m) => m.uid === uid)) members.push({ uid, display_name: uid });
  }
  const sorted = [...input.bookings].sort((a, b) => a.scheduled_at.getTime() - b.scheduled_at.getTime());
  return members.map((member) => {
    const mine = sorted.filter((b) => bookingStaffId(b, input.ownerUid) === member.uid);
    const toDo = mine.filter(waiting);
    return {
      member,
      delayMinutes: currentDelay(input.statuses[member.uid], input.today),
      inChair: inChairOf(mine, input.now),
      next: toDo[0] ?? null,
      arrived: toDo.filter((b) => b.checked_in_at),
      overdue: toDo.filter((b) => !b.checked_in_at && b.scheduled_at.getTime() < input.now.getTime()),
      awaitingApproval: mine.filter((b) => b.status === 'pending'),
    };
  });
}

/** What the board knows of its connection: when it last had live data, and since when it has not. */
export interface BoardConnection {
  /** The last snapshot that came from the server (not the cache). */
  lastUpdateAt: Date | null;
  /** Since when the snapshots come from the cache or the browser is offline; null while live. */
  disconnectedSince: Date | null;
}

/** Whether the board must say it is offline: disconnected for boardOfflineAfterSeconds or more. */
export function isBoardOffline(connection: BoardConnection, now: Date): boolean {
  const since = connection.disconnectedSince;
  return since !== null && now.getTime() - since.getTime() >= boardOfflineAfterSeconds * 1000;
}

/** The next state after a snapshot or a connectivity event at `at`. */
export function nextBoardConnection(
  previous: BoardConnection,
  signal: { live: boolean; at: Date },
): BoardConnection {
  if (signal.live) return { lastUpdateAt: signal.at, disconnectedSince: null };
  return { ...previous, disconnectedSince: previous.disconnectedSince ?? signal.at };
}
