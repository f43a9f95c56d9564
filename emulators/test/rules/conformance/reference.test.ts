// Every construct of the reference through the Firestore emulator and @firebase/rules-unit-testing:
// one rules file with an `allow get` per case; reading /checks/<case> succeeds exactly when the
// case's condition is true.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { failCases, holdCases, referenceRules } from '../reference-cases.ts';
import { useFirestoreWithRules } from './firestore-with-rules.ts';

const PROJECT = 'demo-rules-reference';
const emulator = useFirestoreWithRules(PROJECT, referenceRules());

const read = (id: string) => getDoc(doc(emulator.env.unauthenticatedContext().firestore(), `checks/${id}`));

describe('the reference through the emulator', () => {
  it.each(holdCases)('allows when $title holds', async ({ id }) => {
    await assertSucceeds(read(id));
  });

  it.each(failCases)('denies when $title fails', async ({ id }) => {
    await assertFails(read(id));
  });
});
