// Any write that opens or closes a booking interest (a submission, a status change, a delete)
// recounts the open interests of the client it names (count-open-interests.ts).
import { collections, isUsableDocumentId } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { countOpenInterests } from './count-open-interests.ts';

type Data = Record<string, unknown> | undefined;

// An id Firestore refuses is a poison event: logged once, never retried.
function clientIdOf(data: Data): string | null {
  const id = data?.client_id;
  if (id === undefined) return null;
  if (isUsableDocumentId(id)) return id;
  logger.warn(`Booking interest with an unusable client_id ${JSON.stringify(id)}: nothing to count`);
  return null;
}

/** Copied names and contact dates change nothing the count depends on. */
function sameForCount(before: Data, after: Data): boolean {
  return !!before && !!after && before.client_id === after.client_id && before.status === after.status;
}

export const onBookingInterestWrittenCount = onDocumentWritten(
  retriedTrigger(`${collections.bookingInterests}/{interestId}`),
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (sameForCount(before, after)) return;
    const clients = new Set([clientIdOf(before), clientIdOf(after)].filter((id) => id !== null));
    for (const clientId of clients) await countOpenInterests(db, clientId);
  },
);
