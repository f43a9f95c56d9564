import { z } from 'zod';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { calendarDateSchema, documentIdSchema } from './fields.ts';

/** The longest delay a member may announce (issue 34); 0 means back on time. */
export const maxDelayMinutes = 120;
/** The shortest delay worth announcing: anything less is "on time". */
export const minDelayMinutes = 5;

/**
 * staff_status/{uid} (issue 34): how late a member is running, on which studio day. Written only
 * by the setRunningLate callable; staff read it, clients never (they see their own booking's
 * delay_minutes and expected_start). A status of another day reads as on time (currentDelay).
 */
export const staffStatusSchema = z.object({
  delay_minutes: z.number().int().min(0).max(maxDelayMinutes),
  /** The studio's calendar date the delay is for, 'yyyy-MM-dd'. */
  day: calendarDateSchema,
  updated_at: firestoreDateSchema,
  updated_by: z.string().nullable().default(null),
});
export type StaffStatus = z.output<typeof staffStatusSchema>;

const delayWords = `Say a delay from ${minDelayMinutes} to ${maxDelayMinutes} minutes, or 0 for back on time.`;

/** setRunningLate: `minutes` late (0: back on time); `staffId` absent means the caller herself. */
export const setRunningLateRequestSchema = z
  .object({
    minutes: z
      .number({ error: delayWords })
      .int(delayWords)
      .refine((m) => m === 0 || (m >= minDelayMinutes && m <= maxDelayMinutes), delayWords),
    staffId: documentIdSchema.optional(),
  })
  .strict();
export type SetRunningLateRequest = z.input<typeof setRunningLateRequestSchema>;
export type SetRunningLateInput = z.output<typeof setRunningLateRequestSchema>;

export interface SetRunningLateResponse {
  staffId: string;
  delayMinutes: number;
  /** Later appointments of hers today that now show the new expected start. */
  updated: number;
  /** Of those, the clients a message was queued for. */
  messaged: number;
}

/** checkIn: the client says she is here (or staff check her in). */
export const checkInRequestSchema = z.object({ bookingId: documentIdSchema }).strict();
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

/** markVisitStarted: she is in the chair. Finished is changeBookingStatus' Complete. */
export const markVisitStartedRequestSchema = z.object({ bookingId: documentIdSchema }).strict();
export type MarkVisitStartedRequest = z.input<typeof markVisitStartedRequestSchema>;

export interface LiveDayResponse {
  bookingId: string;
  /** When it was recorded (ISO): the arrival or the start. */
  at: string;
}
