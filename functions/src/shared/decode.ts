// Callable inputs are decoded with the domain's zod schemas; a refusal names the first problem.
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

export function decodeRequest<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpsError('invalid-argument', `${where}${issue?.message ?? 'Invalid request'}`);
}
