// Reminder tasks on the sendBookingReminder queue (Cloud Tasks). A task is named after the
// booking and its start (domain reminderId), so a retried trigger cannot queue two and a moved
// booking's old task never stands for its new time: the task re-reads the booking when it runs.
import { type Booking, reminderDueAt, reminderId } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { taskQueues } from '../shared/admin.ts';

/** The task queue function's name (functions/src/index.ts exports it under this name). */
export const reminderQueueName = 'sendBookingReminder';

/** Cloud Tasks refuses a scheduleTime more than 30 days ahead; a farther reminder hops. */
export const maxTaskDelayMs = 29 * 86_400_000;

export interface ReminderTask {
  bookingId: string;
  /** The start the reminder is for, in ms since the epoch. */
  startsAt: number;
}

const alreadyExists = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'functions/task-already-exists' || code === 'task-already-exists';
};

/**
 * Queues the reminder of a booking starting at `startsAt`, due `reminderHours` before. Nothing
 * is queued when that moment had passed when the booking was written (`writtenAt`: the booking
 * message just sent covers it); a trigger that runs late still queues a reminder that was due
 * after the write, to run at once. A due time beyond Cloud Tasks' 30 days is queued as a hop at
 * 29 days (`hop` names it), which queues the next when it runs.
 */
export async function scheduleReminder(
  booking: Pick<Booking, 'scheduled_at'> & { id: string },
  reminderHours: number,
  writtenAt: Date,
  now: Date,
): Promise<'queued' | 'already-queued' | 'past'> {
  const dueAt = reminderDueAt(booking.scheduled_at, reminderHours).getTime();
  if (dueAt <= writtenAt.getTime()) return 'past';
  const hops = Math.floor((dueAt - now.getTime()) / maxTaskDelayMs);
  const id = reminderId(booking.id, booking.scheduled_at) + (hops > 0 ? `-hop${hops}` : '');
  const scheduleTime = new Date(Math.max(now.getTime(), Math.min(dueAt, now.getTime() + maxTaskDelayMs)));
  const task: ReminderTask = { bookingId: booking.id, startsAt: booking.scheduled_at.getTime() };
  try {
    await taskQueues.taskQueue<ReminderTask>(reminderQueueName).enqueue(task, { id, scheduleTime });
  } catch (error) {
    if (!alreadyExists(error)) throw error;
    logger.info('Reminder already queued', { id });
    return 'already-queued';
  }
  return 'queued';
}
