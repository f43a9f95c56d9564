// Which message a booking's change sends, and when its reminder is due. Pure: the trigger and
// the reminder task (functions/src/notifications) decide with these.
import type { Booking } from '../schemas/bookings.ts';
import type { ClientMessageEvent } from './client-messages.ts';

type BookingFacts = Pick<
  Booking,
  'client_id' | 'scheduled_at' | 'status' | 'service_name' | 'status_changed_by' | 'cancellation_reason'
> & { deposit?: Booking['deposit'] };

/** A booking that will still happen: the ones a client is told about and reminded of. */
export const isHappening = (booking: Pick<Booking, 'status'>) =>
  booking.status === 'scheduled' || booking.status === 'confirmed';

/** A message and the id that makes it once-only (retries of the same change reuse the id). */
export interface BookingMessage {
  event: ClientMessageEvent;
  id: string;
}

const safeId = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * The message a write to bookings/{id} sends the client, or null: booked (created, upcoming),
 * moved (its time changed), cancelled (by her or the studio). An online booking that waits for
 * approval (issue 32) sends "request received" when made, then booked on Accept, or declined
 * with the staff's reason on Decline. Past bookings (a visit logged afterwards) and other
 * changes (confirmed, completed, notes) send nothing.
 */
export function bookingMessage(
  bookingId: string,
  before: BookingFacts | null,
  after: BookingFacts | null,
  now: Date,
): BookingMessage | null {
  if (!after || after.scheduled_at.getTime() <= now.getTime()) return null;
  const serviceName = after.service_name ?? 'appointment';
  const startsAt = after.scheduled_at;
  const id = (kind: string) => safeId(`${bookingId}-${kind}-${startsAt.getTime()}`);
  const booked = (): BookingMessage => ({
    event: { kind: 'booking_confirmed', serviceName, startsAt },
    id: id('booked'),
  });
  if (!before && after.status === 'pending')
    return { event: { kind: 'booking_requested', serviceName, startsAt }, id: id('requested') };
  if (!before && isHappening(after)) return booked();
  if (before?.status === 'pending') return answerMessage(after, serviceName, startsAt, id, booked);
  if (!before || !isHappening(before)) return null;
  if (after.status === 'cancelled')
    return {
      event: {
        kind: 'booking_cancelled',
        serviceName,
        startsAt,
        byClient: after.status_changed_by === after.client_id,
        // Released for an unpaid deposit (issue 32): she is told why, in the studio's words.
        ...(after.deposit?.status === 'released' && { reason: after.cancellation_reason ?? '' }),
      },
      id: id('cancelled'),
    };
  if (isHappening(after) && before.scheduled_at.getTime() !== startsAt.getTime())
    return {
      event: { kind: 'booking_rescheduled', serviceName, startsAt, previousStartsAt: before.scheduled_at },
      id: id('moved'),
    };
  return null;
}

/** The staff's answer to a booking that waited for approval: Accept books it, Decline says why. */
function answerMessage(
  after: BookingFacts,
  serviceName: string,
  startsAt: Date,
  id: (kind: string) => string,
  booked: () => BookingMessage,
): BookingMessage | null {
  if (isHappening(after)) return booked();
  if (after.status !== 'cancelled') return null;
  // She withdrew it herself: the usual cancelled message, in her words.
  if (after.status_changed_by === after.client_id)
    return {
      event: { kind: 'booking_cancelled', serviceName, startsAt, byClient: true },
      id: id('cancelled'),
    };
  return {
    event: { kind: 'booking_declined', serviceName, startsAt, reason: after.cancellation_reason ?? '' },
    id: id('declined'),
  };
}

/** A booking needs a (new) reminder when it starts to happen or its time changes. */
export function needsReminder(before: BookingFacts | null, after: BookingFacts | null): boolean {
  if (!after || !isHappening(after)) return false;
  return !before || !isHappening(before) || before.scheduled_at.getTime() !== after.scheduled_at.getTime();
}

/** When the reminder goes out: setting notification_reminder_hours before the start. */
export function reminderDueAt(startsAt: Date, reminderHours: number): Date {
  return new Date(startsAt.getTime() - reminderHours * 3_600_000);
}

/**
 * The reminder's Cloud Tasks name and message id: the booking and its start, so a moved booking's
 * old reminder never stands for the new time and a retried trigger cannot queue two.
 */
export function reminderId(bookingId: string, startsAt: Date): string {
  return safeId(`${bookingId}-reminder-${startsAt.getTime()}`);
}

/**
 * What the reminder task does when it runs: send; 'stale' (cancelled, moved, gone or already
 * started: nothing is sent); 'early' (before its time, which Cloud Tasks never does but the local
 * emulator does: the task asks to be retried).
 */
export function reminderDecision(
  booking: Pick<Booking, 'status' | 'scheduled_at'> | null,
  taskStartsAt: Date,
  reminderHours: number,
  now: Date,
): 'send' | 'stale' | 'early' {
  if (!booking || !isHappening(booking)) return 'stale';
  if (booking.scheduled_at.getTime() !== taskStartsAt.getTime()) return 'stale';
  if (now.getTime() >= taskStartsAt.getTime()) return 'stale';
  return now.getTime() < reminderDueAt(taskStartsAt, reminderHours).getTime() ? 'early' : 'send';
}

/**
 * A booking made (or moved) less than the reminder lead before its start gets no reminder
 * (booking-reminders scheduleReminder answers 'past'): its booked or moved message is the
 * reminder, and says so. The rule is the reminder queue's: due at or before the write.
 */
export function withReminderNote(
  event: ClientMessageEvent,
  reminderHours: number,
  writtenAt: Date,
): ClientMessageEvent {
  if (event.kind !== 'booking_confirmed' && event.kind !== 'booking_rescheduled') return event;
  if (reminderDueAt(event.startsAt, reminderHours).getTime() > writtenAt.getTime()) return event;
  return { ...event, noReminderWithinHours: reminderHours };
}

/** A reminder waiting in the queue, as staff see it on Messages. */
export interface QueuedReminder<B> {
  booking: B;
  dueAt: Date;
}

/**
 * The reminders still to go out, soonest first: one per happening booking whose due time is
 * ahead (the queue holds a task for each; a booking made inside the lead has none, see
 * withReminderNote).
 */
export function queuedReminders<B extends Pick<Booking, 'scheduled_at' | 'status'>>(
  bookings: readonly B[],
  reminderHours: number,
  now: Date,
): QueuedReminder<B>[] {
  return bookings
    .filter(isHappening)
    .map((booking) => ({ booking, dueAt: reminderDueAt(booking.scheduled_at, reminderHours) }))
    .filter((r) => r.dueAt.getTime() > now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
