// The one firebase-admin app of the functions. Every module takes its Firestore and Auth from
// here so the app is initialised once, whichever function the runtime loads first.

import { makeConverters } from '@studio/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);

/** Domain converters with firebase-admin's Timestamp: every document read is validated. */
export const converters = makeConverters(Timestamp);
