// The outgoing documents the usual Firebase extensions send: `mail` in the Trigger Email
// extension's shape (to, message.subject/text/html) and `messages` in the Twilio SMS extension's
// shape (to, body). Our own fields (client_id, kind, booking_id, created_at) are ignored by the
// extensions and let staff list and trace them. The extensions write `delivery` back.
import { z } from 'zod';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import type { ClientMessage, ClientMessageKind } from './client-messages.ts';
import type { MessageRoute } from './reach.ts';

export const clientMessageKinds = [
  'booking_confirmed',
  'booking_requested',
  'booking_declined',
  'booking_rescheduled',
  'booking_cancelled',
  'booking_reminder',
  'waitlist_slot_freed',
  'order_ready',
  'running_late',
] as const satisfies readonly ClientMessageKind[];

export const clientMessageKindLabels: Record<ClientMessageKind, string> = {
  booking_confirmed: 'Booking confirmed',
  booking_requested: 'Booking request received',
  booking_declined: 'Booking declined',
  booking_rescheduled: 'Booking moved',
  booking_cancelled: 'Booking cancelled',
  booking_reminder: 'Reminder',
  waitlist_slot_freed: 'Waitlist: time freed',
  order_ready: 'Order ready',
  running_late: 'Running late',
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
  /** Why it did not go the way she chose (reach.ts), for staff on Messages; null when it did. */
  route_note: z.string().nullable().default(null),
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

/** The document to write for a message on its route (reach.ts), or why none is written. */
export function outgoingMessage(route: MessageRoute, message: ClientMessage, trace: Trace): OutgoingMessage {
  if (route.channel === null) return { collection: null, skipped: route.skipped };
  const common = {
    to: route.to,
    client_id: trace.clientId,
    kind: trace.kind,
    booking_id: trace.bookingId,
    created_at: trace.now,
    route_note: route.note,
  };
  if (route.channel === 'sms') return { collection: 'messages', data: { body: message.sms, ...common } };
  const html = message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return {
    collection: 'mail',
    data: { message: { subject: message.subject, text: message.paragraphs.join('\n\n'), html }, ...common },
  };
}

/** The state staff see: the extension's word for it, or 'queued' before it has picked it up. */
export function deliveryState(doc: { delivery: z.output<typeof deliverySchema> | null }): string {
  const state = doc.delivery?.info?.status ?? doc.delivery?.state;
  return state ? state.toLowerCase() : 'queued';
}
