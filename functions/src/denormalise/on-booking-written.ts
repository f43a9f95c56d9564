// A booking created or moved to another service or client gets the current service name and
// client name and e-mail. Its own update comes back here once and then finds nothing stale.
import { collections, isUsableDocumentId } from '@studio/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin.ts';
import { retriedTrigger } from '../shared/triggers.ts';
import { readClientNames, readServiceName, staleFields } from './names.ts';

// An id Firestore refuses (e.g. '__reserved__') is a poison event: read as absent, not retried.
function idField(data: Record<string, unknown>, key: string): string | null {
  const id = data[key];
  return isUsableDocumentId(id) ? id : null;
}

export const onBookingWrittenNames = onDocumentWritten(
  retriedTrigger(`${collections.bookings}/{bookingId}`),
  async (event) => {
    const after = event.data?.after;
    const data = after?.data();
    if (!after || !data) return;
    const clientId = idField(data, 'client_id');
    const serviceId = idField(data, 'service_id');
    const [names, serviceName] = await Promise.all([
      clientId ? readClientNames(db, clientId) : null,
      serviceId ? readServiceName(db, serviceId) : null,
    ]);
    // A client without a valid profile leaves the copies as they are (logged by the read).
    const stale = staleFields(data, {
      service_name: serviceName,
      ...(names ? { client_name: names.client_name, client_email: names.client_email } : {}),
    });
    if (Object.keys(stale).length === 0) return;
    try {
      await after.ref.update(stale, { lastUpdateTime: after.updateTime });
    } catch (error) {
      // Changed (FAILED_PRECONDITION) or deleted (NOT_FOUND) since this event: the newer write's
      // own event copies the names. Anything else is thrown, and the event retried.
      const code = (error as { code?: unknown }).code;
      if (code !== 9 && code !== 5) throw error;
    }
  },
);
