import {
  buildStudioExport,
  collections,
  type ExportDocument,
  type ExportedCollection,
  type StudioExport,
  staffRoles,
} from '@studio/domain';
import { collection, type Firestore, getDocs, query, where } from 'firebase/firestore';

const exportedPaths: Record<ExportedCollection, string> = {
  clients: collections.profiles,
  bookings: collections.bookings,
  bookingInterests: collections.bookingInterests,
};

async function readCollection(db: Firestore, path: string): Promise<ExportDocument[]> {
  // Raw documents (no converter): the export keeps a record that fails its schema, as stored.
  const snapshot = await getDocs(collection(db, path));
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/** The owner's and assistants' uids: their profiles are no clients (one read per staff member). */
async function readStaffIds(db: Firestore): Promise<Set<string>> {
  const roles = query(collection(db, collections.userRoles), where('role', 'in', [...staffRoles]));
  return new Set((await getDocs(roles)).docs.map((doc) => doc.id));
}

/** One read of each exported collection, when the owner asks for the export (never on load). */
export async function exportStudioData(db: Firestore, now: Date): Promise<StudioExport> {
  const [clients, bookings, bookingInterests, staffIds] = await Promise.all([
    readCollection(db, exportedPaths.clients),
    readCollection(db, exportedPaths.bookings),
    readCollection(db, exportedPaths.bookingInterests),
    readStaffIds(db),
  ]);
  return buildStudioExport({ clients, bookings, bookingInterests }, now, staffIds);
}
