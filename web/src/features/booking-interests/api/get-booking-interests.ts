import type { BookingInterestStatus, CheckedDocument } from '@studio/domain';
import {
  type Firestore,
  limit,
  orderBy,
  type QueryDocumentSnapshot,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { splitChecked, useCheckedCollection } from '../../../hooks/use-checked-collection.ts';
import { combinedResult, type DataResult } from '../../../utils/combined-status.ts';
import { checkedCollectionRef } from '../../../utils/firestore-refs.ts';

/** Interests per page of the inbox: a tab never reads more than this (and one to see past it). */
export const interestsPageSize = 25;

/** The badge counts new interests up to this, then says "99+". */
export const newInterestCountCap = 99;

/** Where a page starts: just after the last interest of the page before, or at the top. */
export type InterestsCursor = QueryDocumentSnapshot<CheckedDocument<unknown>> | null;

function interestsOrdered(db: Firestore, status: BookingInterestStatus | null) {
  const interests = checkedCollectionRef(db, 'bookingInterests');
  return status
    ? query(interests, where('status', '==', status), orderBy('created_at', 'desc'))
    : query(interests, orderBy('created_at', 'desc'));
}

/**
 * One page of the staff inbox, newest first, optionally one status (spec §7; issue 30: 10,000
 * interests once took 27 s because every tab read them all). It asks for one interest more than a
 * page, only to know whether a next page exists. The cursor is the document snapshot, so the SDK
 * orders ties on created_at by document id and a page never repeats or skips one.
 */
export function bookingInterestsPageQuery(
  db: Firestore,
  status: BookingInterestStatus | null,
  after: InterestsCursor,
  pageSize = interestsPageSize,
) {
  const ordered = interestsOrdered(db, status);
  return after ? query(ordered, startAfter(after), limit(pageSize + 1)) : query(ordered, limit(pageSize + 1));
}

/** A page's documents, and the cursor of the next page when there is one (the extra document). */
export function splitPage<D>(docs: readonly D[], pageSize = interestsPageSize) {
  return {
    rows: docs.slice(0, pageSize),
    next: docs.length > pageSize ? (docs[pageSize - 1] ?? null) : null,
  };
}

/**
 * A live page: an interest a client sends elsewhere appears without a reload. Client name, e-mail
 * and phone are copies a function writes onto the interest, so there is no profile read per row.
 * Each interest is checked: one that does not match its schema is left out and named, never fatal.
 */
export function useBookingInterestsPage(status: BookingInterestStatus | null, after: InterestsCursor) {
  const db = useFirestore();
  const read = useFirestoreCollection(bookingInterestsPageQuery(db, status, after));
  const page = useMemo(() => {
    const { rows, next } = splitPage(read.data?.docs ?? []);
    const { documents, leftOut } = splitChecked(rows.map((row) => row.data()));
    return { interests: documents, leftOut, next };
  }, [read.data]);
  return combinedResult([read], page);
}

/** The heading's badge: interests still new (the odd ones too), live, read up to the cap + 1. */
export function useNewInterestCount(): DataResult<number> {
  const db = useFirestore();
  const capped = query(interestsOrdered(db, 'new'), limit(newInterestCountCap + 1));
  const read = useCheckedCollection(capped);
  return combinedResult([read], read.data.documents.length + read.data.leftOut.length);
}

/** The badge's words: the count, or "99+" past the cap. */
export function newInterestCountLabel(count: number): string {
  return count > newInterestCountCap ? `${newInterestCountCap}+ new` : `${count} new`;
}
