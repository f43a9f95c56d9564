// One way in for outside data: callable inputs and stored documents are decoded with the domain's
// zod schemas here, and the domain's refusals become the callable's words here, so every function
// answers a bad request the same way (a plain message, never `internal`).
import { BookingQuoteError, BookingRequestError, plainIssueMessage } from '@studio/domain';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/**
 * A callable's `request.data` as the schema's output, or `invalid-argument` naming the first
 * problem (or `refusal`, where one sentence says better what the call expects).
 */
export function decodeRequest<S extends z.ZodType>(schema: S, data: unknown, refusal?: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  if (refusal) throw new HttpsError('invalid-argument', refusal);
  const issue = parsed.error.issues[0];
  if (!issue) throw new HttpsError('invalid-argument', 'The request could not be read');
  // The domain's words, not zod's ("Too small: expected number to be >=0"): the app shows them.
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpsError('invalid-argument', `${where}${plainIssueMessage(issue)}`);
}

/**
 * A stored document (a trigger's snapshot, a read inside a function) as the schema's output, or
 * null with a warning naming it: one odd document is skipped, never the whole run.
 */
export function decodeDocument<S extends z.ZodType>(
  schema: S,
  data: unknown,
  name: string,
): z.output<S> | null {
  if (data === undefined) return null;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  logger.warn(`${name} does not match its schema: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
  return null;
}

/** The domain's refusal of a request (a rule it breaks) as `failed-precondition`; anything else goes on. */
export function refuseDomainError(error: unknown): never {
  if (error instanceof BookingRequestError || error instanceof BookingQuoteError)
    throw new HttpsError('failed-precondition', error.message);
  throw error;
}
