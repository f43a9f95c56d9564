// The reminder task: re-reads the booking and sends the reminder only if the booking still
// happens at the start the task was queued for (a cancelled or moved booking's task does
// nothing). The message id is the task's, so a retried task sends once.
import { bookingSchema, collections, reminderDecision, reminderId } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { readSettings } from '../bookings/booking-context.ts';
import { db } from '../shared/admin.ts';
import { decodeDocument } from '../shared/decode.ts';
import { maxTaskDelayMs, type ReminderTask, scheduleReminder } from './booking-reminders.ts';
import { queueClientMessage } from './queue-client-message.ts';

export async function runReminderTask(task: ReminderTask, now: Date): Promise<string> {
  if (typeof task?.bookingId !== 'string' || !Number.isFinite(task?.startsAt)) return 'malformed';
  const startsAt = new Date(task.startsAt);
  const [snapshot, settings] = await Promise.all([
    db.collection(collections.bookings).doc(task.bookingId).get(),
    readSettings(db),
  ]);
  const current = decodeDocument(bookingSchema, snapshot.data(), `Booking ${task.bookingId}`);
  const hours = settings.notification_reminder_hours;
  const decision = reminderDecision(current, startsAt, hours, now);
  if (decision === 'stale' || !current) return 'stale';
  if (decision === 'early') {
    const dueIn = startsAt.getTime() - hours * 3_600_000 - now.getTime();
    // A hop of a reminder more than 29 days ahead queues the next one.
    if (dueIn > maxTaskDelayMs / 2)
      return `hopped: ${await scheduleReminder({ ...current, id: task.bookingId }, hours, now, now)}`;
    // Cloud Tasks never runs a task before its scheduleTime; the local emulator runs it at once.
    // Refusing asks for a retry (retryConfig's backoff) until it is due.
    throw new HttpsError('unavailable', `The reminder of booking ${task.bookingId} is not due yet.`);
  }
  const answer = await queueClientMessage(
    db,
    current.client_id,
    { kind: 'booking_reminder', serviceName: current.service_name ?? 'appointment', startsAt },
    { id: reminderId(task.bookingId, startsAt), bookingId: task.bookingId, now },
  );
  return answer.status;
}

export const sendBookingReminder = onTaskDispatched<ReminderTask>(
  {
    // Early runs (the emulator) and transient failures retry every 5 s more each time, at most
    // every 5 minutes, for up to a week.
    retryConfig: {
      maxAttempts: 20,
      minBackoffSeconds: 5,
      maxBackoffSeconds: 300,
      maxDoublings: 0,
      maxRetrySeconds: 7 * 86_400,
    },
    // No rateLimits: Cloud Tasks' default of 1,000 concurrent dispatches. The local emulator
    // dispatches every task at once, and a reminder not yet due keeps its dispatch slot while it
    // waits out its backoff; with a cap of 6, six reminders days away held every slot and a due
    // one never ran.
  },
  async (request) => {
    const outcome = await runReminderTask(request.data, new Date());
    logger.info(`Reminder task of booking ${request.data?.bookingId}: ${outcome}`);
  },
);
