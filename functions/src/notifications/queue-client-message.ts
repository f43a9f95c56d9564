// The one writer of the client's outgoing messages: composes the message in the studio's words
// (domain notifications) and writes it where the installed extension sends it from: `mail`
// (Trigger Email) or `messages` (Twilio SMS). Which one, and to what address, is the domain's
// messageRoute: the way she chose when the studio has it set up, else the other, and only to an
// e-mail or phone Firebase confirmed (reach.ts). In one transaction with the message, her quota
// document counts it, so no cause (a waitlist, a burst of bookings) sends her more than
// messages_max_per_client_per_day in a studio day (issue 30 item 1).
import {
  type ClientMessageEvent,
  clientQuotaSchema,
  collections,
  composeClientMessage,
  countMessage,
  emptyClientQuota,
  messageRoute,
  outgoingMessage,
  profileSchema,
  studioSignature,
  todayIn,
} from '@studio/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { readSettings } from '../bookings/booking-context.ts';
import { auth } from '../shared/admin.ts';
import { withQuotaRetries, writeQuota } from '../shared/client-quota.ts';
import { decodeDocument } from '../shared/decode.ts';
import { authAccounts, type ClientAccountLookup } from './client-accounts.ts';

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
  /** Where her account's confirmed e-mail and phones come from (Firebase Auth unless a test says). */
  accounts?: ClientAccountLookup;
}

const firebaseAccounts = authAccounts(() => auth);

/**
 * Queues one message to a client. Use from any function (trigger, callable, task):
 *
 *   await queueClientMessage(db, clientId, { kind: 'waitlist_slot_freed', startsAt, link }, { id: `waitlist-${entryId}-${startsAt.getTime()}` });
 *
 * It reads the studio's settings, her account and her profile; a client with no confirmed way to
 * reach her, without a profile, or over today's limit is skipped and logged, never an error.
 * Resolves with what was done; only a Firestore or Auth failure rejects.
 */
export async function queueClientMessage(
  db: Firestore,
  clientId: string,
  event: ClientMessageEvent,
  options: QueueOptions = {},
): Promise<QueuedMessage> {
  const now = options.now ?? new Date();
  const [settings, account] = await Promise.all([
    readSettings(db),
    (options.accounts ?? firebaseAccounts)(clientId),
  ]);
  const day = todayIn(settings.scheduling_timezone, now);
  const profileRef = db.collection(collections.profiles).doc(clientId);
  const quotaRef = db.collection(collections.clientQuotas).doc(clientId);
  const answer = await withQuotaRetries(() =>
    db.runTransaction(async (tx): Promise<QueuedMessage> => {
      const [profileDoc, quotaDoc] = await tx.getAll(profileRef, quotaRef);
      const profile = decodeDocument(profileSchema, profileDoc?.data(), `Profile ${clientId}`);
      if (!profile) return { status: 'skipped', reason: 'the client has no readable profile' };
      const route = messageRoute({
        channels: settings.notification_channels,
        studioDefault: settings.notification_driver,
        profile,
        account,
      });
      const message = composeClientMessage(event, studioSignature(settings), profile.full_name ?? null);
      const outgoing = outgoingMessage(route, message, {
        clientId,
        kind: event.kind,
        bookingId: options.bookingId ?? null,
        now,
      });
      if (outgoing.collection === null) return { status: 'skipped', reason: outgoing.skipped };
      const target = db.collection(collections[outgoing.collection]);
      const ref = options.id ? target.doc(options.id) : target.doc();
      // A retried cause finds its message written and counts nothing again.
      if (options.id && (await tx.get(ref)).exists)
        return { status: 'already-queued', collection: outgoing.collection, id: ref.id };
      const quota =
        decodeDocument(clientQuotaSchema, quotaDoc?.data(), `Client quota ${clientId}`) ?? emptyClientQuota;
      const counted = countMessage(quota, day, settings.messages_max_per_client_per_day);
      if ('refused' in counted) return { status: 'skipped', reason: counted.refused };
      tx.create(ref, outgoing.data);
      writeQuota(tx, quotaDoc as DocumentSnapshot, counted.quota);
      return { status: 'queued', collection: outgoing.collection, id: ref.id };
    }),
  );
  if (answer.status === 'skipped')
    logger.warn(`Client message skipped: ${answer.reason}`, { clientId, kind: event.kind });
  return answer;
}
