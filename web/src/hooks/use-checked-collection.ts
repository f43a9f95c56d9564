import type { CheckedDocument, WithId } from '@studio/domain';
import type { Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { DataResult } from '../utils/combined-status.ts';

/** A document a list left out: its id, why, and its raw fields for staff to look at. */
export type LeftOutDocument = Extract<CheckedDocument<unknown>, { ok: false }>;

/** A checked list: the documents that match their schema, and those left out. */
export interface CheckedList<T> {
  documents: WithId<T>[];
  leftOut: LeftOutDocument[];
}

/** Checked documents split into those that match their schema and those left out. */
export function splitChecked<T>(data: readonly CheckedDocument<T>[] | undefined): CheckedList<T> {
  const documents: WithId<T>[] = [];
  const leftOut: LeftOutDocument[] = [];
  for (const checked of data ?? []) {
    if (checked.ok) documents.push(checked.document);
    else leftOut.push(checked);
  }
  return { documents, leftOut };
}

/**
 * A live list read through checkedCollectionRef: the documents that match their schema, and the
 * ones left out, which the screen names in an InvalidDocumentsNotice instead of failing.
 */
export function useCheckedCollection<T>(query: Query<CheckedDocument<T>>): DataResult<CheckedList<T>> {
  const { status, data, error } = useFirestoreCollectionData(query);
  return useMemo(() => ({ status, data: splitChecked(data), error }), [status, data, error]);
}
