// Any write to a booking (create, status change, price change, move to another client,
// delete) recomputes the loyalty of every client it touched.
import { collections } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { recomputeLoyalty } from './recompute-loyalty.ts';

function clientIdOf(data: Record<string, unknown> | undefined): string | null {
  const id = data?.client_id;
  return typeof id === 'string' && id.length > 0 && !id.includes('/') ? id : null;
}

export const onBookingWrittenLoyalty = onDocumentWritten(
  `${collections.bookings}/{bookingId}`,
  async (event) => {
    const before = clientIdOf(event.data?.before.data());
    const after = clientIdOf(event.data?.after.data());
    const clients = new Set([before, after].filter((id): id is string => id !== null));
    for (const clientId of clients) await recomputeLoyalty(db, clientId);
  },
);
