// saveStaffProfile's request and who may make it (issue 31). The owner edits every member's
// profile. A member may change her own weekly hours and time off (she knows her holidays), but
// not whether she takes bookings, her name on the calendar or the services she does: those are
// the owner's say. The staff profile screen sends the whole profile; the callable replaces it.
import { z } from 'zod';
import { instantSchema } from '../bookings/requests.ts';
import { accountIdSchema } from '../schemas/access.ts';
import { availabilityBlockSchema } from '../schemas/bookings.ts';
import { documentIdSchema } from '../schemas/fields.ts';
import { maxStaffTimeOff, type StaffProfile } from '../schemas/staff.ts';

const weeklyWindowSchema = availabilityBlockSchema.refine(
  (w) => w.start_time < w.end_time,
  'A window of weekly hours must end after it starts.',
);

const timeOffRequestSchema = z
  .object({
    start: instantSchema,
    end: instantSchema,
    reason: z
      .string()
      .trim()
      .max(200, 'The reason is at most 200 characters.')
      .nullable()
      .default(null)
      .transform((r) => (r ? r : null)),
  })
  .refine((t) => t.end.getTime() > t.start.getTime(), 'Time off must end after it starts.');

export const saveStaffProfileRequestSchema = z
  .object({
    staffId: accountIdSchema,
    bookable: z.boolean(),
    displayName: z
      .string()
      .trim()
      .min(1, 'Her name is required.')
      .max(100, 'The name is at most 100 characters.'),
    /** Empty: she does every service. */
    serviceIds: z
      .array(documentIdSchema)
      .max(200)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /** Null: she keeps the studio's weekly hours. */
    weeklyHours: z.array(weeklyWindowSchema).max(50).nullable().default(null),
    timeOff: z.array(timeOffRequestSchema).max(maxStaffTimeOff).default([]),
  })
  .strict();
export type SaveStaffProfileRequest = z.input<typeof saveStaffProfileRequestSchema>;
export type SaveStaffProfileInput = z.output<typeof saveStaffProfileRequestSchema>;

export interface SaveStaffProfileResponse {
  staffId: string;
}

/** The document saveStaffProfile writes for the request (absent fields mean the defaults). */
export function staffProfileOfRequest(input: SaveStaffProfileInput): StaffProfile {
  return {
    bookable: input.bookable,
    display_name: input.displayName,
    ...(input.serviceIds.length > 0 ? { service_ids: input.serviceIds } : {}),
    ...(input.weeklyHours ? { weekly_hours: input.weeklyHours } : {}),
    time_off: input.timeOff
      .map((t) => ({ start_datetime: t.start, end_datetime: t.end, reason: t.reason }))
      .sort((a, b) => a.start_datetime.getTime() - b.start_datetime.getTime()),
  };
}

/** The fields only the owner may change on anyone's profile, her own hours and time off aside. */
function ownersSay(profile: StaffProfile) {
  return JSON.stringify([profile.bookable, profile.display_name, [...(profile.service_ids ?? [])].sort()]);
}

/**
 * Why this caller may not save this profile, in plain words; null when she may. `before` is the
 * member's profile as it reads now (stored, or the defaults).
 */
export function staffProfileEditProblem(edit: {
  callerUid: string;
  callerIsOwner: boolean;
  staffId: string;
  before: StaffProfile;
  after: StaffProfile;
}): string | null {
  if (edit.callerIsOwner) return null;
  if (edit.callerUid !== edit.staffId) return "Only the owner changes another member's staff profile.";
  if (ownersSay(edit.before) !== ownersSay(edit.after))
    return 'Only the owner changes whether you take bookings, your name and your services; you may change your hours and time off.';
  return null;
}
