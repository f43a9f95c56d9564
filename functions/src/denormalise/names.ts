// The copies of names the screens show without a join (spec §3's "joined" fields): a service's
// name on bookings; a client's name and e-mail on bookings, plus phone on booking interests.
// Every sync reads the source document as it is now, so an older event running late cannot put
// an old name back, and writes only documents whose copy differs (no endless trigger loops).
import { cleanClientName, collections, InvalidDocumentError } from '@studio/domain';
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
} from 'firebase-admin/firestore';
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
    // Copied without bidirectional controls, even before onProfileUpdated has cleaned the profile.
    client_name: cleanClientName(textOrNull(profile?.full_name)),
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
 * The data of a snapshot read through its domain converter (validated, Timestamps as Dates). A
 * document that fails its schema is logged and read as missing: its fields are not data to copy,
 * and a copy of a name is not worth a failure (callers leave the copies as they are).
 */
function validatedData<T>(snapshot: DocumentSnapshot<T>): T | undefined {
  try {
    return snapshot.data();
  } catch (error) {
    if (!(error instanceof InvalidDocumentError)) throw error;
    logger.error(error.message);
    return undefined;
  }
}

async function readValidated<T>(ref: DocumentReference<T>): Promise<T | undefined> {
  return validatedData(await ref.get());
}

/** The client's names, or null when her profile is missing or fails its schema (copy nothing). */
export async function readClientNames(db: Firestore, clientId: string): Promise<ClientNames | null> {
  const ref = db.collection(collections.profiles).doc(clientId).withConverter(converters.profiles);
  const profile = await readValidated(ref);
  return profile ? clientNamesOf(profile) : null;
}

export async function readServiceName(db: Firestore, serviceId: string): Promise<string | null> {
  const ref = db.collection(collections.services).doc(serviceId).withConverter(converters.services);
  return textOrNull((await readValidated(ref))?.name);
}

/** gRPC FAILED_PRECONDITION: the document changed (or went) since it was read. */
const FAILED_PRECONDITION = 9;

interface SyncRound {
  written: number;
  /** Documents that changed between our read and our write (another writer got there first). */
  conflicts: number;
}

/** Rewrites the given fields on every document of a query whose copy is stale. O(matches). */
async function syncQuery(
  db: Firestore,
  query: Query,
  wanted: Record<string, string | null>,
): Promise<SyncRound> {
  const snapshot = await query.get();
  const writer = db.bulkWriter();
  const round: SyncRound = { written: 0, conflicts: 0 };
  for (const doc of snapshot.docs) {
    const stale = staleFields(doc.data(), wanted);
    if (Object.keys(stale).length === 0) continue;
    // A precondition: a document deleted meanwhile is skipped instead of recreated, and one
    // another writer changed is not overwritten with what we read before that write.
    writer
      .update(doc.ref, stale, { lastUpdateTime: doc.updateTime })
      .then(() => {
        round.written += 1;
      })
      .catch((error: { code?: unknown }) => {
        if (error.code === FAILED_PRECONDITION) round.conflicts += 1;
        else logger.warn(`Copy of names on ${doc.ref.path} not updated`, error);
      });
  }
  await writer.close();
  return round;
}

/**
 * Runs sync rounds until one meets no conflict: each round reads the source name and the copies
 * afresh, so a copy written from an older read (say, a new interest's first copy racing a
 * rename) is put right in the next round. Answers the documents written.
 */
async function syncUntilSettled(round: () => Promise<SyncRound>, what: string): Promise<number> {
  let written = 0;
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const result = await round();
    written += result.written;
    if (result.conflicts === 0) return written;
  }
  logger.error(`Copies of ${what} still changing after 5 rounds; left to the next write`);
  return written;
}

export async function syncClientNames(db: Firestore, clientId: string): Promise<number> {
  const bookings = db.collection(collections.bookings).where('client_id', '==', clientId);
  const interests = db.collection(collections.bookingInterests).where('client_id', '==', clientId);
  return syncUntilSettled(async () => {
    const names = await readClientNames(db, clientId);
    if (!names) {
      logger.warn(`Profile ${clientId} is missing or invalid: its names are not copied`);
      return { written: 0, conflicts: 0 };
    }
    const [onBookings, onInterests] = await Promise.all([
      syncQuery(db, bookings, { client_name: names.client_name, client_email: names.client_email }),
      syncQuery(db, interests, { ...names }),
    ]);
    return {
      written: onBookings.written + onInterests.written,
      conflicts: onBookings.conflicts + onInterests.conflicts,
    };
  }, `client ${clientId}'s names`);
}

export async function syncServiceName(db: Firestore, serviceId: string): Promise<number> {
  const bookings = db.collection(collections.bookings).where('service_id', '==', serviceId);
  return syncUntilSettled(
    async () => syncQuery(db, bookings, { service_name: await readServiceName(db, serviceId) }),
    `service ${serviceId}'s name`,
  );
}

/**
 * Takes the bidirectional controls out of a profile's own full_name (a client writes her profile
 * from the browser, where rules cannot judge Unicode): rewritten only while the profile is as read,
 * so a newer rename is never undone (its own update event cleans it). Answers whether it wrote.
 */
export async function cleanProfileName(db: Firestore, clientId: string): Promise<boolean> {
  const ref = db.collection(collections.profiles).doc(clientId);
  const snapshot = await ref.get();
  const name = textOrNull(snapshot.get('full_name'));
  const cleaned = cleanClientName(name);
  if (!snapshot.exists || name === cleaned || !snapshot.updateTime) return false;
  try {
    await ref.update({ full_name: cleaned }, { lastUpdateTime: snapshot.updateTime });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === FAILED_PRECONDITION) return false;
    throw error;
  }
}

/**
 * Copies the client's name, e-mail and phone onto one document (a new booking interest), reading
 * both in one transaction: a rename committed meanwhile makes it run again with the new name.
 * Answers whether it wrote (false when the copy was right or the document is gone).
 */
export async function copyClientNamesOnto(
  db: Firestore,
  target: DocumentReference,
  clientId: string,
): Promise<boolean> {
  const profileRef = db.collection(collections.profiles).doc(clientId).withConverter(converters.profiles);
  return db.runTransaction(async (tx) => {
    const [doc, profile] = await Promise.all([tx.get(target), tx.get(profileRef)]);
    const client = validatedData(profile);
    if (!doc.exists || !client) return false;
    const stale = staleFields(doc.data(), { ...clientNamesOf(client) });
    if (Object.keys(stale).length === 0) return false;
    tx.update(target, stale);
    return true;
  });
}
