import { clientNotesPath, clientPhotosPath } from '@studio/domain';
import {
  collection,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { converterFor, type Doc } from '../../../utils/firestore-refs.ts';

/**
 * Notes and photos are written with created_at = serverTimestamp(). Until the server answers,
 * the local snapshot holds null there, which the schema (rightly) refuses; reading the SDK's
 * estimate instead shows the new row at once with the local time, then the server's.
 */
function estimatingServerTimes<K extends 'clientPhotos' | 'clientNotes'>(
  kind: K,
): FirestoreDataConverter<Doc<K>> {
  const base = converterFor(kind);
  return {
    toFirestore: (model: Doc<K>) => base.toFirestore(model),
    fromFirestore(snapshot: QueryDocumentSnapshot<DocumentData>, options?: SnapshotOptions) {
      const estimated = {
        id: snapshot.id,
        data: () => snapshot.data({ ...options, serverTimestamps: 'estimate' }),
      } as QueryDocumentSnapshot<DocumentData>;
      return base.fromFirestore(estimated, options);
    },
  };
}

const photoConverter = estimatingServerTimes('clientPhotos');
const noteConverter = estimatingServerTimes('clientNotes');

/** profiles/{clientId}/client_photos, typed and validated on read. */
export function clientPhotosRef(db: Firestore, clientId: string) {
  return collection(db, clientPhotosPath(clientId)).withConverter(photoConverter);
}

/** profiles/{clientId}/client_notes, typed and validated on read. */
export function clientNotesRef(db: Firestore, clientId: string) {
  return collection(db, clientNotesPath(clientId)).withConverter(noteConverter);
}
