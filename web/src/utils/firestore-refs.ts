import {
  type CheckedDocument,
  collections,
  type DocumentData,
  type DocumentKind,
  documentSchemas,
  makeCheckedConverter,
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

/** A document of a staff list: parsed, or named with why it cannot be shown. */
export type Checked<K extends DocumentKind> = CheckedDocument<DocumentData<K>>;

const checkedConverters = new Map<DocumentKind, unknown>();

function checkedConverterFor<K extends DocumentKind>(kind: K): FirestoreDataConverter<Checked<K>> {
  if (!checkedConverters.has(kind))
    checkedConverters.set(kind, makeCheckedConverter(documentSchemas[kind], Timestamp));
  return checkedConverters.get(kind) as FirestoreDataConverter<Checked<K>>;
}

/**
 * A reference for staff list screens: each document checked, an odd one answered as such rather
 * than thrown, so one bad document never takes the list down (useCheckedCollection splits them).
 * Reactfire keys its cache by the query, not the converter: a query read through this reference
 * must not also be read through collectionRef.
 */
export function checkedCollectionRef<K extends TopLevelKind>(
  db: Firestore,
  kind: K,
): CollectionReference<Checked<K>> {
  return collection(db, collections[kind]).withConverter(checkedConverterFor(kind));
}
