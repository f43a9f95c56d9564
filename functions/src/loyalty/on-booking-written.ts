// Any write to a booking (create, status change, price change, move to another client,
// delete) recomputes the loyalty of every client it touched.
import { collections, isUsableDocumentId } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { recomputeLoyalty } from './recompute-loyalty.ts';

// An id Firestore refuses (e.g. '__reserved__') is a poison event: logged once, never retried.
function clientIdOf(data: Record<string, unknown> | undefined): string | null {
  const id = data?.client_id;
  if (id === undefined) return null;
  if (isUsableDocumentId(id)) return id;
  logger.warn(`Booking with an unusable client_id ${JSON.stringify(id)}: no loyalty to derive`);
  return null;
}

/** What loyalty depends on; a write changing only the copied names needs no recompute. */
const loyaltyFields = [
  'client_id',
  'status',
  'total_price',
  'scheduled_at',
  'loyalty_points_redeemed',
] as const;

function sameForLoyalty(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  if (!before || !after) return false;
  return loyaltyFields.every((key) => isEqual(before[key], after[key]));
}

function isEqual(a: unknown, b: unknown): boolean {
  const asTime = (v: unknown) =>
    v && typeof (v as { toMillis?: unknown }).toMillis === 'function'
      ? (v as { toMillis(): number }).toMillis()
      : v;
  return asTime(a) === asTime(b);
}

export const onBookingWrittenLoyalty = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  async (event) => {
    const beforeData = event.data?.before.data();
    const afterData = event.data?.after.data();
    // Every loyalty-relevant write has its own event; this one (say, names copied) has none.
    if (sameForLoyalty(beforeData, afterData)) return;
    const before = clientIdOf(beforeData);
    const after = clientIdOf(afterData);
    const clients = new Set([before, after].filter((id): id is string => id !== null));
    for (const clientId of clients) await recomputeLoyalty(db, clientId);
  },
);
