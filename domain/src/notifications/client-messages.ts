// What the studio tells a client, in its own words and time zone: one composition per event,
// independent of how it travels (outbox.ts puts it in the Trigger Email or Twilio SMS shape).
import { firstNameOf, inertText } from '../clients/client-name.ts';
import { formatStudioDate, formatStudioTime } from '../dates/format.ts';
import { type TimeZone, timeZoneLabels } from '../enums/settings.ts';
import { formatBookingPrice } from '../pricing/money.ts';
import type { SettingsValues } from '../settings/registry.ts';
import { addressLines } from '../settings/studio-address.ts';

/** The studio as its messages name it: settings business_info.name, the zone, the address. */
export interface StudioSignature {
  name: string;
  timeZone: TimeZone;
  /** One line ('12 Main St, Springfield, IL 62701'); empty when the studio has none on file. */
  address: string;
}

export function studioSignature(settings: SettingsValues): StudioSignature {
  return {
    name: settings.business_info.name,
    timeZone: settings.scheduling_timezone,
    address: addressLines(settings).join(', '),
  };
}

interface AppointmentFacts {
  serviceName: string;
  startsAt: Date;
}

/**
 * Set on a booked or moved message when the appointment is closer than the reminder lead
 * (notification_reminder_hours, the hours): no reminder follows, and the message says so
 * (booking-messages.ts withReminderNote; docs/messages.md).
 */
interface ReminderNote {
  noReminderWithinHours?: number;
}

/** Every message a client receives. */
export type ClientMessageEvent =
  | ({ kind: 'booking_confirmed' } & AppointmentFacts & ReminderNote)
  /** Her online booking waits for the studio's Accept (issue 32). */
  | ({ kind: 'booking_requested' } & AppointmentFacts)
  /** Staff declined it while it waited; the reason is theirs, written for her to read. */
  | ({ kind: 'booking_declined'; reason: string } & AppointmentFacts)
  | ({ kind: 'booking_rescheduled'; previousStartsAt: Date } & AppointmentFacts & ReminderNote)
  | ({ kind: 'booking_cancelled'; byClient: boolean; reason?: string } & AppointmentFacts)
  | ({ kind: 'booking_reminder' } & AppointmentFacts)
  | ({
      kind: 'running_late';
      /** How late the studio is running, and when she may now expect to start. */
      delayMinutes: number;
      expectedStart: Date;
    } & AppointmentFacts)
  | {
      kind: 'waitlist_slot_freed';
      /** The freed time's start (its day is what she waited for). */
      startsAt: Date;
      /** Where she sends an interest for it (an absolute URL of the booking wizard). */
      link: string;
    }
  | {
      kind: 'order_ready';
      /** What she reserved, as the order's lines name it ('2 × Cuticle Oil'). */
      items: string[];
      /** What she pays at the studio on pickup. */
      totalCents: number;
    };
export type ClientMessageKind = ClientMessageEvent['kind'];

/** A composed message: the e-mail's subject and paragraphs, and the one-line SMS. */
export interface ClientMessage {
  subject: string;
  paragraphs: string[];
  sms: string;
}

/** 'Tuesday, May 4, 2027 at 10:00 AM (Eastern time)': the studio's clock, its zone named. */
export function spokenStudioTime(date: Date, timeZone: TimeZone): string {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(date);
  return `${weekday}, ${formatStudioDate(date, timeZone)} at ${formatStudioTime(date, timeZone)} (${timeZoneLabels[timeZone]} time)`;
}

const where = (studio: StudioSignature) => (studio.address ? ` at ${studio.address}` : '');

function compose(
  event: ClientMessageEvent,
  studio: StudioSignature,
): Omit<ClientMessage, 'sms'> & { short: string } {
  if (event.kind === 'order_ready') {
    const total = formatBookingPrice(event.totalCents / 100);
    return {
      subject: 'Your order is ready for pickup',
      paragraphs: [
        `Your order is ready for pickup${where(studio)}: ${event.items.join(', ')}.`,
        `Pay ${total} when you collect it.`,
      ],
      short: `your order is ready for pickup (${total} to pay at the studio).`,
    };
  }
  const when = spokenStudioTime(event.startsAt, studio.timeZone);
  switch (event.kind) {
    case 'booking_confirmed':
      return {
        subject: `Your ${event.serviceName} is booked`,
        paragraphs: [
          `Your ${event.serviceName} is booked for ${when}${where(studio)}.`,
          'If you cannot make it, cancel from My Dashboard or send us a message.',
        ],
        short: `your ${event.serviceName} is booked for ${when}.`,
      };
    case 'booking_requested':
      return {
        subject: `We received your request for ${event.serviceName}`,
        paragraphs: [
          `Your ${event.serviceName} on ${when}${where(studio)} is waiting for the studio to accept it. Your time is kept for you meanwhile.`,
          'We will write again as soon as we have answered. You can follow it on My Dashboard.',
        ],
        short: `we received your request for ${event.serviceName} on ${when}. We will write once we have answered.`,
      };
    case 'booking_declined':
      return {
        subject: `We could not accept your ${event.serviceName}`,
        paragraphs: [
          `Sorry, we could not accept your ${event.serviceName} on ${when}.`,
          `Our reason: ${event.reason}`,
          'You are welcome to book another time from our website, or to send us a message.',
        ],
        short: `sorry, we could not accept your ${event.serviceName} on ${when}: ${event.reason}`,
      };
    case 'booking_rescheduled':
      return {
        subject: `Your ${event.serviceName} has moved`,
        paragraphs: [
          `Your ${event.serviceName} has moved from ${spokenStudioTime(event.previousStartsAt, studio.timeZone)} to ${when}${where(studio)}.`,
          'If the new time does not suit you, send us a message.',
        ],
        short: `your ${event.serviceName} has moved to ${when}.`,
      };
    case 'booking_cancelled':
      return {
        subject: `Your ${event.serviceName} is cancelled`,
        paragraphs: [
          event.byClient
            ? `As you asked, your ${event.serviceName} on ${when} is cancelled.`
            : `Your ${event.serviceName} on ${when} has been cancelled by the studio.`,
          ...(event.reason ? [`Our reason: ${event.reason}`] : []),
          'We would love to see you another time: book again from our website.',
        ],
        short: `your ${event.serviceName} on ${when} is cancelled.`,
      };
    case 'booking_reminder':
      return {
        subject: `Reminder: your ${event.serviceName} on ${formatStudioDate(event.startsAt, studio.timeZone)}`,
        paragraphs: [
          `A reminder that your ${event.serviceName} is on ${when}${where(studio)}.`,
          'If you cannot make it, please let us know as soon as you can.',
        ],
        short: `reminder: your ${event.serviceName} is on ${when}.`,
      };
    case 'running_late': {
      const expected = formatStudioTime(event.expectedStart, studio.timeZone);
      return {
        subject: `We are running ${event.delayMinutes} minutes late`,
        paragraphs: [
          `We are running about ${event.delayMinutes} minutes late today. Your ${event.serviceName} booked for ${formatStudioTime(event.startsAt, studio.timeZone)} should now start around ${expected}.`,
          'You can see the latest time on My Dashboard. Sorry for the wait.',
        ],
        short: `we are running ${event.delayMinutes} min late; your ${event.serviceName} should now start around ${expected}.`,
      };
    }
    case 'waitlist_slot_freed':
      return {
        subject: `A time opened up on ${formatStudioDate(event.startsAt, studio.timeZone)}`,
        paragraphs: [
          `Good news: ${when} is free again on the day you are waiting for.`,
          `Send us a booking request for it here: ${event.link}`,
          'Other clients on the waitlist hear about it too, so the first request wins.',
        ],
        short: `${when} is free again. Request it: ${event.link}`,
      };
  }
}

/** The sentence that tells her no reminder follows, when none will. */
function reminderSentence(event: ClientMessageEvent): string | null {
  if (event.kind !== 'booking_confirmed' && event.kind !== 'booking_rescheduled') return null;
  const hours = event.noReminderWithinHours;
  if (hours === undefined) return null;
  return `It is less than ${hours} hour${hours === 1 ? '' : 's'} away, so this message is your reminder: no other reminder follows.`;
}

/**
 * The message for an event, signed by the studio. The client's name is text she chose: it goes in
 * inert (inertText: no bidirectional controls, nothing a mail client links), and outbox.ts escapes
 * it for the HTML part. No booking notes go into a message.
 */
export function composeClientMessage(
  event: ClientMessageEvent,
  studio: StudioSignature,
  clientName: string | null,
): ClientMessage {
  const composed = compose(event, studio);
  const { subject } = composed;
  const noReminder = reminderSentence(event);
  const paragraphs = noReminder ? [...composed.paragraphs, noReminder] : composed.paragraphs;
  const short = noReminder ? `${composed.short} No other reminder follows.` : composed.short;
  const first = firstNameOf(clientName);
  return {
    subject: `${subject} — ${studio.name}`,
    paragraphs: [first ? `Hi ${inertText(first)},` : 'Hello,', ...paragraphs, studio.name],
    sms: `${studio.name}: ${short.charAt(0).toUpperCase()}${short.slice(1)}`,
  };
}
