// The outgoing documents the usual Firebase extensions send: `mail` in the Trigger Email
// extension's shape (to, message.subject/text/html) and `messages` in the Twilio SMS extension's
// shape (to, body). Our own fields (client_id, kind, booking_id, created_at) are ignored by the
// extensions and let staff list and trace them. The extensions write `delivery` back.
import { z } from 'zod';
import type { NotificationDriver } from '../enums/settings.ts';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import type { ClientMessage, ClientMessageKind } from './client-messages.ts';

export const clientMessageKinds = [
  'booking_confirmed',
  'booking_rescheduled',
  'booking_cancelled',
  'booking_reminder',
  'waitlist_slot_freed',
] as const satisfies readonly ClientMessageKind[];

export const clientMessageKindLabels: Record<ClientMessageKind, string> = {
  booking_confirmed: 'Booking confirmed',
  booking_rescheduled: 'Booking moved',
  booking_cancelled: 'Booking cancelled',
  booking_reminder: 'Reminder',
  waitlist_slot_freed: 'Waitlist: time freed',
};

/** What an extension writes back (Trigger Email: state, error, attempts…; Twilio adds info.status). */
const deliverySchema = z
  .object({
    state: z.string().nullable().optional(),
    error: z.string().nullable().optional(),
    info: z.object({ status: z.string().nullable().optional() }).passthrough().nullable().optional(),
  })
  .passthrough();

const outgoingFields = {
  to: z.string().min(1),
  client_id: z.string().min(1),
  kind: z.enum(clientMessageKinds),
  booking_id: z.string().nullable().default(null),
  created_at: firestoreDateSchema,
  delivery: deliverySchema.nullable().default(null),
};

/** mail/{id}: one e-mail for the Trigger Email extension. */
export const mailDocumentSchema = z.object({
  ...outgoingFields,
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
});
export type MailDocument = z.output<typeof mailDocumentSchema>;

/** messages/{id}: one SMS for the Twilio extension. */
export const smsDocumentSchema = z.object({ ...outgoingFields, body: z.string() });
export type SmsDocument = z.output<typeof smsDocumentSchema>;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML: a client's name or a service name never becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

/** How to reach a client, from her profile. */
export interface ClientContact {
  email: string | null;
  phone: string | null;
}

interface Trace {
  clientId: string;
  kind: ClientMessageKind;
  bookingId: string | null;
  now: Date;
}

export type OutgoingMessage =
  | { collection: 'mail'; data: Omit<MailDocument, 'delivery'> }
  | { collection: 'messages'; data: Omit<SmsDocument, 'delivery'> }
  | { collection: null; skipped: string };

/**
 * The document to write for a message through the studio's driver, or why none is written
 * (no e-mail for the e-mail driver, no phone for SMS: the studio does not guess another way).
 */
export function outgoingMessage(
  driver: NotificationDriver,
  contact: ClientContact,
  message: ClientMessage,
  trace: Trace,
): OutgoingMessage {
  const common = {
    client_id: trace.clientId,
    kind: trace.kind,
    booking_id: trace.bookingId,
    created_at: trace.now,
  };
  if (driver === 'sms') {
    const to = contact.phone?.trim();
    if (!to) return { collection: null, skipped: 'the client has no phone number on file' };
    return { collection: 'messages', data: { to, body: message.sms, ...common } };
  }
  const to = contact.email?.trim();
  if (!to) return { collection: null, skipped: 'the client has no e-mail address on file' };
  const html = message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return {
    collection: 'mail',
    data: {
      to,
      message: { subject: message.subject, text: message.paragraphs.join('\n\n'), html },
      ...common,
    },
  };
}

/** The state staff see: the extension's word for it, or 'queued' before it has picked it up. */
export function deliveryState(doc: { delivery: z.output<typeof deliverySchema> | null }): string {
  const state = doc.delivery?.info?.status ?? doc.delivery?.state;
  return state ? state.toLowerCase() : 'queued';
}
