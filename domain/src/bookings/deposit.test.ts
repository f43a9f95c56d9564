import { describe, expect, it } from 'vitest';
import { bookingMessage } from '../notifications/booking-messages.ts';
import type { Booking, BookingDeposit } from '../schemas/bookings.ts';
import {
  depositDueAt,
  depositNotice,
  depositOf,
  depositOnReopen,
  depositOnStatusChange,
  depositReceiptProblem,
  depositReleaseDecision,
  depositReleaseReason,
  receivedDeposit,
  recordDepositReceivedRequestSchema,
  releasedDeposit,
} from './deposit.ts';

// Booked Saturday 2026-03-07 12:00 New York (EST); the US clocks go forward on Sunday 03-08.
const createdAt = new Date('2026-03-07T17:00:00Z');
const scheduledAt = new Date('2026-03-12T14:00:00Z');
const hoursAfterBooking = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);

type Facts = Pick<Booking, 'status' | 'scheduled_at' | 'created_at' | 'deposit' | 'deposit_amount'>;
const booking = (extra: Partial<Facts> = {}): Facts => ({
  status: 'scheduled',
  scheduled_at: scheduledAt,
  created_at: createdAt,
  deposit: null,
  deposit_amount: 15,
  ...extra,
});
const releasing = { deposit_required: true, deposit_due_hours: 24 };
const received = receivedDeposit({ amount: 15, method: 'cash' }, 'staff-cam', hoursAfterBooking(2));

describe('depositOf', () => {
  it("reads a quote's deposit as due until something is recorded, and none when it asks for none", () => {
    expect(depositOf(booking())).toMatchObject({ status: 'due', amount: 15, received_by: null });
    expect(depositOf(booking({ deposit_amount: 0 }))).toBeNull();
    expect(depositOf(booking({ deposit: received }))).toBe(received);
  });
});

describe('depositReleaseDecision', () => {
  it('releases an unpaid deposit once its deadline has passed, with the plain reason', () => {
    expect(depositReleaseDecision(booking(), releasing, hoursAfterBooking(24))).toEqual({
      release: true,
      reason: depositReleaseReason,
    });
  });

  it('leaves it while the deposit is not yet due', () => {
    expect(depositReleaseDecision(booking(), releasing, hoursAfterBooking(23.99))).toEqual({
      release: false,
    });
  });

  it('counts the deadline in hours across a daylight-saving change (24 h, not "same time tomorrow")', () => {
    // 24 hours after Saturday 12:00 EST is Sunday 13:00 EDT: the clock reading moved, the hours did not.
    expect(depositDueAt(booking(), 24)).toEqual(new Date('2026-03-08T17:00:00Z'));
    expect(depositReleaseDecision(booking(), releasing, new Date('2026-03-08T16:59:59Z'))).toEqual({
      release: false,
    });
  });

  it('never releases a received deposit, a studio that does not release, a visit begun or an ended booking', () => {
    const late = hoursAfterBooking(48);
    expect(depositReleaseDecision(booking({ deposit: received }), releasing, late)).toEqual({
      release: false,
    });
    expect(depositReleaseDecision(booking(), { ...releasing, deposit_required: false }, late)).toEqual({
      release: false,
    });
    expect(depositReleaseDecision(booking(), releasing, scheduledAt)).toEqual({ release: false });
    expect(depositReleaseDecision(booking({ status: 'cancelled' }), releasing, late)).toEqual({
      release: false,
    });
    expect(depositReleaseDecision(booking({ deposit_amount: 0 }), releasing, late)).toEqual({
      release: false,
    });
    expect(depositReleaseDecision(booking({ created_at: null }), releasing, late)).toEqual({
      release: false,
    });
  });

  it('releases a pending booking too: its time is held as well', () => {
    expect(
      depositReleaseDecision(booking({ status: 'pending' }), releasing, hoursAfterBooking(30)).release,
    ).toBe(true);
  });
});

describe('depositReceiptProblem', () => {
  it('lets staff record a due deposit of a booking to come', () => {
    expect(depositReceiptProblem(booking())).toBeNull();
    expect(depositReceiptProblem(booking({ status: 'pending' }))).toBeNull();
  });

  it('refuses in plain words: no deposit, already received, a booking that has ended', () => {
    expect(depositReceiptProblem(booking({ deposit_amount: 0 }))).toBe('This booking asks for no deposit.');
    expect(depositReceiptProblem(booking({ deposit: received }))).toBe('Its deposit is already received.');
    expect(depositReceiptProblem(booking({ status: 'cancelled' }))).toBe(
      'Only a booking still to come takes a deposit.',
    );
  });

  it('decodes the request: a positive amount and a known method', () => {
    const ok = { bookingId: 'b1', amount: 15, method: 'payment_app' };
    expect(recordDepositReceivedRequestSchema.safeParse(ok).success).toBe(true);
    expect(recordDepositReceivedRequestSchema.safeParse({ ...ok, amount: 0 }).success).toBe(false);
    expect(recordDepositReceivedRequestSchema.safeParse({ ...ok, method: 'crypto' }).success).toBe(false);
  });
});

describe('depositOnStatusChange', () => {
  const ctx = (hoursBeforeStart: number, refundable = true) => ({
    now: new Date(scheduledAt.getTime() - hoursBeforeStart * 3_600_000),
    scheduledAt,
    cancellationWindowHours: 24,
    refundable,
  });

  it('keeps it on a no-show, and gives it back to the visit on the Undo', () => {
    const kept = depositOnStatusChange(received, 'confirmed', 'no_show', ctx(-1)) as BookingDeposit;
    expect(kept).toMatchObject({ status: 'kept', received_by: 'staff-cam' });
    expect(depositOnStatusChange(kept, 'no_show', 'confirmed', ctx(-1))).toMatchObject({
      status: 'received',
      settled_at: null,
    });
  });

  it('refunds a cancellation in good time when deposits are refundable, and keeps it otherwise', () => {
    expect(depositOnStatusChange(received, 'scheduled', 'cancelled', ctx(48))?.status).toBe('refunded');
    expect(depositOnStatusChange(received, 'scheduled', 'cancelled', ctx(48, false))?.status).toBe('kept');
  });

  it('keeps it on a late cancellation', () => {
    expect(depositOnStatusChange(received, 'scheduled', 'cancelled', ctx(2))?.status).toBe('kept');
  });

  it('refunds a declined booking, and leaves an unpaid deposit and other changes alone', () => {
    expect(depositOnStatusChange(received, 'pending', 'cancelled', ctx(2))?.status).toBe('refunded');
    expect(depositOnStatusChange(depositOf(booking()), 'scheduled', 'cancelled', ctx(2))).toBeNull();
    expect(depositOnStatusChange(received, 'scheduled', 'confirmed', ctx(2))).toBeNull();
    expect(depositOnStatusChange(null, 'scheduled', 'no_show', ctx(-1))).toBeNull();
  });
});

describe("a released booking's message", () => {
  it('tells her it was cancelled and why', () => {
    const before = { ...booking(), client_id: 'ana', service_name: 'Gel', status_changed_by: null };
    const after = {
      ...before,
      status: 'cancelled' as const,
      cancellation_reason: depositReleaseReason,
      deposit: releasedDeposit(depositOf(before) as BookingDeposit, hoursAfterBooking(25)),
    };
    const message = bookingMessage(
      'b1',
      { ...before, cancellation_reason: null },
      after,
      hoursAfterBooking(25),
    );
    expect(message?.event).toMatchObject({
      kind: 'booking_cancelled',
      byClient: false,
      reason: depositReleaseReason,
    });
  });
});

describe('depositDueAt', () => {
  it('is deposit_due_hours after the booking was made while the visit is further away', () => {
    expect(depositDueAt(booking(), 24)).toEqual(hoursAfterBooking(24));
  });

  it('is capped at the visit’s start: a booking made 5 hours before cannot be due 24 hours later', () => {
    const soon = booking({ scheduled_at: hoursAfterBooking(5) });
    expect(depositDueAt(soon, 24)).toEqual(hoursAfterBooking(5));
    expect(
      depositNotice(soon, {
        deposit_due_hours: 24,
        deposit_instructions: '',
        scheduling_timezone: 'America/New_York',
      })?.line,
    ).toBe('Deposit due $15.00 by Mar 7, 2026 at 5:00 PM');
    // Its time is never released: by the deadline the visit has begun.
    expect(depositReleaseDecision(soon, releasing, hoursAfterBooking(5)).release).toBe(false);
    expect(depositReleaseDecision(soon, releasing, hoursAfterBooking(24)).release).toBe(false);
  });

  it('has none for a booking never recorded as made', () => {
    expect(depositDueAt(booking({ created_at: null }), 24)).toBeNull();
  });
});

describe('depositOnReopen', () => {
  const now = hoursAfterBooking(100);
  const settled = (status: 'kept' | 'refunded') => ({
    ...received,
    status,
    settled_at: hoursAfterBooking(50),
  });

  it('holds a paid deposit that was kept or marked to refund for the visit again', () => {
    for (const status of ['kept', 'refunded'] as const)
      expect(depositOnReopen(settled(status), now)).toEqual({
        ...received,
        status: 'received',
        settled_at: null,
      });
  });

  it('makes a released deposit due again, its deadline counted from the reopening', () => {
    const released = releasedDeposit(depositOf(booking()) as BookingDeposit, hoursAfterBooking(24));
    const due = depositOnReopen(released, hoursAfterBooking(50));
    expect(due).toMatchObject({ status: 'due', settled_at: null, due_from: hoursAfterBooking(50) });
    expect(depositDueAt(booking({ deposit: due }), 24)).toEqual(hoursAfterBooking(74));
  });

  it('leaves a deposit still due or received, and a booking without one, as they are', () => {
    expect(depositOnReopen(received, now)).toBeNull();
    expect(depositOnReopen(depositOf(booking()), now)).toBeNull();
    expect(depositOnReopen(null, now)).toBeNull();
  });
});

describe('depositNotice', () => {
  const settings = {
    deposit_due_hours: 24,
    deposit_instructions: 'Venmo @polished-nails',
    scheduling_timezone: 'America/New_York' as const,
  };

  it('says a due deposit with its deadline in studio time and how to pay', () => {
    expect(depositNotice(booking(), settings)).toEqual({
      line: 'Deposit due $15.00 by Mar 8, 2026 at 1:00 PM',
      howToPay: 'Venmo @polished-nails',
    });
    expect(depositNotice(booking(), { ...settings, deposit_instructions: '  ' })?.howToPay).toBeNull();
  });

  it('says what became of it once recorded, and nothing when none is asked', () => {
    expect(depositNotice(booking({ deposit: received }), settings)).toEqual({
      line: 'Deposit $15.00 received',
      howToPay: null,
    });
    expect(depositNotice(booking({ deposit_amount: 0 }), settings)).toBeNull();
  });
});
