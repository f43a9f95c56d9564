// The per-client limits on booking interests (settings booking_max_open_interests and
// booking_interest_min_interval_seconds) and their messages. The submitBookingInterest callable
// applies them through bookingInterestProblem (submission.ts), counting her interests with
// status new inside its transaction; the wizard warns early with the same words.

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
