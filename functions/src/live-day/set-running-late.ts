// setRunningLate (issue 34): a member says she is running N minutes late (5–120), or back on time
// (0). In one transaction: staff_status/{uid} records it for today, and each of her later visits
// today gets delay_minutes and expected_start, which her client's dashboard reads live from her
// own booking (clients never read staff_status: they must not learn which member is late for
// someone else). Then each client who is due a notice (domain lateNoticeDue: not checked in, not
// told in the last 30 minutes) is messaged through the usual queue, which keeps the daily cap.
import {
  bookingSchema,
  collections,
  endOfStudioDay,
  expectedStart,
  lateNoticeDue,
  laterAppointments,
  runningLateProblem,
  type SetRunningLateInput,
  type SetRunningLateResponse,
  setRunningLateRequestSchema,
  todayIn,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { requireBookingManager } from '../bookings/booking-access.ts';
import { readSettings } from '../bookings/booking-context.ts';
import type { ClientAccountLookup } from '../notifications/client-accounts.ts';
import { queueClientMessage } from '../notifications/queue-client-message.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireStaff } from '../shared/roles.ts';
import { isStaffMember, studioOwnerUid } from './studio-staff.ts';

export interface RunningLateCaller {
  uid: string;
  /** The owner, or an assistant allowed to manage bookings: may speak for any member. */
  managesBookings: boolean;
}

interface Notice {
  bookingId: string;
  clientId: string;
  serviceName: string;
  startsAt: Date;
  expected: Date;
}

export async function setRunningLateFor(
  firestore: Firestore,
  caller: RunningLateCaller,
  input: SetRunningLateInput,
  now: Date,
  options: { accounts?: ClientAccountLookup } = {},
): Promise<SetRunningLateResponse> {
  const staffId = input.staffId ?? caller.uid;
  const refusal = runningLateProblem(caller.uid, staffId, caller.managesBookings);
  if (refusal) throw new HttpsError('permission-denied', refusal);
  const settings = await readSettings(firestore);
  const today = todayIn(settings.scheduling_timezone, now);
  const dayEnd = endOfStudioDay(today, settings.scheduling_timezone);
  const delay = input.minutes;
  const { updated, notices } = await firestore.runTransaction(async (tx) => {
    if (!(await isStaffMember(firestore, tx, staffId)))
      throw new HttpsError('not-found', 'That staff member is not on the team.');
    const ownerUid = (await studioOwnerUid(firestore, tx)) ?? '';
    const todays = await tx.get(
      firestore
        .collection(collections.bookings)
        .where('scheduled_at', '>=', now)
        .where('scheduled_at', '<', dayEnd),
    );
    // One odd booking is left alone, never the whole announcement.
    const readable = todays.docs.flatMap((doc) => {
      const parsed = bookingSchema.safeParse(doc.data());
      return parsed.success ? [{ ...parsed.data, id: doc.id, ref: doc.ref }] : [];
    });
    const later = laterAppointments(readable, staffId, ownerUid, now, dayEnd);
    const told = new Set<string>();
    const due: Notice[] = [];
    for (const booking of later) {
      const expected = expectedStart(booking.scheduled_at, delay);
      // One message per client per call, even with two visits later today.
      const notify = lateNoticeDue(booking, delay, now) && !told.has(booking.client_id) && expected;
      if (notify) {
        told.add(booking.client_id);
        due.push({
          bookingId: booking.id,
          clientId: booking.client_id,
          serviceName: booking.service_name ?? 'appointment',
          startsAt: booking.scheduled_at,
          expected,
        });
      }
      tx.update(booking.ref, {
        delay_minutes: delay,
        expected_start: expected,
        ...(notify && { late_notice_at: now }),
      });
    }
    tx.set(firestore.collection(collections.staffStatus).doc(staffId), {
      delay_minutes: delay,
      day: today,
      updated_at: now,
      updated_by: caller.uid,
    });
    return { updated: later.length, notices: due };
  });
  let messaged = 0;
  for (const notice of notices) {
    const answer = await queueClientMessage(
      firestore,
      notice.clientId,
      {
        kind: 'running_late',
        serviceName: notice.serviceName,
        startsAt: notice.startsAt,
        delayMinutes: delay,
        expectedStart: notice.expected,
      },
      { id: `late-${notice.bookingId}-${now.getTime()}`, bookingId: notice.bookingId, now, ...options },
    );
    if (answer.status === 'queued') messaged += 1;
  }
  return { staffId, delayMinutes: delay, updated, messaged };
}

export const setRunningLate = onCall(async (request) => {
  const staff = requireStaff(request.auth);
  const input = decodeRequest(setRunningLateRequestSchema, request.data);
  const forSomeoneElse = input.staffId !== undefined && input.staffId !== staff.uid;
  // Speaking for another member needs the bookings permission; for herself, being staff is enough.
  if (forSomeoneElse) await requireBookingManager(db, request.auth);
  return setRunningLateFor(db, { uid: staff.uid, managesBookings: forSomeoneElse }, input, new Date());
});
