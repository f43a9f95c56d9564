import { clientNotesPath, clientPhotosPath } from '@studio/domain';
import { collection, type Firestore } from 'firebase/firestore';
import { converterFor } from '../../../utils/firestore-refs.ts';

// Notes and photos are written with created_at = serverTimestamp(); domain's converter reads the
// SDK's estimate until the server's time arrives, so a new row shows at once.
const photoConverter = converterFor('clientPhotos');
const noteConverter = converterFor('clientNotes');

/** profiles/{clientId}/client_photos, typed and validated on read. */
export function clientPhotosRef(db: Firestore, clientId: string) {
  return collection(db, clientPhotosPath(clientId)).withConverter(photoConverter);
}

/** profiles/{clientId}/client_notes, typed and validated on read. */
export function clientNotesRef(db: Firestore, clientId: string) {
  return collection(db, clientNotesPath(clientId)).withConverter(noteConverter);
}
