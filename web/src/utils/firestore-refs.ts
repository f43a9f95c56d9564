import {
  collections,
  type DocumentData,
  type DocumentKind,
  makeConverters,
  type WithId,
} from '@studio/domain';
import {
  type CollectionReference,
  collection,
  type Firestore,
  type FirestoreDataConverter,
  Timestamp,
} from 'firebase/firestore';

/** What the app holds for a document of a collection: parsed, Dates for Timestamps, with its id. */
export type Doc<K extends DocumentKind> = WithId<DocumentData<K>>;

type TopLevelKind = Exclude<DocumentKind, 'clientPhotos' | 'clientNotes'>;

// Domain's converters validate every document read and write Dates as Timestamps; they are
// shaped like the SDK's converter, which only needs its looser write signature.
const converters = makeConverters(Timestamp);

export function converterFor<K extends DocumentKind>(kind: K): FirestoreDataConverter<Doc<K>> {
  return converters[kind] as unknown as FirestoreDataConverter<Doc<K>>;
}

/** A typed, validating reference to one of the top-level collections. */
export function collectionRef<K extends TopLevelKind>(db: Firestore, kind: K): CollectionReference<Doc<K>> {
  return collection(db, collections[kind]).withConverter(converterFor(kind));
}
