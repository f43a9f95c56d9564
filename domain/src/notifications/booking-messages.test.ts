import { describe, expect, it } from 'vitest';
import {
  bookingMessage,
  needsReminder,
  queuedReminders,
  reminderDecision,
  reminderId,
  withReminderNote,
} from './booking-messages.ts';
import { composeClientMessage } from './client-messages.ts';

const now = new Date('2027-05-01T12:00:00Z');
const startsAt = new Date('2027-05-04T14:00:00Z');
const later = new Date('2027-05-05T14:00:00Z');
const booking = {
  client_id: 'bea',
  scheduled_at: startsAt,
  status: 'scheduled' as const,
  service_name: 'Gel Manicure',
  status_changed_by: null,
  cancellation_reason: null,
};

describe('bookingMessage', () => {
  it('books, moves and cancels an upcoming booking, once per change', () => {
    expect(bookingMessage('b1', null, booking, now)).toEqual({
      event: { kind: 'booking_confirmed', serviceName: 'Gel Manicure', startsAt },
      id: `b1-booked-${startsAt.getTime()}`,
    });
    expect(bookingMessage('b1', booking, { ...booking, scheduled_at: later }, now)?.event).toEqual({
      kind: 'booking_rescheduled',
      serviceName: 'Gel Manicure',
      startsAt: later,
      previousStartsAt: startsAt,
    });
    const mine = { ...booking, status: 'cancelled' as const, status_changed_by: 'bea' };
    expect(bookingMessage('b1', booking, mine, now)?.event).toMatchObject({
      kind: 'booking_cancelled',
      byClient: true,
    });
    const studios = { ...mine, status_changed_by: 'olga' };
    expect(bookingMessage('b1', booking, studios, now)?.event).toMatchObject({ byClient: false });
  });

  it('sends nothing for a confirmation, a past booking, a deletion or a cancelled one edited', () => {
    expect(bookingMessage('b1', booking, { ...booking, status: 'confirmed' }, now)).toBeNull();
    expect(bookingMessage('b1', null, booking, later)).toBeNull();
    expect(bookingMessage('b1', booking, null, now)).toBeNull();
    const cancelled = { ...booking, status: 'cancelled' as const };
    expect(bookingMessage('b1', cancelled, { ...cancelled, scheduled_at: later }, now)).toBeNull();
  });
});

describe('bookingMessage for an online booking waiting for approval (issue 32)', () => {
  const pending = { ...booking, status: 'pending' as const };

  it('says the request was received, and sends no reminder while it waits', () => {
    expect(bookingMessage('b1', null, pending, now)).toEqual({
      event: { kind: 'booking_requested', serviceName: 'Gel Manicure', startsAt },
      id: `b1-requested-${startsAt.getTime()}`,
    });
    expect(needsReminder(null, pending)).toBe(false);
    expect(reminderDecision(pending, startsAt, 24, new Date(startsAt.getTime() - 24 * 3_600_000))).toBe(
      'stale',
    );
  });

  it('Accept sends the usual booked message, and its reminder follows', () => {
    const accepted = { ...booking, status_changed_by: 'olga' };
    expect(bookingMessage('b1', pending, accepted, now)).toEqual({
      event: { kind: 'booking_confirmed', serviceName: 'Gel Manicure', startsAt },
      id: `b1-booked-${startsAt.getTime()}`,
    });
    expect(needsReminder(pending, accepted)).toBe(true);
  });

  it("Decline sends the staff's reason; her own withdrawal is the usual cancelled message", () => {
    const declined = {
      ...pending,
      status: 'cancelled' as const,
      status_changed_by: 'olga',
      cancellation_reason: 'We are closed for a training that day',
    };
    expect(bookingMessage('b1', pending, declined, now)).toEqual({
      event: {
        kind: 'booking_declined',
        serviceName: 'Gel Manicure',
        startsAt,
        reason: 'We are closed for a training that day',
      },
      id: `b1-declined-${startsAt.getTime()}`,
    });
    const withdrawn = { ...declined, status_changed_by: 'bea' };
    expect(bookingMessage('b1', pending, withdrawn, now)?.event).toMatchObject({
      kind: 'booking_cancelled',
      byClient: true,
    });
  });

  it('words the request and the Decline for her', () => {
    const studio = { name: 'Polished', timeZone: 'America/New_York', address: '' } as const;
    const requested = composeClientMessage(
      { kind: 'booking_requested', serviceName: 'Gel', startsAt },
      studio,
      'Ana',
    );
    expect(requested.subject).toBe('We received your request for Gel — Polished');
    expect(requested.paragraphs[1]).toContain('is waiting for the studio to accept it');
    const declined = composeClientMessage(
      { kind: 'booking_declined', serviceName: 'Gel', startsAt, reason: 'Fully booked' },
      studio,
      'Ana',
    );
    expect(declined.subject).toBe('We could not accept your Gel — Polished');
    expect(declined.paragraphs).toContain('Our reason: Fully booked');
    expect(declined.sms).toContain(': Fully booked');
  });
});

describe('reminders', () => {
  it('are scheduled for a new or moved booking only', () => {
    expect(needsReminder(null, booking)).toBe(true);
    expect(needsReminder(booking, { ...booking, scheduled_at: later })).toBe(true);
    expect(needsReminder(booking, { ...booking, status: 'confirmed' })).toBe(false);
    expect(needsReminder(booking, { ...booking, status: 'cancelled' })).toBe(false);
  });

  it('are sent when due for the same start, never for a moved or cancelled booking', () => {
    const dueAt = new Date(startsAt.getTime() - 24 * 3_600_000);
    expect(reminderDecision(booking, startsAt, 24, dueAt)).toBe('send');
    expect(reminderDecision(booking, startsAt, 24, new Date(dueAt.getTime() - 1))).toBe('early');
    expect(reminderDecision({ ...booking, scheduled_at: later }, startsAt, 24, dueAt)).toBe('stale');
    expect(reminderDecision({ ...booking, status: 'cancelled' }, startsAt, 24, dueAt)).toBe('stale');
    expect(reminderDecision(null, startsAt, 24, dueAt)).toBe('stale');
    expect(reminderDecision(booking, startsAt, 24, startsAt)).toBe('stale');
    expect(reminderId('b/1', startsAt)).toBe(`b_1-reminder-${startsAt.getTime()}`);
  });
});

describe('a booking closer than the reminder lead (withReminderNote)', () => {
  const booked = { kind: 'booking_confirmed', serviceName: 'Gel Manicure', startsAt } as const;
  const studio = { name: 'Polished', timeZone: 'America/New_York', address: '' } as const;

  it('gets no reminder, and its message says this is the reminder', () => {
    const within = withReminderNote(booked, 24, new Date('2027-05-04T02:00:00Z'));
    expect(within).toEqual({ ...booked, noReminderWithinHours: 24 });
    const message = composeClientMessage(within, studio, 'Ana');
    expect(message.paragraphs).toContain(
      'It is less than 24 hours away, so this message is your reminder: no other reminder follows.',
    );
    expect(message.sms).toMatch(/No other reminder follows\.$/);
  });

  it('leaves a booking made before the lead, and other messages, as they are', () => {
    expect(withReminderNote(booked, 24, new Date('2027-05-02T14:00:00Z'))).toEqual(booked);
    const cancelled = { kind: 'booking_cancelled', serviceName: 'Gel', startsAt, byClient: true } as const;
    expect(withReminderNote(cancelled, 24, startsAt)).toEqual(cancelled);
  });
});

describe('queued reminders (queuedReminders)', () => {
  it('lists happening bookings whose reminder is still ahead, soonest due first', () => {
    const at = (iso: string, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
      scheduled_at: new Date(iso),
      status,
    });
    const soon = at('2027-05-01T20:00:00Z'); // due 2027-04-30T20:00Z: already past
    const later = at('2027-05-04T14:00:00Z');
    const sooner = at('2027-05-03T09:00:00Z');
    const cancelled = at('2027-05-05T14:00:00Z', 'cancelled');
    const queued = queuedReminders([soon, later, sooner, cancelled], 24, now);
    expect(queued.map((r) => r.booking)).toEqual([sooner, later]);
    expect(queued[0]?.dueAt).toEqual(new Date('2027-05-02T09:00:00Z'));
  });
});
