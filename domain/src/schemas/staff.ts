import { z } from 'zod';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { availabilityBlockSchema } from './bookings.ts';
import { documentIdSchema, requiredTextSchema } from './fields.ts';

/** Cap on a member's time-off entries kept on her profile: past ones are pruned, not piled up. */
export const maxStaffTimeOff = 200;

/**
 * One stretch of a member's time off (a holiday, an appointment of her own): only she is
 * unavailable, unlike a blocked_time_slots entry, which closes the studio for everyone.
 */
export const staffTimeOffSchema = z.object({
  start_datetime: firestoreDateSchema,
  end_datetime: firestoreDateSchema,
  reason: z.string().nullable().default(null),
});
export type StaffTimeOff = z.output<typeof staffTimeOffSchema>;

/**
 * staff_profiles/{uid}: a staff member (owner or assistant) as a bookable person (issue 31).
 * service_ids absent or empty means she does every service. weekly_hours absent means she keeps
 * the studio's weekly availability; an empty list means she has no weekly hours at all.
 */
export const staffProfileSchema = z.object({
  bookable: z.boolean(),
  display_name: requiredTextSchema,
  service_ids: z.array(documentIdSchema).optional(),
  weekly_hours: z.array(availabilityBlockSchema).optional(),
  time_off: z.array(staffTimeOffSchema).max(maxStaffTimeOff).default([]),
});
export type StaffProfile = z.output<typeof staffProfileSchema>;
