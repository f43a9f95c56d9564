// submitBookingInterest (issue 31): a client asks for a visit through this callable only (the
// rules refuse a browser's create), so that her limit of interests waiting for a reply
// (booking_max_open_interests) is a count made where it cannot be raced, instead of a counter the
// browser had to bump. Her submissions run one after another: each transaction writes her quota
// document on the version it read (shared/client-quota.ts), which also keeps the time of her last
// one for booking_interest_min_interval_seconds. The domain's bookingInterestProblem decides.
// Cost: the settings, then in the transaction her quota document, her open interests (at most the
// cap + 1) and the service when one is named; two writes.
import {
  type BookingInterest,
  bookingInterestFormOf,
  bookingInterestProblem,
  clientQuotaSchema,
  collections,
  newBookingInterest,
  type SubmitBookingInterestInput,
  type SubmitBookingInterestResponse,
  submitBookingInterestRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../shared/admin.ts';
import { withQuotaRetries, writeQuota } from '../shared/client-quota.ts';
import { decodeRequest } from '../shared/decode.ts';
import { roleOf } from '../shared/roles.ts';
import { readSettings } from '../shared/settings.ts';

export async function submitBookingInterestFor(
  firestore: Firestore,
  clientId: string,
  input: SubmitBookingInterestInput,
  now: Date,
): Promise<SubmitBookingInterestResponse> {
  const settings = await readSettings(firestore);
  const interests = firestore.collection(collections.bookingInterests);
  const quotaRef = firestore.collection(collections.clientQuotas).doc(clientId);
  const cap = settings.booking_max_open_interests;
  return withQuotaRetries(() =>
    firestore.runTransaction(async (tx) => {
      // Her quota document first, alone: the first read starts the transaction.
      const quotaDoc = await tx.get(quotaRef);
      const quota = clientQuotaSchema.safeParse(quotaDoc.data() ?? {}).data;
      // One more than the cap is enough to know she is at it.
      const open = interests
        .where('client_id', '==', clientId)
        .where('status', '==', 'new')
        .limit(cap + 1);
      const service = input.serviceId
        ? firestore.collection(collections.services).doc(input.serviceId)
        : null;
      const [mine, serviceDoc] = await Promise.all([tx.get(open), service ? tx.get(service) : null]);
      const problem = bookingInterestProblem({
        openCount: mine.size,
        lastInterestAt: quota?.interest_submitted_at ?? null,
        now,
        settings,
        preferredDate: input.preferredDate,
        serviceActive: serviceDoc ? serviceDoc.get('is_active') === true : null,
      });
      if (problem) throw new HttpsError('failed-precondition', problem);
      const ref = interests.doc();
      const interest = newBookingInterest(bookingInterestFormOf(input), clientId, now);
      tx.create(ref, { ...interest, booking_id: null } satisfies BookingInterest);
      // A count, not only the time: a write that changes nothing keeps the document's version, and
      // a racing submission would not see that it lost.
      writeQuota(tx, quotaDoc, {
        interest_submitted_at: now,
        interest_submissions: (quota?.interest_submissions ?? 0) + 1,
      });
      return { interestId: ref.id };
    }),
  );
}

export const submitBookingInterest = onCall(async (request) => {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to send a booking request.');
  if (roleOf(request.auth) !== 'client')
    throw new HttpsError('permission-denied', 'Only clients send booking requests.');
  const input = decodeRequest(submitBookingInterestRequestSchema, request.data);
  return submitBookingInterestFor(db, request.auth.uid, input, new Date());
});
