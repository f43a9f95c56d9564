// The team as a booking transaction reads it (issue 31): the staff roles, their staff profiles
// and, for members without one, their account's name. A handful of small documents; read in the
// transaction so a member made unbookable meanwhile is not booked.
import {
  bookingsOwnerUid,
  collections,
  profileSchema,
  type SchedulingMember,
  type StaffProfile,
  schedulingTeam,
  staffProfileSchema,
  staffRoles,
  type TeamRecord,
  userRoleSchema,
} from '@studio/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

export interface Team {
  members: SchedulingMember[];
  /** Bookings stored without staff_id are hers. */
  ownerUid: string;
  records: TeamRecord[];
}

type Reader = Pick<Transaction, 'get' | 'getAll'>;

/** The team's records: every owner and assistant, her staff profile if valid, her account's name. */
export async function readTeamRecords(db: Firestore, reader: Reader): Promise<TeamRecord[]> {
  const [roles, profiles] = await Promise.all([
    reader.get(db.collection(collections.userRoles).where('role', 'in', [...staffRoles])),
    reader.get(db.collection(collections.staffProfiles)),
  ]);
  const staffProfiles = new Map<string, StaffProfile>();
  for (const doc of profiles.docs) {
    const parsed = staffProfileSchema.safeParse(doc.data());
    // An odd profile is skipped (she reads with the defaults) rather than taking bookings down.
    if (parsed.success) staffProfiles.set(doc.id, parsed.data);
    else console.warn(`staff_profiles/${doc.id} does not decode; read with the defaults`);
  }
  const staff = roles.docs.flatMap((doc) => {
    const parsed = userRoleSchema.safeParse(doc.data());
    return parsed.success && parsed.data.role !== 'client' ? [{ uid: doc.id, role: parsed.data.role }] : [];
  });
  const unnamed = staff.filter((s) => !staffProfiles.has(s.uid));
  const accounts =
    unnamed.length > 0
      ? await reader.getAll(...unnamed.map((s) => db.collection(collections.profiles).doc(s.uid)))
      : [];
  const names = new Map(
    accounts.map((doc) => {
      const parsed = profileSchema.safeParse(doc.data());
      return [doc.id, parsed.success ? (parsed.data.full_name ?? parsed.data.email ?? null) : null];
    }),
  );
  return staff.map((s) => ({
    uid: s.uid,
    role: s.role as TeamRecord['role'],
    profile: staffProfiles.get(s.uid) ?? null,
    accountName: names.get(s.uid) ?? null,
  }));
}

/** The team in display order, and the owner that older bookings belong to. */
export async function readTeam(db: Firestore, reader: Reader): Promise<Team> {
  const records = await readTeamRecords(db, reader);
  const ownerUid = bookingsOwnerUid(records);
  if (ownerUid === null)
    throw new HttpsError('failed-precondition', 'The studio has no owner yet, so nobody can be booked.');
  return { members: schedulingTeam(records), ownerUid, records };
}
