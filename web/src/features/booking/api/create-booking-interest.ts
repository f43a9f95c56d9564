import { type BookingInterestCategory, collections } from '@studio/domain';
import {
  collection,
  doc,
  type FieldValue,
  type Firestore,
  increment,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';

export interface BookingInterestInput {
  category: BookingInterestCategory;
  /** The service of `?service=`, when she came from one. */
  serviceId: string | null;
  preferredDate: string;
  preferredTime: string;
  instagramHandle: string;
  clientNotes: string;
}

export interface NewBookingInterest {
  client_id: string;
  category: BookingInterestCategory;
  service_id?: string;
  preferred_date: string;
  preferred_time: string;
  client_notes?: string;
  instagram_handle?: string;
  status: 'new';
  created_at: FieldValue;
}

/** An Instagram username: letters, digits, periods, underscores, at most 30 (what the rules accept). */
export const instagramHandlePattern = /^@?[A-Za-z0-9._]{1,30}$/;

export function instagramHandleProblem(handle: string): string | null {
  const trimmed = handle.trim();
  if (trimmed === '' || instagramHandlePattern.test(trimmed)) return null;
  return 'An Instagram handle has up to 30 letters, numbers, periods and underscores.';
}

/**
 * The document a client writes (spec §7): her own uid, status new and the server's time;
 * optional fields (the service, notes, handle) are left out when empty, the handle is stored
 * without its '@'.
 */
export function buildBookingInterest(
  clientId: string,
  input: BookingInterestInput,
  createdAt: FieldValue,
): NewBookingInterest {
  const handle = input.instagramHandle.trim().replace(/^@/, '');
  const notes = input.clientNotes.trim();
  return {
    client_id: clientId,
    category: input.category,
    ...(input.serviceId ? { service_id: input.serviceId } : {}),
    preferred_date: input.preferredDate,
    preferred_time: input.preferredTime,
    ...(notes ? { client_notes: notes } : {}),
    ...(handle ? { instagram_handle: handle } : {}),
    status: 'new',
    created_at: createdAt,
  };
}

export async function createBookingInterest(
  db: Firestore,
  clientId: string | null,
  input: BookingInterestInput,
) {
  if (!clientId) throw new Error('Must be logged in to submit booking interest');
  const problem = instagramHandleProblem(input.instagramHandle);
  if (problem) throw new Error(problem);
  // One batch: the interest and the bump of her open_interests count, stamped with the server's
  // time, which firestore.rules demand together (at most booking_max_open_interests open
  // interests, and booking_interest_min_interval_seconds between two, per client).
  const interest = doc(collection(db, collections.bookingInterests));
  const batch = writeBatch(db);
  batch.set(interest, buildBookingInterest(clientId, input, serverTimestamp()));
  batch.set(
    doc(db, collections.openInterests, clientId),
    { count: increment(1), last_interest_id: interest.id, last_interest_at: serverTimestamp() },
    { merge: true },
  );
  await batch.commit();
  return interest;
}
