import { z } from 'zod';
import { roleSchema } from '../enums/roles.ts';
import { documentIdSchema } from './fields.ts';

/** user_roles/{uid}: one role per user; user_id repeats the document id so rules can compare. */
export const userRoleSchema = z.object({
  user_id: documentIdSchema,
  role: roleSchema,
});
export type UserRole = z.output<typeof userRoleSchema>;
