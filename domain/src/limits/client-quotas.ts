// What one client can make the studio do in a day, counted on one document per client
// (client_quotas/{clientId}, functions only). Every function that writes on a client's behalf
// reads and writes her quota document in its transaction, so two of them racing for her last
// allowance cannot both pass: a query alone does not lock what it counts (see booking_days).
import { z } from 'zod';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { calendarDateSchema } from '../schemas/fields.ts';

/**
 * client_quotas/{clientId}. message_day is the studio's calendar day the count is for; a count
 * from an earlier day is read as zero (no nightly reset needed). Every joinWaitlist counts itself
 * in waitlist_joins (and when, waitlist_joined_at) so that joins of one client run one after
 * another; every submitBookingInterest does the same in interest_submissions (and
 * interest_submitted_at, which booking_interest_min_interval_seconds is measured from).
 */
export const clientQuotaSchema = z.object({
  message_day: calendarDateSchema.nullable().default(null),
  messages_that_day: z.number().int().min(0).default(0),
  waitlist_joined_at: firestoreDateSchema.nullable().default(null),
  waitlist_joins: z.number().int().min(0).default(0),
  interest_submitted_at: firestoreDateSchema.nullable().default(null),
  interest_submissions: z.number().int().min(0).default(0),
});
export type ClientQuota = z.output<typeof clientQuotaSchema>;

/** A client never met has sent nothing. */
export const emptyClientQuota: ClientQuota = {
  message_day: null,
  messages_that_day: 0,
  waitlist_joined_at: null,
  waitlist_joins: 0,
  interest_submitted_at: null,
  interest_submissions: 0,
};

/** Messages already queued for her on `day` (the studio's calendar day). */
export function messagesOn(quota: ClientQuota, day: string): number {
  return quota.message_day === day ? quota.messages_that_day : 0;
}

/**
 * One more message on `day`: the counted quota, or why it is not sent (the day's cap reached).
 * The cap is the setting messages_max_per_client_per_day.
 */
export function countMessage(
  quota: ClientQuota,
  day: string,
  cap: number,
): { quota: Pick<ClientQuota, 'message_day' | 'messages_that_day'> } | { refused: string } {
  const sent = messagesOn(quota, day);
  if (sent >= cap)
    return {
      refused: `the client already got ${sent} message${sent === 1 ? '' : 's'} today (the daily limit)`,
    };
  return { quota: { message_day: day, messages_that_day: sent + 1 } };
}
