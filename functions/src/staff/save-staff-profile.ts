// saveStaffProfile (issue 31): the owner edits any staff member's profile (bookable, name on the
// calendar, services, weekly hours, time off); a member edits her own hours and time off only
// (domain staffProfileEditProblem). The member must be on the staff. The profile is replaced
// whole, in a transaction with her role, so a member removed meanwhile gets no profile.
import {
  collections,
  effectiveStaffProfile,
  type SaveStaffProfileInput,
  type SaveStaffProfileResponse,
  saveStaffProfileRequestSchema,
  staffProfileEditProblem,
  staffProfileOfRequest,
} from '@studio/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { publishBookedTimes } from '../availability/publish-booked-times.ts';
import { readTeamRecords } from '../bookings/booking-team.ts';
import { db } from '../shared/admin.ts';
import { decodeRequest } from '../shared/decode.ts';
import { requireStaff, roleOf } from '../shared/roles.ts';

export interface StaffProfileCaller {
  uid: string;
  isOwner: boolean;
}

export async function saveStaffProfileFor(
  firestore: Firestore,
  caller: StaffProfileCaller,
  input: SaveStaffProfileInput,
): Promise<SaveStaffProfileResponse> {
  const ref = firestore.collection(collections.staffProfiles).doc(input.staffId);
  return firestore.runTransaction(async (tx) => {
    const team = await readTeamRecords(firestore, tx);
    const record = team.find((r) => r.uid === input.staffId);
    if (!record) throw new HttpsError('invalid-argument', 'That person is not on the staff.');
    const after = staffProfileOfRequest(input);
    const problem = staffProfileEditProblem({
      callerUid: caller.uid,
      callerIsOwner: caller.isOwner,
      staffId: input.staffId,
      before: effectiveStaffProfile(record),
      after,
    });
    if (problem) throw new HttpsError('permission-denied', problem);
    tx.set(ref, after);
    return { staffId: input.staffId };
  });
}

export const saveStaffProfile = onCall(async (request) => {
  const caller = requireStaff(request.auth);
  const input = decodeRequest(saveStaffProfileRequestSchema, request.data);
  const saved = await saveStaffProfileFor(
    db,
    { uid: caller.uid, isOwner: roleOf(caller) === 'owner' },
    input,
  );
  // A member made bookable or not changes when the whole studio is booked (the wizard's times).
  await publishBookedTimes(db);
  return saved;
});
