// The studio's team as scheduling sees it (issue 31): every owner and assistant, with her staff
// profile or the defaults. A member without a staff_profiles document reads as bookable, doing
// every service, in the studio's weekly hours, with no time off: a studio that never opened the
// staff screen keeps booking as before, and a new assistant is bookable from her first day until
// the owner says otherwise.
import type { SchedulingMember } from '../availability/free-time.ts';
import type { StaffRole } from '../enums/roles.ts';
import type { StaffProfile } from '../schemas/staff.ts';

/** One staff member as stored: her role, her staff profile if any, and her account's name. */
export interface TeamRecord {
  uid: string;
  role: StaffRole;
  profile: StaffProfile | null;
  /** profiles/{uid}.full_name (or her e-mail), for a member without a staff profile. */
  accountName?: string | null;
}

/** What a member without a staff profile is called when her account has no name either. */
function defaultName(record: TeamRecord): string {
  return record.role === 'owner' ? 'The owner' : 'Assistant';
}

/** A staff profile's defaults for a member who has none. */
export function defaultStaffProfile(record: Pick<TeamRecord, 'role' | 'accountName' | 'uid'>): StaffProfile {
  const name = record.accountName?.trim();
  return {
    bookable: true,
    display_name: name || defaultName({ ...record, profile: null }),
    time_off: [],
  };
}

/** Her profile as stored, or the defaults. */
export function effectiveStaffProfile(record: TeamRecord): StaffProfile {
  return record.profile ?? defaultStaffProfile(record);
}

/**
 * The uid that bookings stored without staff_id belong to: the studio's owner, the first by uid
 * when there are several (stable while nobody changes the owners). Null when there is no owner.
 */
export function bookingsOwnerUid(records: readonly { uid: string; role: string }[]): string | null {
  const owners = records.filter((r) => r.role === 'owner').map((r) => r.uid);
  return owners.sort()[0] ?? null;
}

/**
 * The team in display order (the order "anyone" is offered and chosen in): owners first, then
 * assistants, each by display name, then uid, so two equal names still sort the same way.
 */
export function schedulingTeam(records: readonly TeamRecord[]): SchedulingMember[] {
  return records
    .map((record) => ({ record, profile: effectiveStaffProfile(record) }))
    .sort(
      (a, b) =>
        Number(a.record.role !== 'owner') - Number(b.record.role !== 'owner') ||
        a.profile.display_name.localeCompare(b.profile.display_name) ||
        a.record.uid.localeCompare(b.record.uid),
    )
    .map(({ record, profile }) => ({
      uid: record.uid,
      bookable: profile.bookable,
      display_name: profile.display_name,
      ...(profile.service_ids && profile.service_ids.length > 0 ? { service_ids: profile.service_ids } : {}),
      ...(profile.weekly_hours ? { weekly_hours: profile.weekly_hours } : {}),
      time_off: profile.time_off,
    }));
}
