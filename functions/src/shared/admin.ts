// The one firebase-admin app of the functions. Every module takes its Firestore, Auth and Storage from
// here so the app is initialised once, whichever function the runtime loads first.

import { type DomainConverter, makeConverters, type WithId } from '@studio/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type FirestoreDataConverter, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { getStorage } from 'firebase-admin/storage';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);
export const storage = getStorage(app);
/** Cloud Tasks queues of the task functions (the emulator's when CLOUD_TASKS_EMULATOR_HOST is set). */
export const taskQueues = getFunctions(app);

const domainConverters = makeConverters(Timestamp);

/** A domain converter in firebase-admin's converter shape. */
function forAdmin<T>(converter: DomainConverter<T>): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore: (model) => converter.toFirestore(model as Partial<T>),
    fromFirestore: (snapshot) => converter.fromFirestore(snapshot),
  };
}

/** Domain converters with firebase-admin's Timestamp: every document read is validated. */
export const converters = {
  profiles: forAdmin(domainConverters.profiles),
  services: forAdmin(domainConverters.services),
};
