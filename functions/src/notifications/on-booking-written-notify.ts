// A booking created, moved or cancelled sends its client a message (domain bookingMessage) and,
// when it starts to happen or moves, queues its reminder; one made or moved closer than the
// reminder lead gets none, and its message says so (domain withReminderNote). The message id comes from the booking
// and the change, so a retried event writes nothing twice.
import { bookingMessage, bookingSchema, collections, needsReminder, withReminderNote } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { readSettings } from '../bookings/booking-context.ts';
import { db } from '../shared/admin.ts';
import { decodeDocument } from '../shared/decode.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { scheduleReminder } from './booking-reminders.ts';
import { queueClientMessage } from './queue-client-message.ts';

/** When the booking was written: the event's time (a late or retried trigger keeps it). */
function writtenAt(eventTime: string, now: Date): Date {
  const time = new Date(eventTime);
  return Number.isNaN(time.getTime()) ? now : time;
}

export const onBookingWrittenNotify = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  async (event) => {
    const { bookingId } = event.params;
    // A booking that does not match its schema gets no message.
    const before = decodeDocument(bookingSchema, event.data?.before.data(), `Booking ${bookingId} (before)`);
    const after = decodeDocument(bookingSchema, event.data?.after.data(), `Booking ${bookingId} (after)`);
    if (event.data?.before.exists && !before) return;
    const now = new Date();
    const message = bookingMessage(bookingId, before, after, now);
    const reminder = after !== null && needsReminder(before, after);
    if (!message && !reminder) return;
    const hours = (await readSettings(db)).notification_reminder_hours;
    const written = writtenAt(event.time, now);
    if (message && after) {
      // Within the reminder lead no reminder follows: this message says it is the reminder.
      const told = withReminderNote(message.event, hours, written);
      await queueClientMessage(db, after.client_id, told, { id: message.id, bookingId, now });
    }
    if (after && reminder) {
      const outcome = await scheduleReminder({ ...after, id: bookingId }, hours, written, now);
      logger.info(`Reminder of booking ${bookingId}: ${outcome}`);
    }
  },
);
