import { z } from 'zod';
import { firestoreDateSchema } from '../firestore/timestamp.ts';
import { documentIdSchema } from '../schemas/fields.ts';

/**
 * open_interests/{clientId}: how many of her booking interests wait for a reply (status new).
 * Rules cannot count documents, so the client bumps this count by one in the batch that creates
 * an interest (firestore.rules refuses the interest otherwise, and refuses the bump past
 * booking_max_open_interests); a function sets it back to the true count whenever one of her
 * interests is created, moves on from new or is deleted.
 */
export const openInterestsSchema = z.object({
  count: z.number().int().min(0),
  /** The interest whose creation made the last bump (absent when the function wrote last). */
  last_interest_id: documentIdSchema.optional(),
  /**
   * When her last interest was created (the server's time of the bump). Withdraw-and-resubmit
   * would otherwise let one client create hundreds a minute; firestore.rules refuse a bump
   * sooner than booking_interest_min_interval_seconds after this (issue 30).
   */
  last_interest_at: firestoreDateSchema.optional(),
});
export type OpenInterests = z.output<typeof openInterestsSchema>;

/** Whether a client with `count` open interests may send one more under the setting. */
export function mayOpenAnotherInterest(count: number, maxOpenInterests: number): boolean {
  return count < maxOpenInterests;
}

/** What the wizard tells a client who has reached the limit. */
export function openInterestsLimitMessage(maxOpenInterests: number): string {
  const requests = maxOpenInterests === 1 ? 'one booking request' : `${maxOpenInterests} booking requests`;
  return `You already have ${requests} waiting for our reply, the most we take at once. We'll contact you about them first; once one is answered you can send another.`;
}

/** Whether a client whose last interest was created at `lastInterestAt` may create one at `now`. */
export function mayCreateInterestAt(
  lastInterestAt: Date | undefined,
  now: Date,
  minIntervalSeconds: number,
): boolean {
  return (
    lastInterestAt === undefined || now.getTime() - lastInterestAt.getTime() >= minIntervalSeconds * 1000
  );
}

/** What the wizard tells a client who sends requests faster than the studio takes them. */
export function interestIntervalMessage(minIntervalSeconds: number): string {
  const wait = minIntervalSeconds === 1 ? 'a second' : `${minIntervalSeconds} seconds`;
  return `You sent a booking request moments ago. Please wait ${wait} between requests, then send it again.`;
}
