// Stored booking documents as a listener delivers them, run through a screen's own query's
// converter: a markup test then sees what the screen's hook sees, a checked converter answering an
// odd document as left out (a plain one would throw on it, taking the screen down).
import type { CheckedDocument } from '@studio/domain';
import { initializeApp } from 'firebase/app';
import { getFirestore, type Query, Timestamp } from 'firebase/firestore';
import { splitChecked } from '../hooks/use-checked-collection.ts';

/** A Firestore that never connects: the screens' query builders need one, nothing is read. */
export const offlineDb = getFirestore(
  initializeApp({ projectId: 'demo-stored-bookings', apiKey: 'stored-bookings' }, 'stored-bookings'),
);

/** The raw fields of one stored booking (Timestamps as Firestore stores them). */
export type StoredBooking = { id: string } & Record<string, unknown>;

/** Ana's confirmed gel manicure, 26 Nov 2026 at 14:00 in New York, as stored. */
export const storedBooking = (patch: Partial<StoredBooking> = {}): StoredBooking => ({
  id: 'b1',
  client_id: 'uid-ana',
  service_id: 'svc-gel',
  scheduled_at: Timestamp.fromDate(new Date('2026-11-26T19:00:00Z')),
  total_price: 65,
  status: 'confirmed',
  service_name: 'Gel Manicure',
  client_name: 'Ana Lima',
  client_email: 'ana@studio.test',
  ...patch,
});

/** A booking whose status no version of the app knows: it matches no schema. */
export const oddBooking = (id = 'b-odd') => storedBooking({ id, status: 'teleported' });

/**
 * What a screen's listener on `query` holds for these stored documents, split as
 * useCheckedCollection splits it. Throws, as the listener would, if the query does not check.
 */
export function deliveredThrough<T>(query: Query<CheckedDocument<T>>, stored: readonly StoredBooking[]) {
  const { converter } = query;
  if (!converter) throw new Error('The query has no converter');
  return splitChecked(
    stored.map(({ id, ...fields }) => converter.fromFirestore({ id, data: () => fields } as never)),
  );
}
