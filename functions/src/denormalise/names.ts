// The copies of names the screens show without a join (spec §3's "joined" fields): a service's
// name on bookings; a client's name and e-mail on bookings, plus phone on booking interests.
// Every sync reads the source document as it is now, so an older event running late cannot put
// an old name back, and writes only documents whose copy differs (no endless trigger loops).
import { collections, InvalidDocumentError } from '@studio/domain';
import type { DocumentData, DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { converters } from '../shared/admin.ts';

export interface ClientNames {
  client_name: string | null;
  client_email: string | null;
  client_phone: string | null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function clientNamesOf(profile: DocumentData | undefined): ClientNames {
  return {
    client_name: textOrNull(profile?.full_name),
    client_email: textOrNull(profile?.email),
    client_phone: textOrNull(profile?.phone),
  };
}

/** The fields of `wanted` whose value differs in `current` (empty when the copy is right). */
export function staleFields(
  current: DocumentData | undefined,
  wanted: Record<string, string | null>,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(wanted)) {
    if ((current?.[key] ?? null) !== value) out[key] = value;
  }
  return out;
}

/**
 * Reads one document through its domain converter (validated, Timestamps as Dates). A document
 * that fails its schema is logged and read as missing: a copy of a name is not worth a failure.
 */
async function readValidated<T>(ref: DocumentReference<T>): Promise<T | undefined> {
  try {
    return (await ref.get()).data();
  } catch (error) {
    if (!(error instanceof InvalidDocumentError)) throw error;
    logger.error(error.message);
    return undefined;
  }
}

export async function readClientNames(db: Firestore, clientId: string): Promise<ClientNames> {
  const ref = db.collection(collections.profiles).doc(clientId).withConverter(converters.profiles);
  return clientNamesOf(await readValidated(ref));
}

export async function readServiceName(db: Firestore, serviceId: string): Promise<string | null> {
  const ref = db.collection(collections.services).doc(serviceId).withConverter(converters.services);
  return textOrNull((await readValidated(ref))?.name);
}

/** Rewrites the given fields on every document of a query whose copy is stale. O(matches). */
async function syncQuery(
  db: Firestore,
  query: Query,
  wanted: Record<string, string | null>,
): Promise<number> {
  const snapshot = await query.get();
  const writer = db.bulkWriter();
  let written = 0;
  for (const doc of snapshot.docs) {
    const stale = staleFields(doc.data(), wanted);
    if (Object.keys(stale).length === 0) continue;
    // A precondition: a document deleted meanwhile is skipped instead of recreated.
    writer
      .update(doc.ref, stale, { lastUpdateTime: doc.updateTime })
      .catch((error: unknown) => logger.warn(`Copy of names on ${doc.ref.path} not updated`, error));
    written += 1;
  }
  await writer.close();
  return written;
}

export async function syncClientNames(db: Firestore, clientId: string): Promise<number> {
  const names = await readClientNames(db, clientId);
  const bookings = db.collection(collections.bookings).where('client_id', '==', clientId);
  const interests = db.collection(collections.bookingInterests).where('client_id', '==', clientId);
  const [onBookings, onInterests] = await Promise.all([
    syncQuery(db, bookings, { client_name: names.client_name, client_email: names.client_email }),
    syncQuery(db, interests, { ...names }),
  ]);
  return onBookings + onInterests;
}

export async function syncServiceName(db: Firestore, serviceId: string): Promise<number> {
  const name = await readServiceName(db, serviceId);
  const bookings = db.collection(collections.bookings).where('service_id', '==', serviceId);
  return syncQuery(db, bookings, { service_name: name });
}
