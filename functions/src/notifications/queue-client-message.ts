// The one writer of the client's outgoing messages: composes the message in the studio's words
// (domain notifications) and writes it where the installed extension sends it from: `mail`
// (Trigger Email) or `messages` (Twilio SMS), as the notification_driver setting says.
import {
  type ClientMessageEvent,
  collections,
  composeClientMessage,
  outgoingMessage,
  profileSchema,
  studioSignature,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { readSettings } from '../bookings/booking-context.ts';
import { decodeDocument } from '../shared/decode.ts';

export type QueuedMessage =
  | { status: 'queued'; collection: 'mail' | 'messages'; id: string }
  | { status: 'already-queued'; collection: 'mail' | 'messages'; id: string }
  | { status: 'skipped'; reason: string };

export interface QueueOptions {
  /**
   * The outgoing document's id. Give one derived from what caused the message (a trigger's event
   * id, a booking and its start time) so a retried trigger or task never sends it twice; without
   * one every call writes a new document.
   */
  id?: string;
  /** The booking the message is about, kept on the document for staff. */
  bookingId?: string | null;
  now?: Date;
}

const alreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/**
 * Queues one message to a client. Use from any function (trigger, callable, task):
 *
 *   await queueClientMessage(db, clientId, { kind: 'waitlist_slot_freed', startsAt, link }, { id: `waitlist-${entryId}-${startsAt.getTime()}` });
 *
 * It reads the studio's settings and the client's profile; a client the driver cannot reach (no
 * e-mail for e-mail, no phone for SMS) or without a profile is skipped and logged, never an error.
 * Resolves with what was done; only a Firestore failure rejects.
 */
export async function queueClientMessage(
  db: Firestore,
  clientId: string,
  event: ClientMessageEvent,
  options: QueueOptions = {},
): Promise<QueuedMessage> {
  const [settings, profileDoc] = await Promise.all([
    readSettings(db),
    db.collection(collections.profiles).doc(clientId).get(),
  ]);
  const profile = decodeDocument(profileSchema, profileDoc.data(), `Profile ${clientId}`);
  if (!profile) {
    logger.warn('Client message skipped: no readable profile', { clientId, kind: event.kind });
    return { status: 'skipped', reason: 'the client has no readable profile' };
  }
  const message = composeClientMessage(event, studioSignature(settings), profile.full_name ?? null);
  const outgoing = outgoingMessage(settings.notification_driver, profile, message, {
    clientId,
    kind: event.kind,
    bookingId: options.bookingId ?? null,
    now: options.now ?? new Date(),
  });
  if (outgoing.collection === null) {
    logger.warn(`Client message skipped: ${outgoing.skipped}`, { clientId, kind: event.kind });
    return { status: 'skipped', reason: outgoing.skipped };
  }
  const target = db.collection(collections[outgoing.collection]);
  const ref = options.id ? target.doc(options.id) : target.doc();
  try {
    await ref.create(outgoing.data);
  } catch (error) {
    if (!alreadyExists(error)) throw error;
    return { status: 'already-queued', collection: outgoing.collection, id: ref.id };
  }
  return { status: 'queued', collection: outgoing.collection, id: ref.id };
}
