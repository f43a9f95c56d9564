import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { combinedResult } from '../../../utils/combined-status.ts';
import { type Checked, checkedCollectionRef, type Doc } from '../../../utils/firestore-refs.ts';

export function clientRef(db: Firestore, clientId: string) {
  return doc(checkedCollectionRef(db, 'profiles'), clientId);
}

/**
 * Her profile as checked, whichever way it was read first: reactfire shares one cache entry per
 * document whatever the converter, so after the booking panel or the staff list read her plain (a
 * profile the plain converter parsed, hence valid), that shape arrives here instead.
 */
function asChecked(data: Checked<'profiles'> | Doc<'profiles'> | undefined): Checked<'profiles'> | undefined {
  if (!data) return undefined;
  return 'ok' in data ? data : { ok: true, document: data };
}

/**
 * One client's profile, live and checked: `client` is undefined when there is no such profile,
 * `leftOut` the stored profile when it does not match its schema (the page then says why and
 * offers the repair instead of failing).
 */
export function useClient(clientId: string) {
  const db = useFirestore();
  const read = useFirestoreDocData(clientRef(db, clientId));
  const checked = asChecked(read.data as Checked<'profiles'> | Doc<'profiles'> | undefined);
  return combinedResult([read], {
    client: checked?.ok ? checked.document : undefined,
    leftOut: checked && !checked.ok ? checked : undefined,
  });
}
