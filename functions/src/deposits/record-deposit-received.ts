// recordDepositReceived (issue 32, no card processing): staff who manage bookings record that a
// client paid her deposit (how much, how), and who and when are recorded with it. The domain's
// depositReceiptProblem decides inside a transaction, so two people recording at once never both
// do; the rules let no browser write a booking.
import {
  depositReceiptProblem,
  type RecordDepositReceivedInput,
  receivedDeposit,
  recordDepositReceivedRequestSchema,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { requireBookingManager } from '../bookings/booking-access.ts';
import { readBookingInTransaction } from '../bookings/read-booking.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';

export async function recordDepositReceivedFor(
  firestore: Firestore,
  callerUid: string,
  input: RecordDepositReceivedInput,
  now: Date,
): Promise<{ bookingId: string }> {
  return firestore.runTransaction(async (tx) => {
    const { ref, booking } = await readBookingInTransaction(firestore, tx, input.bookingId);
    const problem = depositReceiptProblem(booking);
    if (problem) throw new HttpsError('failed-precondition', problem);
    tx.update(ref, { deposit: receivedDeposit(input, callerUid, now) });
    return { bookingId: ref.id };
  });
}

/** The whole call: who asks first, then what they ask, then the booking. */
export async function answerRecordDepositReceived(
  firestore: Firestore,
  auth: Parameters<typeof requireBookingManager>[1],
  data: unknown,
  now: Date,
): Promise<{ bookingId: string }> {
  const caller = await requireBookingManager(firestore, auth);
  const input = decodeRequest(recordDepositReceivedRequestSchema, data);
  return recordDepositReceivedFor(firestore, caller.uid, input, now);
}

export const recordDepositReceived = onCall((request) =>
  answerRecordDepositReceived(db, request.auth, request.data, new Date()),
);
