import { appointmentIcs, bookingEnd, formatBookingPrice } from '@studio/domain';
import { downloadTextFile } from '../../../utils/download-file.ts';
import type { Doc } from '../../../utils/firestore-refs.ts';

/**
 * The alarm the calendar file carries. The studio's own reminder setting is staff-only (clients
 * cannot read it), so her calendar reminds her a day ahead, the spec's default.
 */
export const calendarReminderHours = 24;

/** Her appointment as an .ics file (Add to calendar): absolute times, the studio's address. */
export function appointmentCalendarFile(
  booking: Doc<'bookings'>,
  studio: { name: string; address: readonly string[] },
  now: Date,
): { name: string; text: string } {
  const service = booking.service_name ?? 'Appointment';
  const lines = [`${service} at ${studio.name}`, `Price: ${formatBookingPrice(booking.total_price)}`];
  if (booking.deposit_amount > 0) lines.push(`Deposit: ${formatBookingPrice(booking.deposit_amount)}`);
  const text = appointmentIcs(
    {
      uid: `${booking.id}@${studio.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase() || 'studio'}`,
      title: `${service} — ${studio.name}`,
      start: booking.scheduled_at,
      end: bookingEnd(booking),
      location: studio.address.join(', '),
      description: lines.join('\n'),
      reminderHours: calendarReminderHours,
    },
    now,
    studio.name,
  );
  return { name: `${service.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-appointment.ics`, text };
}

export function downloadAppointmentIcs(
  booking: Doc<'bookings'>,
  studio: { name: string; address: readonly string[] },
  now: Date,
): void {
  const file = appointmentCalendarFile(booking, studio, now);
  downloadTextFile(file.name, 'text/calendar;charset=utf-8', file.text);
}
