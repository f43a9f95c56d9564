import { clientNotesPath, clientPhotosPath } from '@studio/domain';
import { collection, type Firestore } from 'firebase/firestore';
import { converterFor } from '../../../utils/firestore-refs.ts';

/** profiles/{clientId}/client_photos, typed and validated on read. */
export function clientPhotosRef(db: Firestore, clientId: string) {
  return collection(db, clientPhotosPath(clientId)).withConverter(converterFor('clientPhotos'));
}

/** profiles/{clientId}/client_notes, typed and validated on read. */
export function clientNotesRef(db: Firestore, clientId: string) {
  return collection(db, clientNotesPath(clientId)).withConverter(converterFor('clientNotes'));
}
